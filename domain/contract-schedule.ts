// A contract's weekly schedule and its rules (part 2 §5, §9): every day a shift of at least 3 and at
// most 12 hours of work, at least 8 hours of rest between two working days, a start at least an hour
// from now, and a week above full time confirmed when ADV does not apply. Times are Belgian; a shift
// whose end is not after its start ends the next day (a night shift), and its length counts the hour
// the clocks gain or lose that night.
import { addDays, belgianInstant, mondayOf } from "./belgian-time";
import { isCalendarDate } from "./calendar-date";

const SHIFT_MINIMUM_MINUTES = 3 * 60;
export const SHIFT_MAXIMUM_MINUTES = 12 * 60;
export const REST_MINIMUM_MINUTES = 8 * 60;
const START_NOTICE_MINUTES = 60;
/** The legal full-time week; a joint committee whose average is below it grants ADV days. */
const LEGAL_FULL_TIME_WEEKLY_HOURS = 38;

/** One working day: its date (yyyy-MM-dd), start and end (HH:mm) and unpaid break. */
export type ScheduleDay = { date: string; start: string; end: string; breakMinutes: number };

type ScheduleProblemCode =
  | "SCHEDULE_EMPTY"
  | "DAY_REPEATED"
  | "WORKING_TIME_NOT_POSITIVE"
  | "SHIFT_TOO_SHORT"
  | "SHIFT_TOO_LONG"
  | "REST_TOO_SHORT"
  | "START_TOO_SOON"
  | "DAY_ALREADY_STARTED";

/**
 * What a broken limit's message says (issue 47): the hours the rule counted (a day's work, the rest
 * before it, a week's work) and the limit they break.
 */
export type LimitValues = { hours?: number; limitHours?: number };

/** A broken rule, the day it concerns (none for an empty schedule), and for a limit its values. */
export type ScheduleProblem = { code: ScheduleProblemCode; date: string | null } & LimitValues;

/** Minutes as hours with up to two decimals, as a student's balance and a limit's message say them. */
export const hoursOfMinutes = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

const limitValues = (minutes: number, limitMinutes: number): LimitValues => ({ hours: hoursOfMinutes(minutes), limitHours: hoursOfMinutes(limitMinutes) });

const MINUTE = 60_000;

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const isClockTime = (value: string) => CLOCK_TIME.test(value);

/** The longest unpaid break a day may have. */
export const BREAK_MAX_MINUTES = 240;

/** A day as a form typed it: any part may be missing or malformed. */
type TypedDay = { date?: string | null; start?: string | null; end?: string | null; breakMinutes?: number | null };

/** The first part of a typed day that is not well formed, with its code; a form says it at that part. */
export type DayFormProblem = { part: "date" | "start" | "end" | "breakMinutes"; code: "DATE_INVALID" | "TIME_INVALID" | "BREAK_INVALID" };

/** The first part of a typed day that cannot be read: a calendar date, two clock times and a whole break from 0 (none is 0). */
function unreadablePart(typed: TypedDay): DayFormProblem | null {
  if (!typed.date || !isCalendarDate(typed.date)) return { part: "date", code: "DATE_INVALID" };
  if (!typed.start || !isClockTime(typed.start)) return { part: "start", code: "TIME_INVALID" };
  if (!typed.end || !isClockTime(typed.end)) return { part: "end", code: "TIME_INVALID" };
  const breakMinutes = typed.breakMinutes ?? 0;
  if (!Number.isInteger(breakMinutes) || breakMinutes < 0) return { part: "breakMinutes", code: "BREAK_INVALID" };
  return null;
}

const dayOf = (typed: TypedDay): ScheduleDay => ({ date: typed.date!, start: typed.start!, end: typed.end!, breakMinutes: typed.breakMinutes ?? 0 });

/**
 * A day as a form typed it, when all of it can be read. Only a readable day has a shift: the time
 * arithmetic below takes its input as valid, and a start like "8" or a date like "abc" would make it
 * an invalid Date that throws when formatted. Its break may still be too long (wellFormedDay).
 */
export const readableDay = (typed: TypedDay): ScheduleDay | null => (unreadablePart(typed) ? null : dayOf(typed));

/**
 * A schedule's day checked part by part, as the wizard's step and the API's draft check both check it:
 * readable, with a break of at most BREAK_MAX_MINUTES. Either the day, or the first part in the way.
 */
export function wellFormedDay(typed: TypedDay): { day: ScheduleDay; problem: null } | { day: null; problem: DayFormProblem } {
  const problem = unreadablePart(typed) ?? ((typed.breakMinutes ?? 0) > BREAK_MAX_MINUTES ? ({ part: "breakMinutes", code: "BREAK_INVALID" } as const) : null);
  return problem ? { day: null, problem } : { day: dayOf(typed), problem: null };
}

/** When a day's shift starts and ends. */
export function shiftOf(day: ScheduleDay): { startsAt: Date; endsAt: Date } {
  const startsAt = belgianInstant(day.date, day.start);
  const sameDayEnd = belgianInstant(day.date, day.end);
  if (sameDayEnd > startsAt) return { startsAt, endsAt: sameDayEnd };
  return { startsAt, endsAt: belgianInstant(addDays(day.date, 1), day.end) };
}

/** Minutes worked on a day: from start to end, less the break. */
export function workedMinutes(day: ScheduleDay): number {
  const { startsAt, endsAt } = shiftOf(day);
  return Math.round((endsAt.getTime() - startsAt.getTime()) / MINUTE) - day.breakMinutes;
}

/** Each day's own rules: working time above 0, then a shift of 3 to 12 hours. */
function dayProblem(day: ScheduleDay): Omit<ScheduleProblem, "date"> | null {
  const worked = workedMinutes(day);
  if (worked <= 0) return { code: "WORKING_TIME_NOT_POSITIVE" };
  if (worked < SHIFT_MINIMUM_MINUTES) return { code: "SHIFT_TOO_SHORT", ...limitValues(worked, SHIFT_MINIMUM_MINUTES) };
  if (worked > SHIFT_MAXIMUM_MINUTES) return { code: "SHIFT_TOO_LONG", ...limitValues(worked, SHIFT_MAXIMUM_MINUTES) };
  return null;
}

/** The days in the order they are worked. */
export const inOrder = (days: ScheduleDay[]) => [...days].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));

/**
 * Every broken rule of a schedule, at most one per day. `newDays` are the dates the user adds or
 * changes: each must start at least an hour after `now` (all of them for a new contract).
 */
export function scheduleProblems(days: ScheduleDay[], { now, newDays }: { now: Date; newDays?: Set<string> }): ScheduleProblem[] {
  if (days.length === 0) return [{ code: "SCHEDULE_EMPTY", date: null }];
  const problems = new Map<string, ScheduleProblem>();
  const seen = new Set<string>();
  for (const day of days) {
    if (seen.has(day.date)) problems.set(day.date, { code: "DAY_REPEATED", date: day.date });
    seen.add(day.date);
  }
  const ordered = inOrder(days);
  ordered.forEach((day, index) => {
    if (problems.has(day.date)) return;
    const own = dayProblem(day);
    if (own) return problems.set(day.date, { ...own, date: day.date });
    const previous = ordered[index - 1];
    // Rest runs from the end of one working day to the start of the next, across midnight and weeks.
    if (previous && !problems.has(previous.date)) {
      const rest = (shiftOf(day).startsAt.getTime() - shiftOf(previous).endsAt.getTime()) / MINUTE;
      if (rest < REST_MINIMUM_MINUTES)
        return problems.set(day.date, { code: "REST_TOO_SHORT", date: day.date, ...limitValues(Math.max(0, rest), REST_MINIMUM_MINUTES) });
    }
    if ((newDays?.has(day.date) ?? true) && shiftOf(day).startsAt.getTime() < now.getTime() + START_NOTICE_MINUTES * MINUTE) {
      problems.set(day.date, { code: "START_TOO_SOON", date: day.date });
    }
  });
  return [...problems.values()].sort((a, b) => (a.date! < b.date! ? -1 : 1));
}

const sameDay = (a: ScheduleDay, b: ScheduleDay) => a.start === b.start && a.end === b.end && a.breakMinutes === b.breakMinutes;

/**
 * The days already started (or past) at `now` that a change would alter, add or remove: those cannot
 * change any more (DAY_ALREADY_STARTED). The others are the change's new days.
 */
export function changeOfSchedule(before: ScheduleDay[], after: ScheduleDay[], now: Date): { problems: ScheduleProblem[]; newDays: Set<string> } {
  const beforeByDate = new Map(before.map((day) => [day.date, day]));
  const afterByDate = new Map(after.map((day) => [day.date, day]));
  const started = (day: ScheduleDay) => shiftOf(day).startsAt <= now;
  const problems: ScheduleProblem[] = [];
  const newDays = new Set<string>();
  for (const date of [...new Set([...beforeByDate.keys(), ...afterByDate.keys()])].sort()) {
    const old = beforeByDate.get(date);
    const changed = afterByDate.get(date);
    if (old && changed && sameDay(old, changed)) continue;
    if ((old && started(old)) || (changed && started(changed))) problems.push({ code: "DAY_ALREADY_STARTED", date });
    else if (changed) newDays.add(date);
  }
  return { problems, newDays };
}

/** Minutes worked per week, by the week's Monday, a night shift counting in the week it starts. */
export function minutesPerWeek(days: ScheduleDay[]): Map<string, number> {
  const weeks = new Map<string, number>();
  for (const day of days) weeks.set(mondayOf(day.date), (weeks.get(mondayOf(day.date)) ?? 0) + Math.max(0, workedMinutes(day)));
  return weeks;
}

/**
 * The weeks (their Mondays) worked above full time without ADV, which the employer must confirm.
 * Full time is the committee's average week of that year; when that average is below the legal week,
 * ADV days make up the difference and nothing needs confirming.
 */
export function weeksNeedingFullTimeConfirmation(
  days: ScheduleDay[],
  averageWeeklyHoursIn: (year: number) => number,
): ({ monday: string } & Required<LimitValues>)[] {
  return [...minutesPerWeek(days)]
    .map(([monday, minutes]) => ({ monday, minutes, average: averageWeeklyHoursIn(Number(monday.slice(0, 4))) }))
    .filter(({ minutes, average }) => average >= LEGAL_FULL_TIME_WEEKLY_HOURS && minutes > average * 60)
    .map(({ monday, minutes, average }) => ({ monday, hours: hoursOfMinutes(minutes), limitHours: average }))
    .sort((a, b) => (a.monday < b.monday ? -1 : 1));
}

/** The first and last day of a schedule (null for an empty one). */
export function periodOf(days: ScheduleDay[]): { startDate: string; endDate: string } | null {
  if (days.length === 0) return null;
  const ordered = inOrder(days);
  return { startDate: ordered[0].date, endDate: ordered[ordered.length - 1].date };
}

/** Minutes worked over the whole schedule. */
export const totalMinutes = (days: ScheduleDay[]) => days.reduce((total, day) => total + Math.max(0, workedMinutes(day)), 0);
