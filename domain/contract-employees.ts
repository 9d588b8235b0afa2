// One contract draft for several employees (issue 46): the same position, terms and schedule, and one
// contract each. The choice of employees is checked here, for the portal's form and the API alike;
// each employee's contract then passes the rules of one contract (domain/contract.ts) on its own.
import type { ContractProblem } from "./contract";

/** At most this many employees in one request: a shift's crew, and a request that stays short. */
export const MAX_EMPLOYEES_AT_ONCE = 20;

/** The employees of a draft, the first and the others, as chosen (an empty choice is null). */
export type EmployeeChoice = { employeeId: string | null; otherEmployeeIds?: readonly (string | null)[] };

/** The employees chosen, in order, the empty choices left out. */
export const chosenEmployeesOf = (choice: EmployeeChoice): string[] =>
  [choice.employeeId, ...(choice.otherEmployeeIds ?? [])].filter((id): id is string => Boolean(id));

/** Whether the draft is for more than one employee: then each is checked, and refused, on their own. */
export const isForSeveral = (choice: EmployeeChoice) => (choice.otherEmployeeIds ?? []).length > 0;

/**
 * The problems of the choice itself: more than `limit` employees (MAX_EMPLOYEES_AT_ONCE for new
 * contracts, one when a contract is edited), an added choice left empty, an employee chosen twice (at
 * the later choice). Each other employee's field is general.otherEmployeeIds.<index>.
 */
export function employeeChoiceProblems(choice: EmployeeChoice, limit = MAX_EMPLOYEES_AT_ONCE): ContractProblem[] {
  const others = choice.otherEmployeeIds ?? [];
  if (1 + others.length > limit) return [{ field: "general.otherEmployeeIds", code: "TOO_MANY_EMPLOYEES", limit }];
  const seen = new Set(choice.employeeId ? [choice.employeeId] : []);
  const problems: ContractProblem[] = [];
  others.forEach((id, index) => {
    const field = `general.otherEmployeeIds.${index}`;
    if (!id) problems.push({ field, code: "FIELD_REQUIRED" });
    else if (seen.has(id)) problems.push({ field, code: "EMPLOYEE_CHOSEN_TWICE" });
    else seen.add(id);
  });
  return problems;
}

/**
 * The employees of a draft for several who are no active member of the company's payroll team
 * (`isMember` says who is), each VALUE_INVALID at their field, as one employee's draft says it.
 */
export function notMemberProblems(choice: EmployeeChoice, isMember: (id: string) => boolean): ContractProblem[] {
  const problems: ContractProblem[] = [];
  if (choice.employeeId && !isMember(choice.employeeId)) problems.push({ field: "general.employeeId", code: "VALUE_INVALID" });
  (choice.otherEmployeeIds ?? []).forEach((id, index) => {
    if (id && !isMember(id)) problems.push({ field: `general.otherEmployeeIds.${index}`, code: "VALUE_INVALID" });
  });
  return problems;
}

/** The draft for one of its employees alone: what that employee's contract is checked and made from. */
export const forOneEmployee = <General extends EmployeeChoice>(general: General, employeeId: string): General => ({
  ...general,
  employeeId,
  otherEmployeeIds: [],
});
