import { isCalendarDate } from "./calendar-date";

describe("isCalendarDate", () => {
  it.each(["2026-01-31", "2024-02-29", "2026-12-01", "1900-01-01", "2999-12-31"])("accepts %s", (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    ["a day past the month's end", "2026-02-29"],
    ["the 31st of a 30-day month", "2026-04-31"],
    ["month 13", "2026-13-01"],
    ["day 0", "2026-01-00"],
    ["another order", "31-01-2026"],
    ["a time attached", "2026-01-31T00:00:00Z"],
    ["one-digit parts", "2026-1-5"],
    ["blank", ""],
    ["text", "tomorrow"],
    ["a year before any business date", "0001-01-01"],
    ["the last day JavaScript's calendar would still read", "9999-12-31"],
    ["the day before the first year", "1899-12-31"],
    ["the day after the last year", "3000-01-01"],
  ])("refuses %s", (_case, value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});
