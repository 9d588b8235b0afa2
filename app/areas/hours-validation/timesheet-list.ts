// The hours-validation list's filter and pages, applied to the contracts of the window (the API gives
// them whole; the window is a month and a week, a few hundred contracts at most).
import type { HoursValidationContract } from "./hours-validation.server";
import type { TimesheetFilter } from "./timesheet-filter.schema";

/** The statuses of a week's timesheet as the list's filter names them (part 2 §4): empty is one never saved. */
export const TIMESHEET_STATUSES = ["empty", "draft", "final"] as const;
export type TimesheetStatusName = (typeof TIMESHEET_STATUSES)[number];

const TIMESHEETS_PAGE_SIZE = 25;

export const statusNameOf = (status: string | null): TimesheetStatusName => (status === "draft" || status === "final" ? status : "empty");
const wordsOf = (text: string) => text.toLocaleLowerCase("nl-BE").split(/\s+/).filter(Boolean);

/** The contracts whose employee's name holds every word searched and that have a week in the status asked. */
export function filterContracts(contracts: HoursValidationContract[], filter: Partial<TimesheetFilter>): HoursValidationContract[] {
  const words = wordsOf(filter.search ?? "");
  return contracts.filter((contract) => {
    const name = contract.employeeName.toLocaleLowerCase("nl-BE");
    const named = words.every((word) => name.includes(word));
    const inStatus = !filter.status || contract.timesheets.some((week) => statusNameOf(week.status) === filter.status);
    return named && inStatus;
  });
}

/** One page of a list; a page past the last shows the last. */
export function pageOf<T>(rows: T[], requested: number, size = TIMESHEETS_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { nodes: rows.slice((page - 1) * size, page * size), page, pageCount, totalCount: rows.length };
}
