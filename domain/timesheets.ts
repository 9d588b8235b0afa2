import { addMonths, endOfWeek, format, isBefore, parseISO, startOfDay } from "date-fns";

// Part 2 §3: a timesheet is not processed while its status is empty or draft and its end date
// passes a date test the spec does not show. Ours: the work it covers is over (it ended before
// today), so it is waiting for the employer. The window of contracts to ask for runs from one
// month back to the end of the current period, a period being the Monday-to-Sunday work week.

export type TimesheetFacts = { status: string | null | undefined; endDate: string };

const OPEN_STATUSES = new Set(["", "draft"]);

export function isUnprocessed(timesheet: TimesheetFacts, today: Date): boolean {
  const open = OPEN_STATUSES.has(timesheet.status ?? "");
  return open && isBefore(parseISO(timesheet.endDate), startOfDay(today));
}

export function hoursValidationWindow(today: Date): { startDate: string; endDate: string } {
  return {
    startDate: format(addMonths(today, -1), "yyyy-MM-dd"),
    endDate: format(endOfWeek(today, { weekStartsOn: 1 }), "yyyy-MM-dd"),
  };
}
