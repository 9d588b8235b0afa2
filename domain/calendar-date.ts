// A calendar date as the API and the portal's date fields exchange it: yyyy-MM-dd, and a day that
// exists (2026-02-30 does not), in the years any business date can fall in. The bounds keep every
// date the API computes from one (a week later, a Belgian midnight) inside what PostgreSQL and
// JavaScript's Date hold: 9999-12-31 passed the pattern, and the week after it failed in the database.
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first and last years of a business date: the register's oldest births to far past any contract. */
export const CALENDAR_YEARS = { first: 1900, last: 2999 } as const;

export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < CALENDAR_YEARS.first || year > CALENDAR_YEARS.last) return false;
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, does not read years 0 to 99 as 1900 to 1999.
  date.setUTCFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toISOString().slice(0, 10) === value;
}
