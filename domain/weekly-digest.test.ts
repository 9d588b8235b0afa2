import { belgianInstant } from "./belgian-time";
import { digestWeekAt, isDigestTime, isoWeekOf } from "./weekly-digest";

describe("isoWeekOf", () => {
  it("numbers the weeks from the one holding the year's first Thursday", () => {
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    expect(isoWeekOf("2026-12-06")).toBe("2026-W49");
    expect(isoWeekOf("2026-12-07")).toBe("2026-W50");
    expect(isoWeekOf("2026-01-01")).toBe("2026-W01");
  });

  it("gives the first days of a year to the last year's week, and the last days to the next year's", () => {
    expect(isoWeekOf("2027-01-03")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    expect(isoWeekOf("2024-12-30")).toBe("2025-W01");
    expect(isoWeekOf("2024-12-29")).toBe("2024-W52");
  });
});

describe("isDigestTime (Mondays from 07:00 in Brussels)", () => {
  it("turns at 07:00 on Monday and ends at midnight", () => {
    expect(isDigestTime(belgianInstant("2026-11-29", "23:59"))).toBe(false);
    expect(isDigestTime(belgianInstant("2026-11-30", "06:59"))).toBe(false);
    expect(isDigestTime(belgianInstant("2026-11-30", "07:00"))).toBe(true);
    expect(isDigestTime(belgianInstant("2026-11-30", "23:59"))).toBe(true);
    expect(isDigestTime(belgianInstant("2026-12-01", "00:00"))).toBe(false);
    expect(isDigestTime(belgianInstant("2026-12-03", "09:00"))).toBe(false);
  });

  it("reads the Belgian clock in summer time too, whatever the server's zone", () => {
    // 06:30 in Brussels in summer is 04:30 UTC; 07:00 is 05:00 UTC.
    expect(isDigestTime(new Date("2026-06-01T04:59:00Z"))).toBe(false);
    expect(isDigestTime(new Date("2026-06-01T05:00:00Z"))).toBe(true);
    // Sunday 23:30 UTC is already Monday 01:30 in Brussels, too early still.
    expect(isDigestTime(new Date("2026-05-31T23:30:00Z"))).toBe(false);
  });
});

describe("digestWeekAt", () => {
  it("is the week of the Belgian date, which runs ahead of UTC", () => {
    // Sunday 23:30 UTC on 6 December is Monday 00:30 on 7 December in Brussels.
    expect(digestWeekAt(new Date("2026-12-06T23:30:00Z"))).toBe("2026-W50");
    expect(digestWeekAt(new Date("2026-12-06T22:30:00Z"))).toBe("2026-W49");
  });
});
