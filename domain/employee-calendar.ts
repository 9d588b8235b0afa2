// The employee's whole calendar (part 2 §5, §9): a schedule being drafted checked against every shift the
// employee is already booked for with the provider, whatever the contract, line or company. No two
// shifts overlap, at least 8 hours of rest lie between any two, and a day's work, all contracts
// together, stays within the 12 hours one contract's day may have. Shifts are Belgian instants
// (shiftOf), so rest across midnight and across the change to or from summer time is the real time.
import { addDays } from "./belgian-time";
import { hoursOfMinutes, REST_MINIMUM_MINUTES, SHIFT_MAXIMUM_MINUTES, shiftOf, workedMinutes, type LimitValues, type ScheduleDay } from "./contract-schedule";

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

/**
 * What a clash's message says of the company's own contract it clashes with (issue 47): the date, start
 * and end of that shift. Never said of another company's contract (EMPLOYEE_ALREADY_WORKS).
 */
export type ClashValues = { clashDate?: string; clashStart?: string; clashEnd?: string };

/** A drafted day the calendar refuses, with what its message says (a clash's shift, a day's hours and their limit). */
export type CalendarProblem = { date: string; code: CalendarProblemCode } & ClashValues & LimitValues;

const MINUTE = 60_000;

/** The rule a drafted day breaks with one booked shift, if any. */
function ruleBrokenWith(day: ScheduleDay, booked: BookedShift): "CALENDAR_OVERLAP" | "CALENDAR_REST_TOO_SHORT" | null {
  const mine = shiftOf(day);
  const theirs = shiftOf(booked);
  if (mine.startsAt < theirs.endsAt && theirs.startsAt < mine.endsAt) return "CALENDAR_OVERLAP";
  const restMs = mine.startsAt >= theirs.endsAt ? mine.startsAt.getTime() - theirs.endsAt.getTime() : theirs.startsAt.getTime() - mine.endsAt.getTime();
  return restMs < REST_MINIMUM_MINUTES * MINUTE ? "CALENDAR_REST_TOO_SHORT" : null;
}

/**
 * A problem caused by `causes`: said without a word of them when one is another company's; else with
 * the first one's shift, which the user can find in the company's own contracts.
 */
function said(date: string, code: CalendarProblemCode, causes: BookedShift[], values: LimitValues = {}): CalendarProblem {
  if (causes.some((cause) => cause.otherCompany)) return { date, code: "EMPLOYEE_ALREADY_WORKS" };
  const [clash] = causes;
  return { date, code, ...(clash ? { clashDate: clash.date, clashStart: clash.start, clashEnd: clash.end } : {}), ...values };
}

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
    if (overlapping.length > 0) problems.push(said(day.date, "CALENDAR_OVERLAP", overlapping));
    else if (tooClose.length > 0) problems.push(said(day.date, "CALENDAR_REST_TOO_SHORT", tooClose));
    else if (dayMinutes > SHIFT_MAXIMUM_MINUTES) {
      problems.push(said(day.date, "CALENDAR_DAY_TOO_LONG", sameDay, { hours: hoursOfMinutes(dayMinutes), limitHours: hoursOfMinutes(SHIFT_MAXIMUM_MINUTES) }));
    }
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
