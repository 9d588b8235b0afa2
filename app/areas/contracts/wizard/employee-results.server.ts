// What the contract wizard says of each employee of a draft for several (issue 46): on the overview, whether
// their contract can be requested and why not; after the request, which contracts were made. The reasons
// are the API's problems of their contract, worded as the steps word them at their fields.
import type { ContractScheduleProblemCode } from "~domain/contract";
import { valuesOf } from "~/forms/api-problems";
import { messageWithValues } from "~/platform/i18n/keys";
import type { ContractDraftEmployeeFieldsFragment } from "~/platform/operations.generated";
import { GENERAL_MESSAGES, generalMessageKeyOf } from "./contract-general.schema";
import { SCHEDULE_MESSAGES } from "./schedule.schema";

const FAILED = "contracts:wizard.errors.saveFailed";

type Problem = ContractDraftEmployeeFieldsFragment["problems"][number];

/** A problem's message as data (its key and values), and the day it concerns when it is a day's. */
function messageOf({ field, code, ...values }: Problem, days: readonly { date: string | null }[]) {
  const key = field.startsWith("general.")
    ? GENERAL_MESSAGES[generalMessageKeyOf(field)]?.[code as keyof (typeof GENERAL_MESSAGES)[string]]
    : SCHEDULE_MESSAGES[code as ContractScheduleProblemCode];
  const day = /^schedule\.days\.(\d+)$/.exec(field);
  return { message: messageWithValues(key ?? FAILED, valuesOf(values)), date: day ? (days[Number(day[1])]?.date ?? null) : null };
}

/** Each employee with their name and the reasons their contract cannot be requested (none: it can). */
export const employeeChecksOf = (employees: readonly ContractDraftEmployeeFieldsFragment[], days: readonly { date: string | null }[]) =>
  employees.map((employee) => ({
    id: employee.id,
    name: [employee.firstName, employee.lastName].filter(Boolean).join(" ") || employee.id,
    reasons: employee.problems.map((problem) => messageOf(problem, days)),
  }));
export type EmployeeCheck = ReturnType<typeof employeeChecksOf>[number];

/** The address parameter of the result page: one `employee.contract` per contract requested. */
const REQUESTED_PARAM = "requested";

/** The contracts an answer requested, as the result page's address says them. */
export const requestedSearchOf = (results: readonly { employeeId: string; contract: { id: string } | null }[]) =>
  new URLSearchParams(results.flatMap(({ employeeId, contract }) => (contract ? [[REQUESTED_PARAM, `${employeeId}.${contract.id}`]] : []))).toString();

/** The contracts the result page's address names, each with its employee's id; what is not such a pair is left out. */
export const requestedOf = (search: URLSearchParams) =>
  search.getAll(REQUESTED_PARAM).flatMap((pair) => {
    const match = /^(\d{1,10})\.(\d{1,10})$/.exec(pair);
    return match ? [{ employeeId: match[1], contractId: match[2] }] : [];
  });
