import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, type TypedResponse } from "@remix-run/node";
import type { z } from "zod";
import { formErrorFor, notFound, responseForApiError } from "~/platform/api-calls.server";
import { ApiError } from "~/services/payroll-api.server";

// One way to write a form's action (the house style's pipeline): read the form, check it with its
// zod schema, answer 400 with every typed value kept (never the hidden ones), save through the
// API, say each of the API's refusals where it belongs, and redirect on success (post, redirect, get).

/**
 * Where one of the API's error codes is said: next to one or more fields, above the form (with
 * the answer's status, 400 unless told), or as the page's "not found" when the record is gone.
 */
export type Refusal<Field extends string = string> =
  | { fields: readonly Field[]; message: string }
  | { form: string; status?: number }
  | { notFound: true };

export type Refusals<Field extends string = string> = Partial<Record<string, Refusal<Field>>>;

export type FormReply = SubmissionResult<string[]>;

type FieldOf<Schema extends z.ZodTypeAny> = Extract<keyof z.input<Schema>, string>;

export type FormActionOptions<Schema extends z.ZodTypeAny> = {
  request: Request;
  /** The form as the action read it; read from the request when left out. */
  formData?: FormData;
  schema: Schema;
  /** Saves the checked value and answers where to go next; an ApiError it throws becomes the form's message. */
  save: (value: z.output<Schema>) => Promise<TypedResponse<never>>;
  /** The API's error codes this form words itself. */
  refusals?: Refusals<FieldOf<Schema>>;
  /** The message when the API refuses for a reason `refusals` does not name. */
  failed: string;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: readonly FieldOf<Schema>[];
  /** The API's per-field problems (extensions.problems), where a form has them. */
  problems?: (error: ApiError) => { fieldErrors: Record<string, string[]>; formErrors: string[] } | null;
};

/** A 400 reply: the messages, and everything typed kept except the hidden fields. */
export function refuse(reply: FormReply, status = 400) {
  return json(reply, { status });
}

/**
 * Runs one form submission. A conform intent that only validates (or changes a field list) is
 * answered 200 without saving; the layouts do not reload for it (see `skipRevalidationAfterRefusal`).
 */
export async function formAction<Schema extends z.ZodTypeAny>(options: FormActionOptions<Schema>): Promise<TypedResponse<FormReply>> {
  const { request, schema, save, refusals = {}, failed, problems } = options;
  const hideFields = options.hideFields ? [...options.hideFields] : undefined;
  const submission = parseWithZod(options.formData ?? (await request.formData()), { schema });
  if (submission.status !== "success") {
    return json(submission.reply({ hideFields }), { status: submission.status === "error" ? 400 : 200 });
  }
  try {
    return await save(submission.value);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.kind === "unauthorized") throw await responseForApiError(request, error);
    const refusal = error.code ? refusals[error.code] : undefined;
    if (refusal && "fields" in refusal) {
      const fieldErrors = Object.fromEntries(refusal.fields.map((field) => [field, [refusal.message]]));
      return refuse(submission.reply({ fieldErrors, hideFields }));
    }
    if (refusal && "notFound" in refusal) throw notFound();
    if (refusal) return refuse(submission.reply({ formErrors: [refusal.form], hideFields }), refusal.status);
    const found = problems?.(error);
    if (found) return refuse(submission.reply({ ...found, hideFields }));
    return refuse(submission.reply({ formErrors: [formErrorFor(error, failed)], hideFields }));
  }
}
