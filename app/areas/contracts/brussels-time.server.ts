// Belgian wall-clock times for ical-generator's `;TZID=Europe/Brussels:` dates. The library writes a
// native Date with a time zone in the server's own zone (its local getters), so a server in UTC would
// shift every shift; Node 20 has no Temporal. It takes, instead, any object of Luxon's DateTime shape
// (ICalLuxonDateTimeStub): this is that shape for one instant in Brussels, with only the two formats
// the library asks for.
import type { ICalLuxonDateTimeStub } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";

export const BRUSSELS = "Europe/Brussels";

const wallClockFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: BRUSSELS,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** An instant as ical-generator reads a zoned date-time: its Belgian date (yyyyLLdd) and time (HHmmss). */
export function brusselsTime(instant: Date): ICalLuxonDateTimeStub {
  const parts = wallClockFormat.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? "";
  const formats: Record<string, string> = {
    yyyyLLdd: `${part("year")}${part("month")}${part("day")}`,
    HHmmss: `${part("hour")}${part("minute")}${part("second")}`,
  };
  const zoned: ICalLuxonDateTimeStub = {
    isValid: true,
    zone: { type: "iana" },
    setZone(zone) {
      if (zone !== BRUSSELS) throw new Error(`Only ${BRUSSELS} times are written, not ${zone}.`);
      return zoned;
    },
    toFormat(format) {
      const formatted = formats[format];
      if (formatted === undefined) throw new Error(`ical-generator asked for the unexpected format ${format}.`);
      return formatted;
    },
    toJSDate: () => instant,
    toJSON: () => instant.toISOString(),
  };
  return zoned;
}

/** The VTIMEZONE block of a zone the calendar names, from the IANA data of timezones-ical-library. */
export function vtimezoneOf(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) && block[0] ? block[0] : null;
}
