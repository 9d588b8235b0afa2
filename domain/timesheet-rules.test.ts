import {
  DAILY_LIMIT_MINUTES,
  SAVED_TIMESHEET_STATUSES,
  TIMESHEET_STATUSES,
  mayValidateHours,
  timesheetProblems,
  timesheetStatusName,
  type TimesheetDayEntry,
} from "./timesheet-rules";

const day = (minutes: number, extra: Partial<TimesheetDayEntry> = {}): TimesheetDayEntry => ({
  date: "2026-11-23",
  minutes,
  absent: false,
  absenceReason: null,
  remark: null,
  ...extra,
});

describe("timesheetProblems", () => {
  it("takes a day up to the legal 11 hours and refuses a minute more", () => {
    expect(timesheetProblems([day(DAILY_LIMIT_MINUTES)], { final: true })).toEqual([]);
    expect(timesheetProblems([day(DAILY_LIMIT_MINUTES + 1)], { final: true })).toEqual([
      { field: "days.0.hours", code: "DAY_OVER_LIMIT", hours: 11.02, limitHours: 11 },
    ]);
    expect(timesheetProblems([day(0), day(12 * 60)], { final: false })).toEqual([{ field: "days.1.hours", code: "DAY_OVER_LIMIT", hours: 12, limitHours: 11 }]);
  });

  it("refuses negative hours, and takes none", () => {
    expect(timesheetProblems([day(-1), day(60)], { final: false })).toEqual([{ field: "days.0.hours", code: "HOURS_NEGATIVE" }]);
    expect(timesheetProblems([day(0), day(60)], { final: true })).toEqual([]);
  });

  it("asks the reason of an absence, one of the known ones", () => {
    expect(timesheetProblems([day(0, { absent: true })], { final: false })).toEqual([{ field: "days.0.absenceReason", code: "ABSENCE_REASON_REQUIRED" }]);
    expect(timesheetProblems([day(0, { absent: true, absenceReason: "holiday-abroad" })], { final: false })).toEqual([
      { field: "days.0.absenceReason", code: "ABSENCE_REASON_INVALID" },
    ]);
    expect(timesheetProblems([day(0, { absent: true, absenceReason: "sickness" })], { final: true })).toEqual([]);
    // A reason without an absence is not asked for, and not in the way.
    expect(timesheetProblems([day(480, { absenceReason: "sickness" })], { final: true })).toEqual([]);
  });

  it("keeps a remark to 500 characters", () => {
    expect(timesheetProblems([day(480, { remark: "x".repeat(500) })], { final: true })).toEqual([]);
    expect(timesheetProblems([day(480, { remark: "x".repeat(501) })], { final: true })).toEqual([{ field: "days.0.remark", code: "REMARK_TOO_LONG" }]);
  });

  it("refuses an empty week as final, not as a draft", () => {
    const empty = [day(0), day(0)];
    expect(timesheetProblems(empty, { final: false })).toEqual([]);
    expect(timesheetProblems(empty, { final: true })).toEqual([{ field: "days", code: "WEEK_EMPTY" }]);
    expect(timesheetProblems([day(0), day(1)], { final: true })).toEqual([]);
    expect(timesheetProblems([day(0, { absent: true, absenceReason: "sickness" })], { final: true })).toEqual([]);
  });
});

describe("mayValidateHours", () => {
  it.each([
    ["all_allowed", "interim", true],
    ["all_allowed", "construct", true],
    ["can_validate_construct_hours", "construct", true],
    ["can_validate_construct_hours", "interim", false],
    ["can_validate_interim_hours", "interim", true],
    ["can_validate_interim_hours", "construct", false],
    ["not_allowed", "interim", false],
    ["not_allowed", "construct", false],
  ] as const)("%s on a %s timesheet: %s", (level, line, expected) => {
    expect(mayValidateHours(level, line)).toBe(expected);
  });
});

describe("a week's status", () => {
  it("is one of the spec's three, empty being a week never saved, which the calls say as null", () => {
    expect(TIMESHEET_STATUSES).toEqual(["empty", "draft", "final"]);
    expect(timesheetStatusName(null)).toBe("empty");
    expect(SAVED_TIMESHEET_STATUSES.map(timesheetStatusName)).toEqual(["draft", "final"]);
  });
});
