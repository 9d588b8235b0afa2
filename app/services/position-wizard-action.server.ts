import { formErrorFor } from "~/platform/api-calls.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import type { z } from "zod";

import { ApiError, graphql } from "./payroll-api.server";
import { isWaiting, requireWizardStep, type Wizard } from "./position-wizard.server";
import {
  DiscardPositionDraftMutationDocument,
  SavePositionDraftMutationDocument,
  SubmitPositionDraftMutationDocument,
  type SavePositionDraftInput,
} from "~/graphql/operations.generated";
import { GeneralFormSchema, generalStepSchema, toGeneralInput } from "~/schemas/position-general";
import { PremiumsFormSchema, PremiumsStepSchema, toPremiumsInput } from "~/schemas/position-premiums";
import { placeOfProblem, stepProblems } from "~/schemas/position-problems";
import { SafetyFormSchema, SafetyStepSchema, toSafetyInput } from "~/schemas/position-safety";
import { nextStepOf, positionStepPath, previousStepOf, type PositionStep } from "~/utils/position-wizard";

type StepSave = Pick<SavePositionDraftInput, "general" | "safety" | "premiums">;

/** A step's form as the draft saves it: checked for Next, as typed for Previous and Cancel. */
function stepSchemaOf(step: PositionStep, wizard: Wizard, checked: boolean): z.ZodType<Partial<StepSave>, z.ZodTypeDef, unknown> {
  if (step === "general") {
    const schema = checked ? generalStepSchema(wizard.facts) : GeneralFormSchema.transform((form) => toGeneralInput(form, wizard.facts));
    return schema.transform((general) => ({ general }));
  }
  if (step === "safety") return (checked ? SafetyStepSchema : SafetyFormSchema.transform(toSafetyInput)).transform((safety) => ({ safety }));
  return (checked ? PremiumsStepSchema : PremiumsFormSchema.transform(toPremiumsInput)).transform((premiums) => ({ premiums }));
}

/** Saves one step; the steps left out (null) stay as they are. */
const saveDraft = (wizard: Wizard, save: Partial<StepSave>) =>
  graphql(
    SavePositionDraftMutationDocument,
    { input: { positionId: wizard.positionId, general: save.general ?? null, safety: save.safety ?? null, premiums: save.premiums ?? null } },
    wizard.account.credentials,
  );

const viewPath = (positionId: string) => `/positions/view-position/${encodeURIComponent(positionId)}`;

/**
 * The API refused the whole draft (POSITION_INVALID): problems of this step go next to their fields,
 * those of an earlier step say which step to go back to.
 */
function problemErrors(error: ApiError, step: PositionStep) {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors = new Set<string>();
  for (const problem of error.problems) {
    const place = placeOfProblem(problem);
    if (place.step === step) fieldErrors[place.field] = [place.message];
    else formErrors.add(place.step === "general" ? "positions:wizard.errors.fixGeneral" : "positions:wizard.errors.fixSafety");
  }
  return { fieldErrors, formErrors: [...formErrors] };
}

/** Premiums saved: the draft becomes the position (created waiting for approval, or updated). */
async function submit(wizard: Wizard) {
  const { submitPositionDraft } = await graphql(SubmitPositionDraftMutationDocument, { input: { positionId: wizard.positionId } }, wizard.account.credentials);
  return redirect(wizard.positionId ? `${viewPath(submitPositionDraft.id)}?updated=1` : "/positions?added=1");
}

/**
 * A step's buttons, as plain form posts. Next (or Create/Update) checks the step and saves it, then
 * goes on; Previous saves what is typed unchecked and goes back, so nothing is lost; Cancel throws
 * the draft away. Each ends in a redirect (post, redirect, get); a refused step answers 400.
 */
export async function actOnPositionStep(request: Request, positionId: string | null, stepParam: string | undefined) {
  const { step, wizard } = await requireWizardStep(request, positionId, stepParam);
  const here = positionStepPath(positionId, step);
  // The page says why: the company waits for a rate agreement.
  if (isWaiting(wizard)) return redirect(here);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const previous = intent === "previous" ? previousStepOf(step) : null;
  const submission = parseWithZod(formData, { schema: stepSchemaOf(step, wizard, !previous && intent !== "cancel") });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  try {
    if (intent === "cancel") {
      await graphql(DiscardPositionDraftMutationDocument, { input: { positionId } }, wizard.account.credentials);
      return redirect(positionId ? viewPath(positionId) : "/positions");
    }
    const { savePositionDraft: draft } = await saveDraft(wizard, submission.value);
    if (previous) return redirect(positionStepPath(positionId, previous));
    // The look-up could not find the address: the step asks to select a location.
    if (step === "general" && stepProblems("general", draft.general, wizard.facts).length > 0) return redirect(here);
    const next = nextStepOf(step);
    return next ? redirect(positionStepPath(positionId, next)) : await submit(wizard);
  } catch (error) {
    if (error instanceof ApiError && error.code === "NO_VALID_RATE_AGREEMENT") return redirect(here);
    if (error instanceof ApiError && error.code === "POSITION_INVALID") {
      return json({ result: submission.reply(problemErrors(error, step)) }, { status: 400 });
    }
    return json({ result: submission.reply({ formErrors: [formErrorFor(error, "positions:wizard.errors.saveFailed")] }) }, { status: 400 });
  }
}
