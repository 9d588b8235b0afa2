import type { ScheduleDay } from "./contract-schedule";
import { hoursOfMinutes } from "./contract-schedule";
import { studentHoursQuotaOf, studentHoursRunOut, studentMinutesLeft, yearsOf } from "./student-hours";

const day = (date: string, start: string, end: string, breakMinutes = 0): ScheduleDay => ({ date, start, end, breakMinutes });
const left = (entries: [number, number][]) => new Map(entries);

describe("the yearly quota", () => {
  it("is 475 hours until 2022, 600 in 2023 and 2024, 650 from 2025", () => {
    expect([2022, 2023, 2024, 2025, 2027].map(studentHoursQuotaOf)).toEqual([475, 600, 600, 650, 650]);
  });
});

describe("the minutes left in a year", () => {
  it("are the hours from outside less the booked days' worked minutes, breaks left out", () => {
    const booked = [day("2026-12-01", "08:00", "16:30", 30), day("2026-12-02", "08:00", "12:00")];
    expect(studentMinutesLeft([2026], () => 20, booked)).toEqual(left([[2026, 20 * 60 - 8 * 60 - 4 * 60]]));
  });

  it("count each booked day in the year of its date only, a night shift of 31 December in that year", () => {
    const booked = [day("2026-12-31", "22:00", "06:00"), day("2027-01-01", "22:00", "06:00")];
    expect(studentMinutesLeft([2026, 2027], (year) => (year === 2026 ? 10 : 650), booked)).toEqual(
      left([
        [2026, 10 * 60 - 8 * 60],
        [2027, 650 * 60 - 8 * 60],
      ]),
    );
  });

  it("keep the hundredths of an hour the database stores as whole minutes", () => {
    expect(studentMinutesLeft([2026], () => 7.25, [])).toEqual(left([[2026, 435]]));
  });

  it("count the real length of a night across the change from summer time (9 hours for 22:00 to 06:00)", () => {
    expect(studentMinutesLeft([2026], () => 10, [day("2026-10-24", "22:00", "06:00")])).toEqual(left([[2026, 60]]));
  });
});

describe("where a schedule runs out of student hours", () => {
  it("accepts a schedule that leaves exactly zero, and refuses one minute more at that day", () => {
    const days = [day("2026-12-01", "08:00", "16:00"), day("2026-12-02", "08:00", "12:00")];
    expect(studentHoursRunOut(days, left([[2026, 12 * 60]]))).toBeNull();
    expect(studentHoursRunOut([days[0], day("2026-12-02", "08:00", "12:01")], left([[2026, 12 * 60]]))).toEqual({
      date: "2026-12-02",
      year: 2026,
      minutesLeft: 4 * 60,
    });
  });

  it("finds the day in the order worked, whatever the order typed", () => {
    const days = [day("2026-12-03", "08:00", "16:00"), day("2026-12-01", "08:00", "16:00")];
    expect(studentHoursRunOut(days, left([[2026, 10 * 60]]))).toEqual({ date: "2026-12-03", year: 2026, minutesLeft: 2 * 60 });
  });

  it("spends a schedule from 31 December to 1 January in each day's own year", () => {
    const days = [day("2026-12-31", "08:00", "16:00"), day("2027-01-01", "08:00", "16:00")];
    expect(
      studentHoursRunOut(
        days,
        left([
          [2026, 8 * 60],
          [2027, 8 * 60],
        ]),
      ),
    ).toBeNull();
    expect(
      studentHoursRunOut(
        days,
        left([
          [2026, 8 * 60],
          [2027, 8 * 60 - 1],
        ]),
      ),
    ).toEqual({ date: "2027-01-01", year: 2027, minutesLeft: 479 });
    expect(
      studentHoursRunOut(
        days,
        left([
          [2026, 8 * 60 - 1],
          [2027, 650 * 60],
        ]),
      ),
    ).toEqual({ date: "2026-12-31", year: 2026, minutesLeft: 479 });
  });

  it("says no minutes left, never fewer, when a year is already below zero", () => {
    expect(studentHoursRunOut([day("2026-12-01", "08:00", "11:00")], left([[2026, -30]]))).toEqual({ date: "2026-12-01", year: 2026, minutesLeft: 0 });
  });
});

describe("helpers", () => {
  it("name the years of a schedule, or the fallback's year when it has no days", () => {
    expect(yearsOf([{ date: "2027-01-01" }, { date: "2026-12-31" }, { date: "2027-01-02" }], "2026-11-26")).toEqual([2026, 2027]);
    expect(yearsOf([], "2026-11-26")).toEqual([2026]);
  });

  it("say minutes as hours with two decimals", () => {
    expect([hoursOfMinutes(90), hoursOfMinutes(61), hoursOfMinutes(0)]).toEqual([1.5, 1.02, 0]);
  });
});
