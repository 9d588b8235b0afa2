// The week a planning shows (issue 32): an ISO week, Monday to Sunday, named as the HTML week field
// names it (2026-W48). Week 1 is the week that holds the 4th of January, so the first days of January
// can belong to the previous year's last week and the last days of December to the next year's first.
import { addDays, daysBetween, mondayOf } from "./belgian-time";
import { isCalendarDate } from "./calendar-date";

const ISO_WEEK = /^(\d{4})-W(\d{2})$/;

/** The ISO week of a date (yyyy-MM-dd), as yyyy-Www. */
export function isoWeekOf(date: string): string {
  const monday = mondayOf(date);
  // A week belongs to the year of its Thursday.
  const year = addDays(monday, 3).slice(0, 4);
  const firstMonday = mondayOf(`${year}-01-04`);
  const week = daysBetween(firstMonday, monday) / 7 + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/**
 * The Monday of a week typed as yyyy-Www (or of the week of a yyyy-MM-dd date, which is what a browser
 * without a week field lets a user type); null for anything else, week 53 of a year that has 52 included.
 */
export function mondayOfWeek(typed: string): string | null {
  if (isCalendarDate(typed)) return mondayOf(typed);
  const match = ISO_WEEK.exec(typed);
  if (!match) return null;
  const year = `${match[1]}-01-04`;
  if (!isCalendarDate(year)) return null;
  const monday = addDays(mondayOf(year), (Number(match[2]) - 1) * 7);
  return isoWeekOf(monday) === typed ? monday : null;
}

/** The seven dates of the week that starts on `monday`. */
export const weekDates = (monday: string): string[] => Array.from({ length: 7 }, (_, index) => addDays(monday, index));
