import type { ScheduleDay } from "./contract-schedule";
import { calendarProblems, calendarWindow, type BookedShift } from "./employee-calendar";

const day = (date: string, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ date, start, end, breakMinutes });
const ours = (date: string, start: string, end: string, breakMinutes = 0): BookedShift => ({ ...day(date, start, end, breakMinutes), otherCompany: false });
const theirs = (date: string, start: string, end: string, breakMinutes = 0): BookedShift => ({ ...day(date, start, end, breakMinutes), otherCompany: true });
const codes = (draft: ScheduleDay[], booked: BookedShift[]) => calendarProblems(draft, booked).map((problem) => `${problem.date}:${problem.code}`);

describe("shifts of two contracts", () => {
  it("may touch but not overlap: a start at the other's end is no overlap (then rest is short), a minute earlier is", () => {
    const booked = [ours("2026-12-02", "08:00", "16:00")];
    expect(codes([day("2026-12-02", "15:59", "19:00")], booked)).toEqual(["2026-12-02:CALENDAR_OVERLAP"]);
    expect(codes([day("2026-12-02", "16:00", "19:00")], booked)).toEqual(["2026-12-02:CALENDAR_REST_TOO_SHORT"]);
  });

  it("overlap when one lies inside the other, or a night shift runs into the next day's", () => {
    expect(codes([day("2026-12-02", "10:00", "13:00")], [ours("2026-12-02", "08:00", "16:00")])).toEqual(["2026-12-02:CALENDAR_OVERLAP"]);
    expect(codes([day("2026-12-03", "05:00", "09:00")], [ours("2026-12-02", "22:00", "06:00")])).toEqual(["2026-12-03:CALENDAR_OVERLAP"]);
  });

  it("leave 8 hours of rest: 7h59 refused, 8h00 accepted, before and after the booked shift", () => {
    const booked = [ours("2026-12-02", "08:00", "16:00")];
    expect(codes([day("2026-12-02", "23:59", "04:00")], booked)).toEqual(["2026-12-02:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2026-12-03", "00:00", "04:00")], booked)).toEqual([]);
    expect(codes([day("2026-12-01", "20:00", "00:01")], booked)).toEqual(["2026-12-01:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2026-12-01", "20:00", "00:00")], booked)).toEqual([]);
  });

  it("count rest across midnight from a night shift's end the next morning", () => {
    const booked = [ours("2026-12-01", "22:00", "06:00")];
    expect(codes([day("2026-12-02", "13:59", "18:00")], booked)).toEqual(["2026-12-02:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2026-12-02", "14:00", "18:00")], booked)).toEqual([]);
  });
});

describe("a day's work, all contracts together", () => {
  it("is at most 12 hours: 12h00 accepted, 12h01 refused", () => {
    const booked = [ours("2026-12-02", "00:00", "04:00")];
    expect(codes([day("2026-12-02", "12:00", "20:00")], booked)).toEqual([]);
    expect(codes([day("2026-12-02", "12:00", "20:01")], booked)).toEqual(["2026-12-02:CALENDAR_DAY_TOO_LONG"]);
  });

  it("counts hours worked, breaks left out, and only the shifts of that date", () => {
    expect(codes([day("2026-12-02", "12:00", "20:30", 30)], [ours("2026-12-02", "00:00", "04:00")])).toEqual([]);
    expect(codes([day("2026-12-02", "12:00", "20:31", 30)], [ours("2026-12-02", "00:00", "04:00")])).toEqual(["2026-12-02:CALENDAR_DAY_TOO_LONG"]);
    // A night shift counts on the date it starts.
    const night = [ours("2026-12-02", "19:00", "03:00")];
    expect(codes([day("2026-12-02", "06:00", "10:00")], night)).toEqual([]);
    expect(codes([day("2026-12-02", "06:00", "10:01")], night)).toEqual(["2026-12-02:CALENDAR_DAY_TOO_LONG"]);
    expect(codes([day("2026-12-03", "12:00", "20:01")], night)).toEqual([]);
  });
});

describe("another company's contract", () => {
  it("is said as the employee already working at that time, whatever the rule it breaks", () => {
    expect(codes([day("2026-12-02", "10:00", "13:00")], [theirs("2026-12-02", "08:00", "16:00")])).toEqual(["2026-12-02:EMPLOYEE_ALREADY_WORKS"]);
    expect(codes([day("2026-12-02", "23:00", "03:00")], [theirs("2026-12-02", "08:00", "16:00")])).toEqual(["2026-12-02:EMPLOYEE_ALREADY_WORKS"]);
    expect(codes([day("2026-12-02", "12:00", "20:01")], [theirs("2026-12-02", "00:00", "04:00")])).toEqual(["2026-12-02:EMPLOYEE_ALREADY_WORKS"]);
  });

  it("still lets a day that breaks no rule pass, and each day is judged on its own", () => {
    const booked = [theirs("2026-12-02", "08:00", "16:00"), ours("2026-12-04", "08:00", "16:00")];
    const draft = [day("2026-12-02", "09:00", "12:00"), day("2026-12-03", "08:00", "16:00"), day("2026-12-04", "17:00", "20:00")];
    expect(codes(draft, booked)).toEqual(["2026-12-02:EMPLOYEE_ALREADY_WORKS", "2026-12-04:CALENDAR_REST_TOO_SHORT"]);
  });
});

describe("rest across the change to and from summer time, in real hours", () => {
  it("the last Sunday of March 2026 (29th) has an hour less: 23:00 to 07:59 is 7h59", () => {
    const booked = [ours("2026-03-28", "15:00", "23:00")];
    expect(codes([day("2026-03-29", "07:59", "12:00")], booked)).toEqual(["2026-03-29:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2026-03-29", "08:00", "12:00")], booked)).toEqual([]);
  });

  it("the last Sunday of October 2026 (25th) has an hour more: 23:00 to 05:59 is 7h59, to 06:00 is 8h", () => {
    const booked = [ours("2026-10-24", "15:00", "23:00")];
    expect(codes([day("2026-10-25", "05:59", "12:00")], booked)).toEqual(["2026-10-25:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2026-10-25", "06:00", "12:00")], booked)).toEqual([]);
  });

  it("the last Sunday of March 2027 (28th), after a night shift over the change", () => {
    // 22:00 to 06:00 that night is 7 hours; rest from 06:00 summer time.
    const booked = [ours("2027-03-27", "22:00", "06:00")];
    expect(codes([day("2027-03-28", "13:59", "18:00")], booked)).toEqual(["2027-03-28:CALENDAR_REST_TOO_SHORT"]);
    expect(codes([day("2027-03-28", "14:00", "18:00")], booked)).toEqual([]);
  });

  it("the last Sunday of October 2027 (31st), drafted before a booked shift: 23:00 to 06:00 is 8 hours that night", () => {
    const booked = [ours("2027-10-31", "06:00", "14:00")];
    expect(codes([day("2027-10-30", "15:00", "23:00")], booked)).toEqual([]);
    expect(codes([day("2027-10-30", "15:01", "23:01")], booked)).toEqual(["2027-10-30:CALENDAR_REST_TOO_SHORT"]);
  });
});

describe("the dates to read booked shifts for", () => {
  it("reach two days around the draft, over a month's end", () => {
    expect(calendarWindow([day("2026-12-01", "08:00", "16:00"), day("2026-11-30", "08:00", "16:00")])).toEqual({ from: "2026-11-28", to: "2026-12-03" });
    expect(calendarWindow([])).toBeNull();
  });
});

describe("what a problem says (issue 47)", () => {
  it("names the company's own shift it clashes with, and a day's hours with their limit", () => {
    expect(calendarProblems([day("2026-12-03", "05:00", "09:00")], [ours("2026-12-02", "22:00", "06:00")])).toEqual([
      { date: "2026-12-03", code: "CALENDAR_OVERLAP", clashDate: "2026-12-02", clashStart: "22:00", clashEnd: "06:00" },
    ]);
    expect(calendarProblems([day("2026-12-02", "12:00", "20:01")], [ours("2026-12-02", "00:00", "04:00")])).toEqual([
      { date: "2026-12-02", code: "CALENDAR_DAY_TOO_LONG", clashDate: "2026-12-02", clashStart: "00:00", clashEnd: "04:00", hours: 12.02, limitHours: 12 },
    ]);
  });

  it("says nothing of another company's shift: neither its date nor its hours", () => {
    expect(calendarProblems([day("2026-12-02", "10:00", "13:00")], [theirs("2026-12-02", "08:00", "16:00")])).toEqual([
      { date: "2026-12-02", code: "EMPLOYEE_ALREADY_WORKS" },
    ]);
  });
});
