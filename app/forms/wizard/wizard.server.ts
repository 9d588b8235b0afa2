import { redirect } from "react-router";
import type { z } from "zod";
import {
  destinationOf,
  firstUnfinishedStep,
  intentOf,
  isReturning,
  previousStepOf,
  progressOf,
  redirectFromSkippedStep,
  stepOfPath,
  stepPath,
  type Finished,
  type Wizard,
  type WizardPage,
} from "./wizard";
import { formAction, type FormActionOptions, type Refusals } from "~/forms/action.server";
import { notFound } from "~/platform/api-calls.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { readFormData } from "~/platform/form-bodies.server";
import { pageUrlOf } from "~/platform/page-url";

// The wizard kit's loaders and actions (docs/decisions/0018-wizard-kit.md). A wizard's own server
// module loads its draft, says which steps are finished, and saves or submits through these.

/** The step an address names (the optional step segment of the route); any other is the page's 404. */
export function requireStepOfPath<Name extends string, Subject>(wizard: Wizard<Name, Subject>, path: string | undefined): Name {
  const step = stepOfPath(wizard, path);
  if (step === null) throw notFound();
  return step;
}

type Place<Name extends string, Subject> = { wizard: Wizard<Name, Subject>; subject: Subject; step: Name };

/**
 * Opens a step, in its loader and in its action alike (React Router runs them apart): a user who skips ahead
 * is redirected to the first unfinished step; otherwise the step's place for its page.
 */
export function openStep<Name extends string, Subject>(
  request: Request,
  { wizard, subject, step, finished }: Place<Name, Subject> & { finished: Finished<Name> },
): WizardPage {
  const skippedTo = redirectFromSkippedStep(wizard, step, finished);
  if (skippedTo !== null) throw redirect(stepPath(wizard, subject, skippedTo));
  const progress = progressOf(wizard, subject, step, finished);
  const current = progress.find((item) => item.current)!;
  return {
    step,
    title: current.title,
    number: current.number,
    total: progress.length,
    progress,
    returning: step !== wizard.check && isReturning(pageUrlOf(request).searchParams),
    first: previousStepOf(wizard, step) === null,
    check: step === wizard.check,
  };
}

/** The address of the first unfinished step, where the wizard's own address leads. */
export function firstUnfinishedPath<Name extends string, Subject>(wizard: Wizard<Name, Subject>, subject: Subject, finished: Finished<Name>): string {
  return stepPath(wizard, subject, firstUnfinishedStep(wizard, finished));
}

/** Cancel: the wizard throws its draft away and answers where to go. */
type Cancel = { cancel?: () => Promise<string> };

function cancelled(request: Request, formData: FormData, cancel: () => Promise<string>, failed: string) {
  return formAction({ request, formData, schema: NoFieldsSchema, save: async () => redirect(await cancel()), failed });
}

/** A step's form: what it reads (its fields) and what it gives the save. */
type StepSchema<Value, Fields> = z.ZodType<Value, Fields>;

export type StepActionOptions<Name extends string, Subject, Value, Fields> = Place<Name, Subject> &
  Cancel &
  Omit<FormActionOptions<StepSchema<Value, Fields>>, "save"> & {
    /** Previous: the step's answers as typed, by a schema that never fails; a first step has no Previous. */
    asTyped?: StepSchema<Value, Fields>;
    /** Saves the step in the draft, checked (Next) or as typed (Previous). */
    save: (value: Value) => Promise<unknown>;
  };

/**
 * A step's buttons, as plain form posts (post, redirect, get). Next checks the step with its schema,
 * saves it and goes on (back to the check-your-answers step when opened from a Change link); Previous
 * saves what was typed without checking and goes back, so nothing is lost; Cancel throws the draft
 * away. A refused step answers 400 with everything typed kept (formAction).
 */
export async function stepAction<Name extends string, Subject, Value, Fields>(options: StepActionOptions<Name, Subject, Value, Fields>) {
  const { request, wizard, subject, step, asTyped, save, cancel, ...form } = options;
  const formData = options.formData ?? (await readFormData(request));
  const intent = intentOf(formData);
  if (intent === "cancel" && cancel) return cancelled(request, formData, cancel, form.failed);
  const previous = intent === "previous";
  // Nothing lies before the first step: its page has no Previous.
  if (previous && previousStepOf(wizard, step) === null) return redirect(stepPath(wizard, subject, step));
  if (previous && !asTyped) throw new Error(`Step ${step} of the ${wizard.kind} wizard has a Previous but no as-typed schema`);
  const to = destinationOf(wizard, subject, step, previous ? "previous" : "next", isReturning(formData));
  return formAction({
    ...form,
    request,
    formData,
    schema: (previous && asTyped) || form.schema,
    save: async (value) => {
      await save(value);
      return redirect(to);
    },
  });
}

export type CheckActionOptions<Name extends string, Subject> = Omit<Place<Name, Subject>, "step"> &
  Cancel & {
    request: Request;
    /** Submits the whole draft and answers where to go. */
    submit: () => Promise<string>;
    /** The API's error codes the check page words itself (above the answers: it has no fields). */
    refusals?: Refusals<never>;
    failed: string;
    problems?: FormActionOptions<typeof NoFieldsSchema>["problems"];
  };

/** The check-your-answers step's buttons: Submit (Create, Update, Approve…), Previous and Cancel. */
export async function checkAction<Name extends string, Subject>({ request, wizard, subject, submit, cancel, ...form }: CheckActionOptions<Name, Subject>) {
  const formData = await readFormData(request);
  const intent = intentOf(formData);
  if (intent === "cancel" && cancel) return cancelled(request, formData, cancel, form.failed);
  if (intent === "previous") return redirect(destinationOf(wizard, subject, wizard.check, "previous", false));
  return formAction({ ...form, request, formData, schema: NoFieldsSchema, save: async () => redirect(await submit()) });
}
