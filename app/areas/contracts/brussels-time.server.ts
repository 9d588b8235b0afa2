// Belgian wall-clock times for ical-generator's `;TZID=Europe/Brussels:` dates. The library writes a
// native Date with a time zone in the server's own zone (its local getters), so a server in UTC would
// shift every shift; Node 20 has no Temporal. It takes, instead, any object of Luxon's DateTime shape
// (ICalLuxonDateTimeStub): this is that shape for one instant in Brussels, with only the two formats
// the library asks for.
import type { ICalLuxonDateTimeStub } from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import { belgianDateAndTime } from "~domain/belgian-time";

export const BRUSSELS = "Europe/Brussels";

/** An instant as ical-generator reads a zoned date-time: its Belgian date (yyyyLLdd) and time (HHmmss); shifts start and end on whole minutes. */
export function brusselsTime(instant: Date): ICalLuxonDateTimeStub {
  const { date, time } = belgianDateAndTime(instant);
  const formats: Record<string, string> = { yyyyLLdd: date.replaceAll("-", ""), HHmmss: `${time.replace(":", "")}00` };
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
