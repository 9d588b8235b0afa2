import { daysMovedToWeek, nextWeekOf, weeksBetween } from "./contract-template";

// Monday 30 November 2026 to Sunday 6 December 2026 is one week; Monday 7 December starts the next.
const shift = (date: string) => ({ date, start: "08:00", end: "16:30", breakMinutes: 30 });

describe("nextWeekOf", () => {
  it("is the Monday after today's week, from its Monday to its Sunday", () => {
    expect(nextWeekOf("2026-11-30")).toBe("2026-12-07");
    expect(nextWeekOf("2026-12-06")).toBe("2026-12-07");
    expect(nextWeekOf("2026-12-07")).toBe("2026-12-14");
  });

  it("crosses a year and the end of summer time by calendar dates", () => {
    expect(nextWeekOf("2026-12-31")).toBe("2027-01-04");
    expect(nextWeekOf("2026-10-25")).toBe("2026-10-26");
  });
});

describe("weeksBetween", () => {
  it("counts whole weeks between the weeks of two dates, on each side of a week's boundary", () => {
    expect(weeksBetween("2026-12-02", "2026-12-06")).toBe(0);
    expect(weeksBetween("2026-12-02", "2026-12-07")).toBe(1);
    expect(weeksBetween("2026-12-07", "2026-12-06")).toBe(-1);
    expect(weeksBetween("2026-11-30", "2027-01-04")).toBe(5);
  });
});

describe("daysMovedToWeek", () => {
  it("moves every day by the same whole weeks, keeping its weekday and times", () => {
    const days = [shift("2026-12-02"), shift("2026-12-03"), shift("2026-12-07")];
    expect(daysMovedToWeek(days, "2026-12-14")).toEqual([shift("2026-12-16"), shift("2026-12-17"), shift("2026-12-21")]);
    // Any day of the target week: the Sunday before the next Monday is still that week.
    expect(daysMovedToWeek(days, "2026-12-20")).toEqual(daysMovedToWeek(days, "2026-12-14"));
    expect(daysMovedToWeek(days, "2026-12-21").map((day) => day.date)).toEqual(["2026-12-23", "2026-12-24", "2026-12-28"]);
  });

  it("moves by the first working day, whatever the order given; a past week moves back; no days stay none", () => {
    expect(daysMovedToWeek([shift("2026-12-08"), shift("2026-12-01")], "2026-12-14").map((day) => day.date)).toEqual(["2026-12-22", "2026-12-15"]);
    expect(daysMovedToWeek([shift("2026-12-08")], "2026-11-30").map((day) => day.date)).toEqual(["2026-12-01"]);
    expect(daysMovedToWeek([], "2026-12-14")).toEqual([]);
  });
});
