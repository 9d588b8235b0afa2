// The hours-validation list's filter and pages, applied to the contracts of the window (the API gives
// them whole; the window is a month and a week, a few hundred contracts at most).
import type { ListedTimesheetContract } from "~domain/hours-validation-calls";
import { timesheetStatusName } from "~domain/timesheet-rules";
import type { TimesheetFilter } from "./timesheet-filter.schema";

const TIMESHEETS_PAGE_SIZE = 25;

const wordsOf = (text: string) => text.toLocaleLowerCase("nl-BE").split(/\s+/).filter(Boolean);

/** The contracts whose employee's name holds every word searched and that have a week in the status asked. */
export function filterContracts(contracts: ListedTimesheetContract[], filter: Partial<TimesheetFilter>): ListedTimesheetContract[] {
  const words = wordsOf(filter.search ?? "");
  return contracts.filter((contract) => {
    const name = contract.employeeName.toLocaleLowerCase("nl-BE");
    const named = words.every((word) => name.includes(word));
    const inStatus = !filter.status || contract.timesheets.some((week) => timesheetStatusName(week.status) === filter.status);
    return named && inStatus;
  });
}

/** One page of a list; a page past the last shows the last. */
export function pageOf<T>(rows: T[], requested: number, size = TIMESHEETS_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { nodes: rows.slice((page - 1) * size, page * size), page, pageCount, totalCount: rows.length };
}
