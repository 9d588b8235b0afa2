import { isoWeekOf, mondayOfWeek, weekDates } from "./planning-week";

describe("isoWeekOf", () => {
  it("names a week by the year of its Thursday", () => {
    expect(isoWeekOf("2026-11-23")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-29")).toBe("2026-W48");
    expect(isoWeekOf("2026-11-30")).toBe("2026-W49");
    // 1 January 2027 is a Friday: its week is 2026's 53rd.
    expect(isoWeekOf("2027-01-01")).toBe("2026-W53");
    expect(isoWeekOf("2027-01-04")).toBe("2027-W01");
    // 31 December 2024 is a Tuesday of 2025's first week.
    expect(isoWeekOf("2024-12-31")).toBe("2025-W01");
    expect(isoWeekOf("2024-12-29")).toBe("2024-W52");
  });
});

describe("mondayOfWeek", () => {
  it("reads a week field's value", () => {
    expect(mondayOfWeek("2026-W48")).toBe("2026-11-23");
    expect(mondayOfWeek("2026-W01")).toBe("2025-12-29");
    expect(mondayOfWeek("2026-W53")).toBe("2026-12-28");
    expect(mondayOfWeek("2025-W01")).toBe("2024-12-30");
  });

  it("reads a date as the week it falls in", () => {
    expect(mondayOfWeek("2026-11-29")).toBe("2026-11-23");
    expect(mondayOfWeek("2026-11-23")).toBe("2026-11-23");
  });

  it("refuses a week a year does not have, and what is no week", () => {
    // 2025 has 52 weeks, 2026 has 53.
    expect(mondayOfWeek("2025-W52")).toBe("2025-12-22");
    expect(mondayOfWeek("2025-W53")).toBeNull();
    expect(mondayOfWeek("2026-W00")).toBeNull();
    expect(mondayOfWeek("2026-W54")).toBeNull();
    expect(mondayOfWeek("2026-W4")).toBeNull();
    expect(mondayOfWeek("2026-02-30")).toBeNull();
    expect(mondayOfWeek("0000-W10")).toBeNull();
    expect(mondayOfWeek("next week")).toBeNull();
    expect(mondayOfWeek("")).toBeNull();
  });
});

describe("weekDates", () => {
  it("runs Monday to Sunday, across a month's end", () => {
    expect(weekDates("2026-11-30")).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-06"]);
  });
});
