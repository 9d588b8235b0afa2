import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { z } from "zod";
import { formErrorFor, notFound, responseForApiError } from "~/platform/api-calls.server";
import { ApiError } from "~/platform/payroll-api.server";
import { readFormData } from "~/platform/form-bodies.server";
import { withFormKey } from "~/platform/form-key.server";
import { formKeyOf } from "~/platform/form-key";
import { textLineErrors } from "./text-lines";

// One way to write a form's action (the house style's pipeline): read the form, check it with its
// zod schema, answer 400 with every typed value kept (never the hidden ones), save through the
// API, say each of the API's refusals where it belongs, and redirect on success (post, redirect, get).

/**
 * Where one of the API's error codes is said: next to one or more fields, above the form (with
 * the answer's status, 400 unless told), as the page's "not found" when the record is gone, or by
 * going elsewhere (the record moved on meanwhile: a survey completed in another tab).
 */
type Refusal<Field extends string = string> =
  { fields: readonly Field[]; message: string } | { form: string; status?: number } | { notFound: true } | { redirect: string };

export type Refusals<Field extends string = string> = Partial<Record<string, Refusal<Field>>>;

export type FormReply = SubmissionResult<string[]>;

/** An answer with its status: what the page reads, or a redirect (which it never reads). */
type Answering<Answer> = ReturnType<typeof data<Answer>> | Response;

type FieldOf<Schema extends z.ZodTypeAny> = Extract<keyof z.input<Schema>, string>;

/** How the API's refusals of one form are said. */
type RefusalOptions<Field extends string> = {
  /** The API's error codes this form words itself; one named here wins even over a 401 (a wrong sign-in code). */
  refusals?: Refusals<Field>;
  /** The message when the API refuses for a reason `refusals` does not name. */
  failed: string;
  /** Fields never sent back to the browser (passwords). */
  hideFields?: readonly Field[];
  /** The API's per-field problems (extensions.problems), where a form has them. */
  problems?: (error: ApiError) => { fieldErrors: Record<string, string[]>; formErrors: string[] } | null;
};

export type FormActionOptions<Schema extends z.ZodTypeAny> = RefusalOptions<FieldOf<Schema>> & {
  request: Request;
  /** The form as the action read it; read from the request when left out. */
  formData?: FormData;
  schema: Schema;
  /** Saves the checked value and answers where to go next; an ApiError it throws becomes the form's message. */
  save: (value: z.output<Schema>) => Promise<Response>;
};

/** What a page reads when the reply alone does not say enough (which of the page's forms it answers). */
type Answered<Answer> = { answer: (reply: FormReply) => Answer };

/** A submission, parsed or not, that can word its reply. */
type Replying = {
  /** What was typed, by field name. */
  payload: Record<string, unknown>;
  reply: (options?: { formErrors?: string[]; fieldErrors?: Record<string, string[]>; hideFields?: string[] }) => FormReply;
};

/** A 400 reply: the messages, and everything typed kept except the hidden fields. */
export function refuse(reply: FormReply, status = 400) {
  return data(reply, { status });
}

/**
 * The reply to an error thrown while saving, and its status. A 401 the form does not name signs
 * the user out, a `notFound` refusal is the page's 404 and a `redirect` one goes there: those are
 * thrown. Anything but an ApiError is thrown on as it is.
 */
async function refusalReply<Field extends string>(
  request: Request,
  submission: Replying,
  error: unknown,
  { refusals = {}, failed, hideFields, problems }: RefusalOptions<Field>,
): Promise<{ reply: FormReply; status: number }> {
  if (!(error instanceof ApiError)) throw error;
  const refusal = error.code ? refusals[error.code] : undefined;
  if (!refusal && error.kind === "unauthorized") throw await responseForApiError(request, error);
  const reply = (messages: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
    submission.reply({ ...messages, hideFields: hideFields ? [...hideFields] : undefined });
  if (refusal && "notFound" in refusal) throw notFound();
  if (refusal && "redirect" in refusal) throw redirect(refusal.redirect);
  if (refusal && "fields" in refusal) {
    return { reply: reply({ fieldErrors: Object.fromEntries(refusal.fields.map((field) => [field, [refusal.message]])) }), status: 400 };
  }
  if (refusal) return { reply: reply({ formErrors: [refusal.form] }), status: refusal.status ?? 400 };
  const found = problems?.(error);
  if (found) return { reply: reply(found), status: 400 };
  const textErrors = textLineErrors(error, submission.payload);
  if (textErrors) return { reply: reply({ fieldErrors: textErrors }), status: 400 };
  return { reply: reply({ formErrors: [formErrorFor(request, error, failed)] }), status: 400 };
}

/**
 * Runs one form submission. A conform intent that only validates (or changes a field list) is
 * answered 200 without saving; the layouts do not reload for it (see `skipRevalidationAfterRefusal`).
 * With `answer`, the page gets what it makes of the reply (one of two forms on a page says which).
 */
export function formAction<Schema extends z.ZodTypeAny, Answer>(options: FormActionOptions<Schema> & Answered<Answer>): Promise<Answering<Answer>>;
export function formAction<Schema extends z.ZodTypeAny>(options: FormActionOptions<Schema>): Promise<Answering<FormReply>>;
export async function formAction<Schema extends z.ZodTypeAny>(options: FormActionOptions<Schema> & Partial<Answered<unknown>>) {
  const { request, schema, save, answer = (reply: FormReply) => reply } = options;
  const formData = options.formData ?? (await readFormData(request));
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    const hideFields = options.hideFields ? [...options.hideFields] : undefined;
    return data(answer(submission.reply({ hideFields })), { status: submission.status === "error" ? 400 : 200 });
  }
  try {
    // The form's one-time key goes with the save's calls: the same form sent twice saves once.
    return await withFormKey(formKeyOf(formData), () => save(submission.value));
  } catch (error) {
    const { reply, status } = await refusalReply(request, submission, error, options);
    return data(answer(reply), { status });
  }
}
