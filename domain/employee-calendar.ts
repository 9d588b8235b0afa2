// The employee's whole calendar (part 2 §5, §9): a schedule being drafted checked against every shift the
// employee is already booked for with the provider, whatever the contract, line or company. No two
// shifts overlap, at least 8 hours of rest lie between any two, and a day's work, all contracts
// together, stays within the 12 hours one contract's day may have. Shifts are Belgian instants
// (shiftOf), so rest across midnight and across the change to or from summer time is the real time.
import { addDays } from "./belgian-time";
import { REST_MINIMUM_MINUTES, SHIFT_MAXIMUM_MINUTES, shiftOf, workedMinutes, type ScheduleDay } from "./contract-schedule";

/** A shift the employee is already booked for; `otherCompany` when its contract is another company's. */
export type BookedShift = ScheduleDay & { otherCompany: boolean };

/**
 * CALENDAR_OVERLAP: the day overlaps a shift of another contract of the same company.
 * CALENDAR_REST_TOO_SHORT: less than 8 hours of rest between the day and such a shift.
 * CALENDAR_DAY_TOO_LONG: the day's work, with that company's other contracts that day, above 12 hours.
 * EMPLOYEE_ALREADY_WORKS: any of the three caused by another company's contract, said without naming
 * that company or contract (issue 29).
 */
export const CALENDAR_PROBLEM_CODES = ["CALENDAR_OVERLAP", "CALENDAR_REST_TOO_SHORT", "CALENDAR_DAY_TOO_LONG", "EMPLOYEE_ALREADY_WORKS"] as const;
type CalendarProblemCode = (typeof CALENDAR_PROBLEM_CODES)[number];

export type CalendarProblem = { date: string; code: CalendarProblemCode };

const MINUTE = 60_000;

/** The rule a drafted day breaks with one booked shift, if any. */
function ruleBrokenWith(day: ScheduleDay, booked: BookedShift): "CALENDAR_OVERLAP" | "CALENDAR_REST_TOO_SHORT" | null {
  const mine = shiftOf(day);
  const theirs = shiftOf(booked);
  if (mine.startsAt < theirs.endsAt && theirs.startsAt < mine.endsAt) return "CALENDAR_OVERLAP";
  const restMs = mine.startsAt >= theirs.endsAt ? mine.startsAt.getTime() - theirs.endsAt.getTime() : theirs.startsAt.getTime() - mine.endsAt.getTime();
  return restMs < REST_MINIMUM_MINUTES * MINUTE ? "CALENDAR_REST_TOO_SHORT" : null;
}

const said = (code: CalendarProblemCode, causes: BookedShift[]): CalendarProblemCode =>
  causes.some((cause) => cause.otherCompany) ? "EMPLOYEE_ALREADY_WORKS" : code;

/**
 * Every drafted day that the booked shifts make illegal, at most one problem a day: an overlap first,
 * then rest, then the day's total. A day counts the shifts that start on its date, as one contract's
 * day does. The drafted days among themselves are checked by scheduleProblems.
 */
export function calendarProblems(draft: ScheduleDay[], booked: BookedShift[]): CalendarProblem[] {
  const problems: CalendarProblem[] = [];
  for (const day of draft) {
    const broken = booked.map((shift) => ({ shift, rule: ruleBrokenWith(day, shift) }));
    const overlapping = broken.filter(({ rule }) => rule === "CALENDAR_OVERLAP").map(({ shift }) => shift);
    const tooClose = broken.filter(({ rule }) => rule === "CALENDAR_REST_TOO_SHORT").map(({ shift }) => shift);
    const sameDay = booked.filter((shift) => shift.date === day.date);
    const dayMinutes = sameDay.reduce((total, shift) => total + Math.max(0, workedMinutes(shift)), workedMinutes(day));
    if (overlapping.length > 0) problems.push({ date: day.date, code: said("CALENDAR_OVERLAP", overlapping) });
    else if (tooClose.length > 0) problems.push({ date: day.date, code: said("CALENDAR_REST_TOO_SHORT", tooClose) });
    else if (dayMinutes > SHIFT_MAXIMUM_MINUTES) problems.push({ date: day.date, code: said("CALENDAR_DAY_TOO_LONG", sameDay) });
  }
  return problems.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * The dates of the booked shifts that can touch a draft: a shift ends at most the day after its date,
 * so one two days before the first drafted day can end less than 8 hours before it starts.
 */
export function calendarWindow(draft: ScheduleDay[]): { from: string; to: string } | null {
  if (draft.length === 0) return null;
  const dates = draft.map((day) => day.date).sort();
  return { from: addDays(dates[0], -2), to: addDays(dates[dates.length - 1], 2) };
}
