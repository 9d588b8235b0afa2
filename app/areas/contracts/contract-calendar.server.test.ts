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

describe("calendarOf", () => {
  it("writes a summer shift two hours behind Belgian time, and a winter one one hour behind", () => {
    const text = calendarOf(contract([day("2026-07-15", "08:00", "16:30"), day("2026-12-15", "08:00", "16:30")]), breakOnly);
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(valuesOf(text, "DTSTART")).toEqual(["20260715T060000Z", "20261215T070000Z"]);
    expect(valuesOf(text, "DTEND")).toEqual(["20260715T143000Z", "20261215T153000Z"]);
    expect(valuesOf(text, "SUMMARY")).toEqual(["Bottelaar: Pieter-Jan De Backer", "Bottelaar: Pieter-Jan De Backer"]);
    expect(valuesOf(text, "DESCRIPTION")).toEqual(["Break: 30 minutes", "Break: 30 minutes"]);
    expect(valuesOf(text, "UID")).toEqual(["contract-7-2026-07-15@employer-portal", "contract-7-2026-12-15@employer-portal"]);
    expect(valuesOf(text, "STATUS")).toEqual(["CONFIRMED", "CONFIRMED"]);
  });

  it("ends a night shift the next morning, the night summer time starts and the night it ends", () => {
    // 22:00 to 06:00 over 29 March 2026 (clocks 02:00 → 03:00) lasts 7 hours; over 25 October (03:00 → 02:00) 9.
    const text = calendarOf(
      contract([day("2026-03-28", "22:00", "06:00"), day("2026-10-24", "22:00", "06:00"), day("2026-11-20", "22:00", "06:00")]),
      breakOnly,
    );
    expect(valuesOf(text, "DTSTART")).toEqual(["20260328T210000Z", "20261024T200000Z", "20261120T210000Z"]);
    expect(valuesOf(text, "DTEND")).toEqual(["20260329T040000Z", "20261025T050000Z", "20261121T050000Z"]);
  });

  it("marks what may still not happen as tentative: a requested contract, a day whose cancellation is asked", () => {
    expect(valuesOf(calendarOf(contract([day("2026-12-15", "08:00", "16:30")], "requested"), breakOnly), "STATUS")).toEqual(["TENTATIVE"]);
    const unticked = calendarOf(contract([day("2026-12-14", "08:00", "16:30"), day("2026-12-15", "08:00", "16:30", true)]), breakOnly);
    expect(valuesOf(unticked, "STATUS")).toEqual(["CONFIRMED", "TENTATIVE"]);
  });
});
