import { z } from "zod";
import { apiProblems, type ProblemMessages } from "~/forms/api-problems";

// The employee forms check every field at once, as typed, in one superRefine (so that the user sees
// all their mistakes in one answer, not one field after the other), with the rules of domain/. The
// API checks the same rules and answers EMPLOYEE_INVALID with its problems: each is shown with the
// same message as the form's own check.

/** A form field as typed, trimmed, blank read as undefined. It never fails: the form's checks say what is wrong. */
export const typed = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => value?.trim() || undefined);

/** Every field's text, trimmed; blank is undefined. */
export type TypedFields<Field extends string> = Partial<Record<Field, string>>;

/** Says a problem next to its field, at most one per field (the first, in the order of the checks). */
export function problemReporter(context: z.RefinementCtx) {
  const reported = new Set<string>();
  return (field: string, message: string) => {
    if (reported.has(field)) return;
    reported.add(field);
    context.addIssue({ code: "custom", path: [field], message });
  };
}

export type Report = ReturnType<typeof problemReporter>;

/** The required fields left blank, each with its message. */
export function requireFields<Field extends string>(form: TypedFields<Field>, messages: Partial<Record<Field, string>>, report: Report) {
  for (const [field, message] of Object.entries(messages) as [Field, string][]) if (!form[field]) report(field, message);
}

/** The fields longer than their limit. */
export function limitLengths<Field extends string>(form: TypedFields<Field>, limits: Partial<Record<Field, number>>, message: string, report: Report) {
  for (const [field, limit] of Object.entries(limits) as [Field, number][]) if ((form[field]?.length ?? 0) > limit) report(field, message);
}

export type { ProblemMessages } from "~/forms/api-problems";

/** formAction's `problems` for an employee form: EMPLOYEE_INVALID's problems next to their fields. */
export const employeeProblems = (messages: ProblemMessages, failed: string) => apiProblems("EMPLOYEE_INVALID", messages, failed);
