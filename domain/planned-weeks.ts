// Weeks approved in one go (issue 46 part 3, docs/decisions/0085): a week whose entered hours are the
// contract's planned schedule, day by day, without absences, and that passes every timesheet rule may be
// made final with others at once. Any other week is left to be done by hand, with the first reason found.
import { hoursOfMinutes } from "./contract-schedule";
import { isoWeekday } from "./belgian-time";
import { timesheetProblems, type SavedTimesheetStatus, type TimesheetDayEntry } from "./timesheet-rules";

/** A contract's planned shift on one weekday. */
type PlannedShift = { start: string; end: string; breakMinutes: number };
/** Planned shifts per ISO weekday, "1" (Monday) to "7"; a weekday without one is not worked. */
export type WeeklyPlan = Partial<Record<string, PlannedShift>>;

/**
 * Why a week is not approved with the others: made final already; never saved (nothing entered); not
 * over yet (its last day is today or later); a timesheet rule broken (at a day, or the whole week); an
 * absence; or a day whose hours are not the planned ones.
 */
export type PlanMismatch =
  | { code: "ALREADY_FINAL" }
  | { code: "NOT_ENTERED" }
  | { code: "NOT_OVER"; date: string }
  | { code: "RULE_BROKEN"; date: string | null }
  | { code: "ABSENT"; date: string }
  | { code: "HOURS_DIFFER"; date: string; hours: number; plannedHours: number };

const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const MINUTES_A_DAY = 24 * 60;

/** The minutes a day's planned shift works: from start to end (past midnight when it ends earlier), less the break; 0 when none is planned. */
export function plannedMinutes(plan: WeeklyPlan, date: string): number {
  const shift = plan[String(isoWeekday(date))];
  if (!shift) return 0;
  const length = (clockMinutes(shift.end) - clockMinutes(shift.start) + MINUTES_A_DAY) % MINUTES_A_DAY || MINUTES_A_DAY;
  return length - shift.breakMinutes;
}

/** The days of a week as planned: the plan's hours on its days, nothing on the others. */
export const plannedDays = (dates: string[], plan: WeeklyPlan): TimesheetDayEntry[] =>
  dates.map((date) => ({ date, minutes: plannedMinutes(plan, date), absent: false, absenceReason: null, remark: null }));

type WeekToApprove = { status: SavedTimesheetStatus | null; endDate: string; days: TimesheetDayEntry[] };

/** Why the week may not be approved with the others, or null when it matches the plan. `today` is Belgium's. */
export function planMismatch(week: WeekToApprove, plan: WeeklyPlan, today: string): PlanMismatch | null {
  if (week.status === "final") return { code: "ALREADY_FINAL" };
  if (week.status === null) return { code: "NOT_ENTERED" };
  if (week.endDate >= today) return { code: "NOT_OVER", date: week.endDate };
  const [problem] = timesheetProblems(week.days, { final: true });
  if (problem) {
    const index = /^days\.(\d+)\./.exec(problem.field)?.[1];
    return { code: "RULE_BROKEN", date: index === undefined ? null : week.days[Number(index)].date };
  }
  const absent = week.days.find((day) => day.absent);
  if (absent) return { code: "ABSENT", date: absent.date };
  for (const day of week.days) {
    const planned = plannedMinutes(plan, day.date);
    if (day.minutes !== planned) return { code: "HOURS_DIFFER", date: day.date, hours: hoursOfMinutes(day.minutes), plannedHours: hoursOfMinutes(planned) };
  }
  return null;
}

/** The most weeks a list or an approval names: more than a line's window of a few hundred contracts holds drafts. */
export const MAX_PLANNED_WEEKS = 2000;
