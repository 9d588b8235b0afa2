import { contractTimesheetStatus, contractWeek, contractWeeks, datesOf } from "./timesheet-weeks";

// 2026-03-04 is a Wednesday; 2026-03-22 a Sunday.
const contract = { startDate: "2026-03-04", endDate: "2026-03-17" };

describe("contractWeeks", () => {
  it("gives every Monday-to-Sunday week of the contract, clipped to it", () => {
    expect(contractWeeks(contract)).toEqual([
      { weekStart: "2026-03-02", startDate: "2026-03-04", endDate: "2026-03-08" },
      { weekStart: "2026-03-09", startDate: "2026-03-09", endDate: "2026-03-15" },
      { weekStart: "2026-03-16", startDate: "2026-03-16", endDate: "2026-03-17" },
    ]);
  });

  it("keeps the weeks that overlap a period, whole as the contract has them", () => {
    expect(contractWeeks(contract, "2026-03-08", "2026-03-09").map((week) => week.weekStart)).toEqual(["2026-03-02", "2026-03-09"]);
    expect(contractWeeks(contract, "2026-03-15", "2026-03-15")).toEqual([{ weekStart: "2026-03-09", startDate: "2026-03-09", endDate: "2026-03-15" }]);
    expect(contractWeeks(contract, "2026-03-18", "2026-03-30")).toEqual([]);
    expect(contractWeeks(contract, "2026-02-01", "2026-03-03")).toEqual([]);
  });

  it("crosses the turn of a year", () => {
    expect(contractWeeks({ startDate: "2026-12-31", endDate: "2027-01-05" }).map((week) => week.weekStart)).toEqual(["2026-12-28", "2027-01-04"]);
  });
});

describe("contractWeek", () => {
  it("finds the week of a Monday inside the contract, and no other", () => {
    expect(contractWeek(contract, "2026-03-02")).toEqual({ weekStart: "2026-03-02", startDate: "2026-03-04", endDate: "2026-03-08" });
    expect(contractWeek(contract, "2026-03-03")).toBeNull();
    expect(contractWeek(contract, "2026-02-23")).toBeNull();
    expect(contractWeek(contract, "2026-03-23")).toBeNull();
  });
});

describe("datesOf", () => {
  it("lists the days of a clipped week", () => {
    expect(datesOf({ startDate: "2026-03-16", endDate: "2026-03-17" })).toEqual(["2026-03-16", "2026-03-17"]);
    expect(datesOf({ startDate: "2026-03-09", endDate: "2026-03-15" })).toHaveLength(7);
  });
});

describe("contractTimesheetStatus", () => {
  it("is empty while a week is, then draft while a week is, then final", () => {
    expect(contractTimesheetStatus(["final", null, "draft"])).toBeNull();
    expect(contractTimesheetStatus(["final", "draft"])).toBe("draft");
    expect(contractTimesheetStatus(["final", "final"])).toBe("final");
  });
});
