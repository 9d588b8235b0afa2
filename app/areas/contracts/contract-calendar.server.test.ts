import { calendarOf, type CalendarContract } from "./contract-calendar.server";

const contract = (days: CalendarContract["days"], status = "approved"): CalendarContract => ({
  id: "7",
  status,
  employeeName: "Pieter-Jan De Backer",
  positionName: "Bottelaar",
  location: "Brouwerijstraat 1, 2000 Antwerpen",
  days,
});

const day = (date: string, start: string, end: string, cancellationRequested = false) => ({ date, start, end, breakMinutes: 30, cancellationRequested });

const breakOnly = (shift: { breakMinutes: number }) => `Break: ${shift.breakMinutes} minutes`;

/** The value of each line that starts with `name:` (unfolded). */
const valuesOf = (text: string, name: string) =>
  text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter((line) => line.startsWith(`${name}:`))
    .map((line) => line.slice(name.length + 1));

const BRUSSELS_TIME = "TZID=Europe/Brussels";

describe("calendarOf", () => {
  it("writes a summer and a winter shift at their Belgian times, named in Europe/Brussels", () => {
    const text = calendarOf(contract([day("2026-07-15", "08:00", "16:30"), day("2026-12-15", "08:00", "16:30")]), breakOnly);
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(valuesOf(text, `DTSTART;${BRUSSELS_TIME}`)).toEqual(["20260715T080000", "20261215T080000"]);
    expect(valuesOf(text, `DTEND;${BRUSSELS_TIME}`)).toEqual(["20260715T163000", "20261215T163000"]);
    expect(valuesOf(text.slice(text.indexOf("BEGIN:VEVENT")), "DTSTART")).toEqual([]);
    expect(valuesOf(text, "SUMMARY")).toEqual(["Bottelaar: Pieter-Jan De Backer", "Bottelaar: Pieter-Jan De Backer"]);
    expect(valuesOf(text, "DESCRIPTION")).toEqual(["Break: 30 minutes", "Break: 30 minutes"]);
    expect(valuesOf(text, "LOCATION")).toEqual(["Brouwerijstraat 1\\, 2000 Antwerpen", "Brouwerijstraat 1\\, 2000 Antwerpen"]);
    expect(valuesOf(text, "UID")).toEqual(["contract-7-2026-07-15@employer-portal", "contract-7-2026-12-15@employer-portal"]);
    expect(valuesOf(text, "STATUS")).toEqual(["CONFIRMED", "CONFIRMED"]);
  });

  it("carries the Europe/Brussels VTIMEZONE once, with its summer and winter offsets", () => {
    const text = calendarOf(contract([day("2026-07-15", "08:00", "16:30"), day("2026-12-15", "08:00", "16:30")]), breakOnly);
    expect(text.split("BEGIN:VTIMEZONE")).toHaveLength(2);
    const zone = text.slice(text.indexOf("BEGIN:VTIMEZONE"), text.indexOf("END:VTIMEZONE"));
    expect(valuesOf(zone, "TZID")).toEqual(["Europe/Brussels"]);
    expect(valuesOf(zone, "TZOFFSETTO")).toEqual(["+0200", "+0100"]);
    expect(text.indexOf("END:VTIMEZONE")).toBeLessThan(text.indexOf("BEGIN:VEVENT"));
  });

  it("writes the same Belgian times whatever the server's own zone", () => {
    const serverZone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const text = calendarOf(contract([day("2026-07-15", "08:00", "16:30")]), breakOnly);
      expect(valuesOf(text, `DTSTART;${BRUSSELS_TIME}`)).toEqual(["20260715T080000"]);
    } finally {
      process.env.TZ = serverZone;
    }
  });

  it("ends a night shift the next morning, the night summer time starts and the night it ends", () => {
    // 22:00 to 06:00 over 29 March 2026 (clocks 02:00 → 03:00) and over 25 October (03:00 → 02:00): the
    // wall-clock times stay as typed, and the VTIMEZONE makes them last 7 and 9 hours in a calendar.
    const text = calendarOf(
      contract([day("2026-03-28", "22:00", "06:00"), day("2026-10-24", "22:00", "06:00"), day("2026-11-20", "22:00", "06:00")]),
      breakOnly,
    );
    expect(valuesOf(text, `DTSTART;${BRUSSELS_TIME}`)).toEqual(["20260328T220000", "20261024T220000", "20261120T220000"]);
    expect(valuesOf(text, `DTEND;${BRUSSELS_TIME}`)).toEqual(["20260329T060000", "20261025T060000", "20261121T060000"]);
  });

  it("writes a shift that starts in the hour the clocks skip at the time it begins, 03:30 summer time", () => {
    const text = calendarOf(contract([day("2026-03-29", "02:30", "11:00")]), breakOnly);
    expect(valuesOf(text, `DTSTART;${BRUSSELS_TIME}`)).toEqual(["20260329T033000"]);
  });

  it("marks what may still not happen as tentative: a requested contract, a day whose cancellation is asked", () => {
    expect(valuesOf(calendarOf(contract([day("2026-12-15", "08:00", "16:30")], "requested"), breakOnly), "STATUS")).toEqual(["TENTATIVE"]);
    const unticked = calendarOf(contract([day("2026-12-14", "08:00", "16:30"), day("2026-12-15", "08:00", "16:30", true)]), breakOnly);
    expect(valuesOf(unticked, "STATUS")).toEqual(["CONFIRMED", "TENTATIVE"]);
  });
});
