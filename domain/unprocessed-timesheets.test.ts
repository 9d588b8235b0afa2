import { addDays, belgianInstant, daysBetween, mondayOf } from "./belgian-time";
import { hoursValidationWindow, isUnprocessed } from "./unprocessed-timesheets";

const two = (value: number) => String(value).padStart(2, "0");
// Moments on Belgian clocks, as the functions read them, so the tests hold in any server time zone.
const at = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0, ms = 0) =>
  new Date(belgianInstant(`${year}-${two(month)}-${two(day)}`, `${two(hours)}:${two(minutes)}`).getTime() + seconds * 1000 + ms);

describe("isUnprocessed (part 2 §4: open status and an end date before today)", () => {
  // Wednesday 14 May 2025.
  const TODAYS = [
    ["at midnight", at(2025, 5, 14)],
    ["mid-morning", at(2025, 5, 14, 10, 30)],
    ["at the last millisecond", at(2025, 5, 14, 23, 59, 59, 999)],
  ] as const;
  const END_DATES = [
    ["a month ago", "2025-04-14", true],
    ["yesterday", "2025-05-13", true],
    ["today", "2025-05-14", false],
    ["tomorrow", "2025-05-15", false],
    ["next week", "2025-05-21", false],
  ] as const;
  const STATUSES = [
    [null, true],
    [undefined, true],
    ["", true],
    ["draft", true],
    ["final", false],
    ["handled", false],
  ] as const;

  const cases = STATUSES.flatMap(([status, open]) =>
    END_DATES.flatMap(([when, endDate, over]) =>
      TODAYS.map(([time, today]) => [String(status === "" ? '""' : status), when, time, status, endDate, today, open && over] as const),
    ),
  );

  it.each(cases)("status %s ending %s, asked %s", (_status, _when, _time, status, endDate, today, expected) => {
    expect(isUnprocessed({ status, endDate }, today)).toBe(expected);
  });

  it("counts the last day of the previous month as over on the first of the month", () => {
    expect(isUnprocessed({ status: "draft", endDate: "2025-05-31" }, at(2025, 6, 1))).toBe(true);
    expect(isUnprocessed({ status: "draft", endDate: "2025-06-01" }, at(2025, 6, 1, 23, 59))).toBe(false);
  });

  it("counts the last day of the previous year as over on New Year's Day", () => {
    expect(isUnprocessed({ status: null, endDate: "2024-12-31" }, at(2025, 1, 1))).toBe(true);
    expect(isUnprocessed({ status: null, endDate: "2025-01-01" }, at(2025, 1, 1, 12))).toBe(false);
  });

  it("handles a leap day", () => {
    expect(isUnprocessed({ status: "", endDate: "2024-02-29" }, at(2024, 3, 1))).toBe(true);
    expect(isUnprocessed({ status: "", endDate: "2024-02-29" }, at(2024, 2, 29, 18))).toBe(false);
    expect(isUnprocessed({ status: "", endDate: "2024-02-28" }, at(2024, 2, 29))).toBe(true);
  });
});

describe("hoursValidationWindow (part 2 §7: one month back to the Sunday of the current week)", () => {
  it.each([
    ["a Monday", at(2025, 5, 12, 9), "2025-04-12", "2025-05-18"],
    ["a Wednesday", at(2025, 5, 14, 10, 30), "2025-04-14", "2025-05-18"],
    ["a Saturday", at(2025, 5, 17, 23, 59), "2025-04-17", "2025-05-18"],
    ["a Sunday (the week's last day)", at(2025, 5, 18, 23, 59, 59, 999), "2025-04-18", "2025-05-18"],
    ["a Sunday at midnight", at(2025, 5, 18), "2025-04-18", "2025-05-18"],
    ["the last day of a month, week ending in the next", at(2025, 5, 31), "2025-04-30", "2025-06-01"],
    ["the last day of a 31-day month after a 30-day one", at(2025, 7, 31), "2025-06-30", "2025-08-03"],
    ["the first day of a month", at(2025, 6, 1, 12), "2025-05-01", "2025-06-01"],
    ["New Year's Eve", at(2024, 12, 31, 8), "2024-11-30", "2025-01-05"],
    ["New Year's Day", at(2025, 1, 1), "2024-12-01", "2025-01-05"],
    ["31 March in a common year (back to 28 February)", at(2025, 3, 31), "2025-02-28", "2025-04-06"],
    ["31 March in a leap year (back to 29 February)", at(2024, 3, 31), "2024-02-29", "2024-03-31"],
    ["29 March in a leap year", at(2024, 3, 29), "2024-02-29", "2024-03-31"],
    ["a leap day, 29 February", at(2024, 2, 29, 14), "2024-01-29", "2024-03-03"],
    ["1 March after a leap day", at(2024, 3, 1), "2024-02-01", "2024-03-03"],
  ])("on %s", (_case, today, startDate, endDate) => {
    expect(hoursValidationWindow(today)).toEqual({ startDate, endDate });
  });

  it("ends on a Sunday no earlier than today and at most six days later, for every day of a year", () => {
    for (let day = "2024-01-01"; day < "2025-01-01"; day = addDays(day, 1)) {
      const { endDate } = hoursValidationWindow(belgianInstant(day, "12:00"));
      expect(mondayOf(endDate)).toBe(addDays(endDate, -6));
      expect(daysBetween(day, endDate)).toBeGreaterThanOrEqual(0);
      expect(daysBetween(day, endDate)).toBeLessThanOrEqual(6);
    }
  });

  it("turns at midnight in Brussels, not on the server's clock", () => {
    // Sunday 18 May 2025 at 23:30 in Brussels is 21:30 UTC: the week is still the one ending that day.
    expect(hoursValidationWindow(new Date("2025-05-18T21:30:00Z")).endDate).toBe("2025-05-18");
    // 22:30 UTC is half past midnight on Monday in Brussels: the next week.
    expect(hoursValidationWindow(new Date("2025-05-18T22:30:00Z")).endDate).toBe("2025-05-25");
    expect(isUnprocessed({ status: null, endDate: "2025-05-18" }, new Date("2025-05-18T21:59:00Z"))).toBe(false);
    expect(isUnprocessed({ status: null, endDate: "2025-05-18" }, new Date("2025-05-18T22:00:00Z"))).toBe(true);
  });
});
