import {
  changeOfSchedule,
  isClockTime,
  minutesPerWeek,
  periodOf,
  readableDay,
  scheduleProblems,
  totalMinutes,
  weeksNeedingFullTimeConfirmation,
  wellFormedDay,
  workedMinutes,
  type ScheduleDay,
} from "./contract-schedule";

// Monday 23 November 2026, 09:00 in Brussels (winter time, UTC+1).
const NOW = new Date("2026-11-23T08:00:00Z");
const day = (date: string, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ date, start, end, breakMinutes });
const codes = (days: ScheduleDay[], now = NOW) => scheduleProblems(days, { now }).map((problem) => `${problem.date}:${problem.code}`);

describe("clock times", () => {
  it("accepts 00:00 to 23:59 written HH:mm", () => {
    expect(isClockTime("00:00")).toBe(true);
    expect(isClockTime("23:59")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
    expect(isClockTime("9:00")).toBe(false);
    expect(isClockTime("09:60")).toBe(false);
  });
});

describe("a typed day's form", () => {
  const typed = { date: "2026-11-30", start: "08:00", end: "16:00", breakMinutes: 30 };
  const problemOf = (change: Parameters<typeof wellFormedDay>[0]) => wellFormedDay({ ...typed, ...change }).problem;

  it("is a calendar date: 28 February 2026 accepted, 29 February and a missing one refused at the date", () => {
    expect(problemOf({ date: "2026-02-28" })).toBeNull();
    expect(problemOf({ date: "2026-02-29" })).toEqual({ part: "date", code: "DATE_INVALID" });
    expect(problemOf({ date: null })).toEqual({ part: "date", code: "DATE_INVALID" });
  });

  it("has a start and an end from 00:00 to 23:59, each refused at its own part", () => {
    expect(problemOf({ start: "00:00", end: "23:59" })).toBeNull();
    expect(problemOf({ start: "24:00" })).toEqual({ part: "start", code: "TIME_INVALID" });
    expect(problemOf({ end: "24:00" })).toEqual({ part: "end", code: "TIME_INVALID" });
    expect(problemOf({ end: null })).toEqual({ part: "end", code: "TIME_INVALID" });
  });

  it("has a whole break from 0 to 240 minutes, none being 0: -1, 30.5 and 241 refused", () => {
    expect(problemOf({ breakMinutes: 0 })).toBeNull();
    expect(problemOf({ breakMinutes: 240 })).toBeNull();
    expect(wellFormedDay({ ...typed, breakMinutes: null })).toEqual({ day: { ...typed, breakMinutes: 0 }, problem: null });
    for (const breakMinutes of [-1, 30.5, 241]) expect(problemOf({ breakMinutes })).toEqual({ part: "breakMinutes", code: "BREAK_INVALID" });
  });

  it("says the first part in the way, in the order of the form", () => {
    expect(problemOf({ date: "soon", start: "8", breakMinutes: 300 })).toEqual({ part: "date", code: "DATE_INVALID" });
    expect(problemOf({ start: "8", end: "9", breakMinutes: 300 })).toEqual({ part: "start", code: "TIME_INVALID" });
  });

  it("is readable with a break too long, which only the schedule's rules refuse", () => {
    expect(readableDay({ ...typed, breakMinutes: 241 })).toEqual({ ...typed, breakMinutes: 241 });
    expect(readableDay({ ...typed, breakMinutes: -1 })).toBeNull();
    expect(readableDay({ ...typed, start: "8:00" })).toBeNull();
  });
});

describe("a day's shift", () => {
  it("needs at least one day", () => {
    expect(scheduleProblems([], { now: NOW })).toEqual([{ code: "SCHEDULE_EMPTY", date: null }]);
  });

  it("is at least 3 hours of work: 2:59 refused, 3:00 accepted", () => {
    expect(codes([day("2026-11-25", "08:00", "10:59")])).toEqual(["2026-11-25:SHIFT_TOO_SHORT"]);
    expect(codes([day("2026-11-25", "08:00", "11:00")])).toEqual([]);
  });

  it("a 2-hour shift is too short", () => {
    expect(codes([day("2026-11-25", "08:00", "10:00")])).toEqual(["2026-11-25:SHIFT_TOO_SHORT"]);
  });

  it("is at most 12 hours of work without the break: 12:00 accepted, 12:01 and a 13-hour shift refused", () => {
    expect(codes([day("2026-11-25", "06:00", "18:00")])).toEqual([]);
    expect(codes([day("2026-11-25", "06:00", "18:01")])).toEqual(["2026-11-25:SHIFT_TOO_LONG"]);
    expect(codes([day("2026-11-25", "06:00", "19:00")])).toEqual(["2026-11-25:SHIFT_TOO_LONG"]);
    expect(codes([day("2026-11-25", "06:00", "19:00", 60)])).toEqual([]);
  });

  it("counts the break out: 3:30 with a 31-minute break is too short, with 30 minutes it is not", () => {
    expect(codes([day("2026-11-25", "08:00", "11:30", 31)])).toEqual(["2026-11-25:SHIFT_TOO_SHORT"]);
    expect(codes([day("2026-11-25", "08:00", "11:30", 30)])).toEqual([]);
  });

  it("has working time above 0: a break as long as the shift is refused", () => {
    expect(codes([day("2026-11-25", "08:00", "12:00", 240)])).toEqual(["2026-11-25:WORKING_TIME_NOT_POSITIVE"]);
    expect(codes([day("2026-11-25", "08:00", "12:00", 239)])).toEqual(["2026-11-25:SHIFT_TOO_SHORT"]);
  });

  it("ends the next day when its end is not after its start", () => {
    expect(workedMinutes(day("2026-11-25", "22:00", "06:00"))).toBe(8 * 60);
    expect(workedMinutes(day("2026-11-25", "08:00", "08:00"))).toBe(24 * 60);
  });

  it("counts the hour the clocks lose at the end of March and gain at the end of October", () => {
    expect(workedMinutes(day("2026-03-28", "22:00", "06:00"))).toBe(7 * 60);
    expect(workedMinutes(day("2026-10-24", "22:00", "06:00"))).toBe(9 * 60);
    // 22:00 to 10:00 is 12 hours of wall-clock time, but 13 on the night summer time ends.
    expect(codes([day("2026-10-24", "22:00", "10:00")], new Date("2026-10-01T00:00:00Z"))).toEqual(["2026-10-24:SHIFT_TOO_LONG"]);
    expect(codes([day("2026-03-28", "22:00", "10:00")], new Date("2026-03-01T00:00:00Z"))).toEqual([]);
  });

  it("names a date given twice", () => {
    expect(codes([day("2026-11-25", "08:00", "16:00"), day("2026-11-25", "08:00", "16:00")])).toEqual(["2026-11-25:DAY_REPEATED"]);
  });
});

describe("rest between working days", () => {
  it("is at least 8 hours across midnight: 7:59 refused, 8:00 accepted", () => {
    expect(codes([day("2026-11-25", "14:00", "22:00"), day("2026-11-26", "05:59", "12:00")])).toEqual(["2026-11-26:REST_TOO_SHORT"]);
    expect(codes([day("2026-11-25", "14:00", "22:00"), day("2026-11-26", "06:00", "12:00")])).toEqual([]);
  });

  it("7 hours of rest are refused on the day after", () => {
    expect(codes([day("2026-11-25", "15:00", "23:00"), day("2026-11-26", "06:00", "14:00")])).toEqual(["2026-11-26:REST_TOO_SHORT"]);
  });

  it("follows a night shift into the next day and across weeks", () => {
    // Sunday night to Monday 06:00, then Monday 13:00: 7 hours of rest.
    expect(codes([day("2026-11-29", "22:00", "06:00"), day("2026-11-30", "13:00", "21:00")])).toEqual(["2026-11-30:REST_TOO_SHORT"]);
    expect(codes([day("2026-11-29", "22:00", "06:00"), day("2026-11-30", "14:00", "21:00")])).toEqual([]);
  });

  it("counts the hour the clocks gain: 22:00 to 05:30 on the night summer time ends is 8:30 of rest", () => {
    const before = new Date("2026-10-01T00:00:00Z");
    expect(codes([day("2026-10-24", "13:00", "22:00"), day("2026-10-25", "05:30", "12:00")], before)).toEqual([]);
    expect(codes([day("2026-03-28", "13:00", "22:00"), day("2026-03-29", "06:30", "12:00")], new Date("2026-03-01T00:00:00Z"))).toEqual([
      "2026-03-29:REST_TOO_SHORT",
    ]);
  });

  it("is checked in date order, whatever order the days come in", () => {
    expect(codes([day("2026-11-26", "06:00", "12:00"), day("2026-11-25", "15:00", "23:00")])).toEqual(["2026-11-26:REST_TOO_SHORT"]);
  });
});

describe("the start", () => {
  it("is at least 1 hour from now: 59 minutes refused, 60 accepted", () => {
    expect(codes([day("2026-11-23", "09:59", "17:00")])).toEqual(["2026-11-23:START_TOO_SOON"]);
    expect(codes([day("2026-11-23", "10:00", "17:00")])).toEqual([]);
  });

  it("30 minutes from now is refused", () => {
    expect(codes([day("2026-11-23", "09:30", "17:00")])).toEqual(["2026-11-23:START_TOO_SOON"]);
  });

  it("is Belgian time whatever the server's time zone", () => {
    const saved = process.env.TZ;
    try {
      for (const zone of ["UTC", "America/New_York", "Asia/Tokyo"]) {
        process.env.TZ = zone;
        expect(codes([day("2026-11-23", "09:59", "17:00")])).toEqual(["2026-11-23:START_TOO_SOON"]);
        expect(codes([day("2026-11-23", "10:00", "17:00")])).toEqual([]);
      }
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it("only concerns the days added or changed", () => {
    const days = [day("2026-11-23", "06:00", "14:00"), day("2026-11-24", "06:00", "14:00")];
    expect(scheduleProblems(days, { now: NOW, newDays: new Set(["2026-11-24"]) })).toEqual([]);
    expect(scheduleProblems(days, { now: NOW, newDays: new Set(["2026-11-23"]) })).toEqual([{ code: "START_TOO_SOON", date: "2026-11-23" }]);
  });
});

describe("changing a schedule", () => {
  const before = [day("2026-11-23", "06:00", "14:00"), day("2026-11-24", "06:00", "14:00"), day("2026-11-25", "06:00", "14:00")];

  it("leaves a started day alone, and refuses to change or remove it", () => {
    const changed = [day("2026-11-23", "06:00", "13:00"), ...before.slice(1)];
    expect(changeOfSchedule(before, changed, NOW).problems).toEqual([{ code: "DAY_ALREADY_STARTED", date: "2026-11-23" }]);
    expect(changeOfSchedule(before, before.slice(1), NOW).problems).toEqual([{ code: "DAY_ALREADY_STARTED", date: "2026-11-23" }]);
    expect(changeOfSchedule(before, before, NOW).problems).toEqual([]);
  });

  it("a day that starts at this very minute has started; one a minute later has not", () => {
    const starting = [day("2026-11-23", "09:00", "17:00")];
    expect(changeOfSchedule(starting, [], NOW).problems).toEqual([{ code: "DAY_ALREADY_STARTED", date: "2026-11-23" }]);
    const later = [day("2026-11-23", "09:01", "17:00")];
    expect(changeOfSchedule(later, [], NOW).problems).toEqual([]);
  });

  it("names the days added or changed", () => {
    const after = [...before.slice(0, 2), day("2026-11-25", "07:00", "14:00"), day("2026-11-26", "06:00", "14:00")];
    expect([...changeOfSchedule(before, after, NOW).newDays]).toEqual(["2026-11-25", "2026-11-26"]);
  });
});

describe("full-time weeks", () => {
  const week = (hoursPerDay: number) =>
    ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map((date) =>
      day(date, "08:00", `${String(8 + hoursPerDay).padStart(2, "0")}:00`, 0),
    );

  it("sums the minutes of each week by its Monday", () => {
    expect([...minutesPerWeek(week(8))]).toEqual([["2026-11-30", 40 * 60]]);
  });

  it("asks to confirm a week above the committee's full-time week when ADV does not apply: 38 h no, 38 h 01 yes", () => {
    const days = week(7);
    days.push(day("2026-12-05", "08:00", "11:00"));
    expect(weeksNeedingFullTimeConfirmation(days, () => 38)).toEqual([]);
    days[5] = day("2026-12-05", "08:00", "11:01");
    expect(weeksNeedingFullTimeConfirmation(days, () => 38)).toEqual([{ monday: "2026-11-30", hours: 38.02, limitHours: 38 }]);
  });

  it("asks nothing when the committee's average is below the legal 38 hours (ADV days)", () => {
    expect(weeksNeedingFullTimeConfirmation(week(8), () => 37.99)).toEqual([]);
    expect(weeksNeedingFullTimeConfirmation(week(8), () => 38)).toEqual([{ monday: "2026-11-30", hours: 40, limitHours: 38 }]);
  });

  it("takes the average of the week's year", () => {
    expect(weeksNeedingFullTimeConfirmation(week(8), (year) => (year === 2026 ? 40 : 38))).toEqual([]);
  });
});

describe("totals", () => {
  it("gives the period and the minutes of a schedule", () => {
    const days = [day("2026-12-02", "08:00", "12:00"), day("2026-11-30", "08:00", "16:00", 30)];
    expect(periodOf(days)).toEqual({ startDate: "2026-11-30", endDate: "2026-12-02" });
    expect(periodOf([])).toBeNull();
    expect(totalMinutes(days)).toBe(4 * 60 + 7 * 60 + 30);
  });
});
