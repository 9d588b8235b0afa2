import type { ApiError } from "~/platform/payroll-api.server";

/** Per field, per API problem code, the form's message. */
export type ProblemMessages = Record<string, Partial<Record<string, string>>>;

/**
 * formAction's `problems` for a form the API refuses field by field (`code` with extensions.problems):
 * each problem next to its field with the form's own message; a problem the form has no message for
 * says that the save failed, above the form.
 */
export function apiProblems(code: string, messages: ProblemMessages, failed: string) {
  return (error: ApiError) => {
    if (error.code !== code || error.problems.length === 0) return null;
    const fieldErrors: Record<string, string[]> = {};
    const formErrors: string[] = [];
    for (const { field, code: problem } of error.problems) {
      const message = messages[field]?.[problem];
      if (message) fieldErrors[field] ??= [message];
      else if (!formErrors.includes(failed)) formErrors.push(failed);
    }
    return { fieldErrors, formErrors };
  };
}
