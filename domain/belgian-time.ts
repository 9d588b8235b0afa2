// Belgian dates and wall-clock times. Business rules speak of days and hours in Belgium (Europe/Brussels)
// whatever the zone of the server that asks: a shift from 22:00 to 06:00 on the night summer time ends
// lasts nine hours, and "today" turns at midnight in Brussels. Dates are yyyy-MM-dd, times HH:mm.
// Hand-written rather than date-fns with @date-fns/tz: this module is on the contract wizard's
// critical path, and both ways were measured heavier or slower (docs/decisions/0047).
const ZONE = "Europe/Brussels";
const MINUTE = 60_000;

const dayFormat = new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

function partsOf(format: Intl.DateTimeFormat, instant: Date) {
  const parts = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
}

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Today in Belgium, yyyy-MM-dd: what "today" means for an expiry date printed on a Belgian document. */
export function todayInBelgium(now: Date): string {
  const part = partsOf(dayFormat, now);
  return `${pad(part("year"), 4)}-${pad(part("month"))}-${pad(part("day"))}`;
}

/** Minutes Belgian wall-clock time is ahead of UTC at an instant: 60 in winter, 120 in summer. */
function offsetMinutesAt(instant: Date): number {
  const part = partsOf(wallClockFormat, instant);
  const wallClock = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wallClock - Math.floor(instant.getTime() / MINUTE) * MINUTE) / MINUTE);
}

/**
 * The instant a Belgian date and time names. A time the clocks skip (02:30 on the last Sunday of March)
 * is read as the same time in winter offset, so 03:30 summer time; a time that happens twice (02:30 on
 * the last Sunday of October) is the first of the two, in summer time.
 */
export function belgianInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = time.split(":").map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const summer = asUtc - 120 * MINUTE;
  if (offsetMinutesAt(new Date(summer)) === 120) return new Date(summer);
  return new Date(asUtc - 60 * MINUTE);
}

/** The Belgian date (yyyy-MM-dd) and wall-clock time (HH:mm) of an instant: belgianInstant's inverse. */
export function belgianDateAndTime(instant: Date): { date: string; time: string } {
  const part = partsOf(wallClockFormat, instant);
  return { date: `${pad(part("year"), 4)}-${pad(part("month"))}-${pad(part("day"))}`, time: `${pad(part("hour"))}:${pad(part("minute"))}` };
}

/** The calendar day `days` after `date` (before it when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${pad(moved.getUTCFullYear(), 4)}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole days from one date to another (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  const utc = (date: string) => {
    const [year, month, day] = date.split("-").map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(to) - utc(from)) / (24 * 60 * MINUTE));
}

/** The day of the week of a date, 1 for Monday to 7 for Sunday, as contract schedules number them. */
export function isoWeekday(date: string): number {
  return ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** The Monday of the week of a date (weeks run Monday to Sunday in Belgium). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The date `months` calendar months after `date`; the 31st of a shorter month is its last day. */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0)).getUTCDate();
  return `${pad(firstOfTarget.getUTCFullYear(), 4)}-${pad(firstOfTarget.getUTCMonth() + 1)}-${pad(Math.min(day, lastDay))}`;
}
