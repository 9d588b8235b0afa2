import { messageWithValues, type MessageValues } from "~/platform/i18n/keys";
import type { ApiError } from "~/platform/payroll-api.server";

/** Per field, per API problem code, the form's message. */
export type ProblemMessages = Record<string, Partial<Record<string, string>>>;

/** Where a form says an API problem: its field's name in the form, and the key of `messages` it reads (both the API's field unless told). */
export type ProblemPlaces = { fieldOf?: (field: string) => string; messageKeyOf?: (field: string) => string };

/** The values a problem says beside its field and code (STUDENT_HOURS_RUN_OUT's hoursLeft and year, a clash's shift, a limit). */
export const valuesOf = (problem: { [name: string]: unknown }): MessageValues =>
  Object.fromEntries(
    Object.entries(problem).filter(
      (entry): entry is [string, number | string] => !["field", "code"].includes(entry[0]) && ["number", "string"].includes(typeof entry[1]),
    ),
  );

/**
 * formAction's `problems` for a form the API refuses field by field (`code` with extensions.problems):
 * each problem next to its field with the form's own message; a problem the form has no message for
 * says that the save failed, above the form.
 */
export function apiProblems(
  code: string,
  messages: ProblemMessages,
  failed: string,
  { fieldOf = (field) => field, messageKeyOf = (field) => field }: ProblemPlaces = {},
) {
  return (error: ApiError) => {
    if (error.code !== code || error.problems.length === 0) return null;
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const { field, code: problem, ...values } of error.problems) {
      const message = messages[messageKeyOf(field)]?.[problem];
      if (message) fieldErrors[fieldOf(field)] ??= [messageWithValues(message, valuesOf(values))];
      else if (!formErrors.includes(failed)) formErrors.push(failed);
    }
    return { fieldErrors, formErrors };
  };
}
