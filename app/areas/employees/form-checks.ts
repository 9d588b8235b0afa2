import { z } from "zod";
import type { EmployeeProblemCode, ScanProblemCode } from "~domain/employee-problems";
import type { FileRules } from "~/forms/files-form.server";
import { apiProblems } from "~/forms/api-problems";
import type { FullKey } from "~/platform/i18n/keys";

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

/**
 * A message of the employee and identity forms: a key of their namespaces, which tsc checks. This
 * module reads no text itself: each form's own map names the keys its page shows, and so the
 * namespace its route declares (tests/unit/route-namespaces.test.ts).
 */
export type EmployeeMessage = FullKey<EmployeeFormNamespace>;
type EmployeeFormNamespace = "employees" | "identity";

/**
 * Per field, per problem code of EMPLOYEE_INVALID (domain/employee-problems.ts), the form's message: a
 * code the API cannot send, or a key that does not exist, fails tsc.
 */
export type ProblemMessages = Record<string, Partial<Record<EmployeeProblemCode, EmployeeMessage>>>;

/**
 * A rule's codes with their messages, by the rule's own problems (the domain's names): a problem
 * the rule gains fails tsc in the domain's code map and here until both are written.
 */
export function codeMessages<Problem extends string, Code extends EmployeeProblemCode>(
  codes: Record<Problem, Code>,
  messages: Record<Problem, EmployeeMessage>,
): Partial<Record<Code, EmployeeMessage>> {
  const entries = (Object.keys(codes) as Problem[]).map((problem) => [codes[problem], messages[problem]] as const);
  return Object.fromEntries(entries) as Partial<Record<Code, EmployeeMessage>>;
}

/** A scan's messages (FileRules): what the form says, by what the API says. */
const SCAN_CODES = { missing: "SCAN_REQUIRED", invalid: "SCAN_INVALID", tooLarge: "SCAN_TOO_LARGE" } as const satisfies Record<
  keyof FileRules["messages"],
  ScanProblemCode
>;

/** The messages of a scan's rules, for the API's scan problems at its field. */
export const scanCodeMessages = (messages: Record<keyof FileRules["messages"], EmployeeMessage>) => codeMessages(SCAN_CODES, messages);

/** Says a problem next to its field, at most one per field (the first, in the order of the checks). */
export function problemReporter(context: z.RefinementCtx) {
  const reported = new Set<string>();
  return (field: string, message: EmployeeMessage) => {
    if (reported.has(field)) return;
    reported.add(field);
    context.addIssue({ code: "custom", path: [field], message });
  };
}

export type Report = ReturnType<typeof problemReporter>;

/** The required fields left blank, each with its message. */
export function requireFields<Field extends string>(form: TypedFields<Field>, messages: Partial<Record<Field, EmployeeMessage>>, report: Report) {
  for (const [field, message] of Object.entries(messages) as [Field, EmployeeMessage][]) if (!form[field]) report(field, message);
}

/** The fields longer than their limit. */
export function limitLengths<Field extends string>(form: TypedFields<Field>, limits: Partial<Record<Field, number>>, message: EmployeeMessage, report: Report) {
  for (const [field, limit] of Object.entries(limits) as [Field, number][]) if ((form[field]?.length ?? 0) > limit) report(field, message);
}

/** formAction's `problems` for an employee form: EMPLOYEE_INVALID's problems next to their fields. */
export const employeeProblems = (messages: ProblemMessages, failed: string) => apiProblems("EMPLOYEE_INVALID", messages, failed);
