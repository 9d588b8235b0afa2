// Part 2 §3, §7: which timesheets wait for the employer, and the window of contracts to ask for. A
// timesheet is not processed while its status is empty or draft and its end date passes a date test
// the spec does not show. Ours: the work it covers is over (it ended before today in Belgium). The
// window runs from one month back to the end of the current period, a period being the Monday-to-Sunday
// work week, in Belgium whatever the server's zone.
import { addDays, addMonths, mondayOf, todayInBelgium } from "./belgian-time";

export type TimesheetFacts = { status: string | null | undefined; endDate: string };

const OPEN_STATUSES = new Set(["", "draft"]);

export function isUnprocessed(timesheet: TimesheetFacts, now: Date): boolean {
  return OPEN_STATUSES.has(timesheet.status ?? "") && timesheet.endDate < todayInBelgium(now);
}

export function hoursValidationWindow(now: Date): { startDate: string; endDate: string } {
  const today = todayInBelgium(now);
  return { startDate: addMonths(today, -1), endDate: addDays(mondayOf(today), 6) };
}
