// A weekly timesheet's rules (part 2 §3, §5, §6, §9): hours a day within the legal limit of 11, none
// negative, an absence with its reason, and a week submitted as final with something in it. Who may
// save one follows the user's hours-validation level and the contract's line of work.
import { hoursOfMinutes, type LimitValues } from "./contract-schedule";

export const DAILY_LIMIT_MINUTES = 11 * 60;
const TIMESHEET_REMARK_MAX_LENGTH = 500;
export const ABSENCE_REASONS = ["sickness", "annual_leave", "public_holiday", "temporary_unemployment", "unpaid_leave", "other"] as const;
export type AbsenceReason = (typeof ABSENCE_REASONS)[number];

/**
 * A week's timesheet status as the spec names them (part 2 §4): empty (never saved), draft (saved, still
 * editable), final (submitted, no longer editable).
 */
export const TIMESHEET_STATUSES = ["empty", "draft", "final"] as const;
export type TimesheetStatusName = (typeof TIMESHEET_STATUSES)[number];
/** The statuses a save sets and the calls carry; the calls say an empty week's status as null. */
export const SAVED_TIMESHEET_STATUSES = ["draft", "final"] as const satisfies readonly TimesheetStatusName[];
export type SavedTimesheetStatus = (typeof SAVED_TIMESHEET_STATUSES)[number];
/** The status of a week as the calls carry it, named. */
export const timesheetStatusName = (status: SavedTimesheetStatus | null): TimesheetStatusName => status ?? "empty";

export type TimesheetDayEntry = { date: string; minutes: number; absent: boolean; absenceReason: string | null; remark: string | null };
type TimesheetProblemCode = "HOURS_NEGATIVE" | "DAY_OVER_LIMIT" | "ABSENCE_REASON_REQUIRED" | "ABSENCE_REASON_INVALID" | "REMARK_TOO_LONG" | "WEEK_EMPTY";
/**
 * A broken rule, at its day's field (days.<index>.<field>) or at the week (days). DAY_OVER_LIMIT says
 * the day's hours and the limit (issue 47).
 */
export type TimesheetProblem = { field: string; code: TimesheetProblemCode } & LimitValues;

const isAbsenceReason = (value: string): value is AbsenceReason => (ABSENCE_REASONS as readonly string[]).includes(value);

/** Every broken rule of a week's days; `final` adds the one of a week submitted as final. */
export function timesheetProblems(days: TimesheetDayEntry[], { final }: { final: boolean }): TimesheetProblem[] {
  const problems: TimesheetProblem[] = [];
  days.forEach((day, index) => {
    const at = (field: string, code: TimesheetProblemCode) => problems.push({ field: `days.${index}.${field}`, code });
    if (day.minutes < 0) at("hours", "HOURS_NEGATIVE");
    else if (day.minutes > DAILY_LIMIT_MINUTES) {
      problems.push({
        field: `days.${index}.hours`,
        code: "DAY_OVER_LIMIT",
        hours: hoursOfMinutes(day.minutes),
        limitHours: hoursOfMinutes(DAILY_LIMIT_MINUTES),
      });
    }
    if (day.absent && !day.absenceReason) at("absenceReason", "ABSENCE_REASON_REQUIRED");
    else if (day.absent && day.absenceReason && !isAbsenceReason(day.absenceReason)) at("absenceReason", "ABSENCE_REASON_INVALID");
    if ((day.remark ?? "").length > TIMESHEET_REMARK_MAX_LENGTH) at("remark", "REMARK_TOO_LONG");
  });
  if (final && days.every((day) => day.minutes === 0 && !day.absent)) problems.push({ field: "days", code: "WEEK_EMPTY" });
  return problems;
}

export const HOURS_VALIDATION_LEVELS = ["all_allowed", "can_validate_construct_hours", "can_validate_interim_hours", "not_allowed"] as const;
export type HoursValidationLevelName = (typeof HOURS_VALIDATION_LEVELS)[number];
export type TimesheetLine = "interim" | "construct";

/** Whether a user's level lets them save and submit the timesheets of a line of work. */
export function mayValidateHours(level: HoursValidationLevelName, line: TimesheetLine): boolean {
  if (level === "all_allowed") return true;
  if (level === "can_validate_construct_hours") return line === "construct";
  if (level === "can_validate_interim_hours") return line === "interim";
  return false;
}
