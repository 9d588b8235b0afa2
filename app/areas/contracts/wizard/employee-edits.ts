// The General step's buttons for several employees (issue 46): add an employee, remove one. Plain submit
// buttons of the step's form, as the schedule editor's (schedule-edits.ts): the step saves what was typed
// with the change and shows itself again, with or without JavaScript.
import { MAX_EMPLOYEES_AT_ONCE } from "~domain/contract-employees";

export type EmployeeEdit = { kind: "add-employee" } | { kind: "remove-employee"; index: number };

/** The intent values of the buttons; `index` is the other employee's, the first employee being none of them. */
export const employeeIntent = { add: "add-employee", remove: (index: number) => `remove-employee:${index}` };

/** The edit a pressed button asks for; null for the wizard's own buttons. */
export function employeeEditOf(intent: FormDataEntryValue | null): EmployeeEdit | null {
  if (intent === "add-employee") return { kind: intent };
  const removed = typeof intent === "string" ? /^remove-employee:(\d+)$/.exec(intent) : null;
  return removed ? { kind: "remove-employee", index: Number(removed[1]) } : null;
}

/** The other employees after an edit: a choice left to make added (none past the limit), or one removed. */
export function applyEmployeeEdit<Id>(others: readonly (Id | null)[], edit: EmployeeEdit): (Id | null)[] {
  if (edit.kind === "remove-employee") return others.filter((_, index) => index !== edit.index);
  return 1 + others.length < MAX_EMPLOYEES_AT_ONCE ? [...others, null] : [...others];
}

/** The id of an other employee's field, where the step shows again after one was added (an address fragment). */
export const otherEmployeeFieldId = (formId: string, index: number) => `${formId}-other-employee-${index}`;
