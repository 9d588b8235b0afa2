import { addDays, mondayOf } from "./belgian-time";
import type { SavedTimesheetStatus } from "./timesheet-rules";

// The weeks a contract's timesheets cover (part 2 §3): one timesheet per Monday-to-Sunday work week,
// holding the days of that week inside the contract. Dates are yyyy-MM-dd; the strings order as dates.

export type TimesheetWeek = {
  /** The week's Monday, which names the timesheet even when the contract starts later that week. */
  weekStart: string;
  /** The week clipped to the contract: its first and last day inside it. */
  startDate: string;
  endDate: string;
};

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The contract's weeks that overlap [from, to] (the whole contract without them), first week first. */
export function contractWeeks(contract: { startDate: string; endDate: string }, from = contract.startDate, to = contract.endDate): TimesheetWeek[] {
  const first = later(contract.startDate, from);
  const last = earlier(contract.endDate, to);
  const weeks: TimesheetWeek[] = [];
  if (first > last) return weeks;
  for (let monday = mondayOf(first); monday <= last; monday = addDays(monday, 7)) {
    weeks.push({ weekStart: monday, startDate: later(monday, contract.startDate), endDate: earlier(addDays(monday, 6), contract.endDate) });
  }
  return weeks;
}

/** The contract's week that starts on `weekStart`, or null when that is no Monday or no week of the contract. */
export function contractWeek(contract: { startDate: string; endDate: string }, weekStart: string): TimesheetWeek | null {
  if (mondayOf(weekStart) !== weekStart) return null;
  return contractWeeks(contract, weekStart, addDays(weekStart, 6))[0] ?? null;
}

/** Every date of a week, from its first day to its last. */
export function datesOf(week: Pick<TimesheetWeek, "startDate" | "endDate">): string[] {
  const dates: string[] = [];
  for (let date = week.startDate; date <= week.endDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * A contract's status over the weeks listed: empty (null) while one of them has no timesheet or an
 * empty one (or none is listed), else draft while one is a draft, else final.
 */
export function contractTimesheetStatus(statuses: (SavedTimesheetStatus | null)[]): SavedTimesheetStatus | null {
  if (statuses.length === 0 || statuses.includes(null)) return null;
  return statuses.includes("draft") ? "draft" : "final";
}
