// When the weekly digest of what waits is sent (issue 46 §6, docs/decisions/0084): on Mondays from 07:00
// in Brussels, the start of the employer's week, once per user per ISO week. The API's job looks every
// hour; a process started or restarted later on the Monday still sends what was not sent that week.
import { addDays, belgianDateAndTime, daysBetween, isoWeekday, mondayOf } from "./belgian-time";

/** The weekday the digest goes on (ISO, 1 is Monday) and the Belgian hour from which it goes. */
const DIGEST_WEEKDAY = 1;
const DIGEST_HOUR = 7;

/** The ISO week of a date (yyyy-MM-dd) as 2026-W49: the year is that of the week's Thursday. */
export function isoWeekOf(date: string): string {
  const thursday = addDays(mondayOf(date), 3);
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Whether the digest is due at `now`: on its weekday in Belgium, from its hour until midnight. */
export function isDigestTime(now: Date): boolean {
  const { date, time } = belgianDateAndTime(now);
  return isoWeekday(date) === DIGEST_WEEKDAY && Number(time.slice(0, 2)) >= DIGEST_HOUR;
}

/** The week a digest sent at `now` is of, in Belgium. */
export const digestWeekAt = (now: Date) => isoWeekOf(belgianDateAndTime(now).date);
