// A student's hours at the student rate (part 2 §5, issue 29; docs/decisions/0039): a balance per calendar
// year. The year starts with what the student has left from outside this provider (the legal quota
// when nothing else is known); every standing day booked with the provider, in any company and on any
// line, spends its worked minutes in the year of its date. A schedule that would take a year below zero
// is refused at the day where the hours run out.
import { inOrder, workedMinutes, type ScheduleDay } from "./contract-schedule";

/**
 * The legal yearly quota of student hours: 475 until 2022, 600 from 2023 (law of 2022), 650 from 2025
 * (the 2025 coalition agreement). Earlier years only matter for the past and keep the oldest value.
 */
export function studentHoursQuotaOf(year: number): number {
  if (year >= 2025) return 650;
  if (year >= 2023) return 600;
  return 475;
}

export const yearOf = (date: string) => Number(date.slice(0, 4));

/** Whole minutes of a number of hours as the database keeps them (two decimals). */
const minutesOfHours = (hours: number) => Math.round(hours * 60);

/**
 * Minutes left per year, for the years asked: each year's hours from outside, less the worked minutes
 * of the booked days in it. `outsideHoursIn` answers the hours a year starts with.
 */
export function studentMinutesLeft(years: number[], outsideHoursIn: (year: number) => number, booked: ScheduleDay[]): Map<number, number> {
  const left = new Map(years.map((year) => [year, minutesOfHours(outsideHoursIn(year))]));
  for (const day of booked) {
    const year = yearOf(day.date);
    const balance = left.get(year);
    if (balance !== undefined) left.set(year, balance - Math.max(0, workedMinutes(day)));
  }
  return left;
}

/** The day where a year's hours run out, and the minutes that year still had for it. */
export type StudentHoursRunOut = { date: string; year: number; minutesLeft: number };

/**
 * The first day of a schedule, in the order worked, that would take its year below zero; null when
 * every year has enough. Exactly zero left after a day is allowed. `minutesLeftIn` is each year's
 * balance before the schedule (a year it does not know has nothing left).
 */
export function studentHoursRunOut(days: ScheduleDay[], minutesLeftIn: Map<number, number>): StudentHoursRunOut | null {
  const left = new Map(minutesLeftIn);
  for (const day of inOrder(days)) {
    const year = yearOf(day.date);
    const before = left.get(year) ?? 0;
    const after = before - Math.max(0, workedMinutes(day));
    if (after < 0) return { date: day.date, year, minutesLeft: Math.max(0, before) };
    left.set(year, after);
  }
  return null;
}

/** The years a schedule's days fall in, in order; `fallback`'s year alone when it has none. */
export function yearsOf(days: { date: string }[], fallback: string): number[] {
  const years = [...new Set(days.map((day) => yearOf(day.date)))].sort((a, b) => a - b);
  return years.length > 0 ? years : [yearOf(fallback)];
}
