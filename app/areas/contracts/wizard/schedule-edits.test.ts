import type { ScheduleDayDraft } from "~domain/contract";
import { anchorAfterEdit, applyScheduleEdit, inDateOrder, scheduleEditOf, scheduleIntent, weeksOf } from "./schedule-edits";

const day = (date: string | null, start = "08:00", end = "16:30", breakMinutes: number | null = 30): ScheduleDayDraft => ({ date, start, end, breakMinutes });
const datesOf = (days: ScheduleDayDraft[]) => days.map((each) => each.date);

// Wednesday 25 November 2026; Monday 30 November is the first Monday after it.
const FIRST_DATE = "2026-11-25";

describe("the edit a button asks for", () => {
  it("reads each of the editor's intents", () => {
    expect(scheduleEditOf(scheduleIntent.addDay)).toEqual({ kind: "add-day" });
    expect(scheduleEditOf(scheduleIntent.addWeek)).toEqual({ kind: "add-week" });
    expect(scheduleEditOf(scheduleIntent.removeDay(3))).toEqual({ kind: "remove-day", index: 3 });
    expect(scheduleEditOf("remove-day:0")).toEqual({ kind: "remove-day", index: 0 });
    expect(scheduleEditOf(scheduleIntent.removeWeek("2026-11-30"))).toEqual({ kind: "remove-week", monday: "2026-11-30" });
  });

  it("is none for the wizard's own buttons, nothing or garbage", () => {
    for (const intent of [null, "", "next", "previous", "add-days", "remove-day", "remove-day:", "remove-day:-1", "remove-day:1.5", "remove-day:x"]) {
      expect(scheduleEditOf(intent)).toBeNull();
    }
    for (const intent of ["remove-week", "remove-week:", "remove-week:2026-13-01", "remove-week:monday", "remove-weeks:2026-11-30"]) {
      expect(scheduleEditOf(intent)).toBeNull();
    }
    expect(scheduleEditOf(new File([], "add-day"))).toBeNull();
  });
});

describe("adding a day", () => {
  it("follows the last day with its hours", () => {
    const days = [day("2026-11-26", "09:00", "17:00", 45), day("2026-11-27", "07:00", "15:00", 15)];
    expect(applyScheduleEdit(days, { kind: "add-day" }, FIRST_DATE)).toEqual([...days, day("2026-11-28", "07:00", "15:00", 15)]);
  });

  it("follows the last day by date, whatever the order typed", () => {
    const days = [day("2026-11-27", "07:00", "15:00", 15), day("2026-11-26", "09:00", "17:00", 45)];
    expect(applyScheduleEdit(days, { kind: "add-day" }, FIRST_DATE)).toEqual([
      day("2026-11-26", "09:00", "17:00", 45),
      day("2026-11-27", "07:00", "15:00", 15),
      day("2026-11-28", "07:00", "15:00", 15),
    ]);
  });

  it("crosses a month's end", () => {
    expect(datesOf(applyScheduleEdit([day("2026-11-30")], { kind: "add-day" }, FIRST_DATE))).toEqual(["2026-11-30", "2026-12-01"]);
  });

  it("is the first date with a usual day's hours when there is none", () => {
    expect(applyScheduleEdit([], { kind: "add-day" }, FIRST_DATE)).toEqual([{ date: FIRST_DATE, start: "08:00", end: "16:30", breakMinutes: 30 }]);
  });

  it("keeps the days without a readable date, last", () => {
    const undated = day(null, "10:00", "14:00", 0);
    const unreadable = day("someday");
    expect(applyScheduleEdit([undated, unreadable], { kind: "add-day" }, FIRST_DATE)).toEqual([day(FIRST_DATE), undated, unreadable]);
    expect(datesOf(applyScheduleEdit([undated, day("2026-11-26")], { kind: "add-day" }, FIRST_DATE))).toEqual(["2026-11-26", "2026-11-27", null]);
  });
});

describe("adding a week", () => {
  it("repeats the last week's days seven days later", () => {
    const days = [day("2026-11-23", "08:00", "16:00", 30), day("2026-11-30", "09:00", "17:00", 45), day("2026-12-02", "06:00", "14:00", 15)];
    expect(applyScheduleEdit(days, { kind: "add-week" }, FIRST_DATE)).toEqual([
      ...days,
      day("2026-12-07", "09:00", "17:00", 45),
      day("2026-12-09", "06:00", "14:00", 15),
    ]);
  });

  it("takes the last week by date, whatever the order typed", () => {
    const days = [day("2026-12-01", "10:00", "18:00", 0), day("2026-11-24")];
    expect(applyScheduleEdit(days, { kind: "add-week" }, FIRST_DATE)).toEqual([
      day("2026-11-24"),
      day("2026-12-01", "10:00", "18:00", 0),
      day("2026-12-08", "10:00", "18:00", 0),
    ]);
  });

  it("is, from an empty schedule, the working days of the first Monday from the first date on", () => {
    const usual = (date: string) => ({ date, start: "08:00", end: "16:30", breakMinutes: 30 });
    expect(applyScheduleEdit([], { kind: "add-week" }, FIRST_DATE)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"].map(usual));
  });

  it("starts on the first date itself when it is a Monday", () => {
    expect(datesOf(applyScheduleEdit([], { kind: "add-week" }, "2026-11-30"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(datesOf(applyScheduleEdit([], { kind: "add-week" }, "2026-11-29"))).toEqual(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    expect(datesOf(applyScheduleEdit([], { kind: "add-week" }, "2026-12-01"))).toEqual(["2026-12-07", "2026-12-08", "2026-12-09", "2026-12-10", "2026-12-11"]);
  });
});

describe("removing", () => {
  const days = [day("2026-11-30"), day("2026-12-01"), day("2026-12-07"), day(null), day("2026-12-06")];

  it("a day by its index in the form", () => {
    expect(datesOf(applyScheduleEdit(days, { kind: "remove-day", index: 1 }, FIRST_DATE))).toEqual(["2026-11-30", "2026-12-07", null, "2026-12-06"]);
    expect(datesOf(applyScheduleEdit(days, { kind: "remove-day", index: 3 }, FIRST_DATE))).toEqual(["2026-11-30", "2026-12-01", "2026-12-07", "2026-12-06"]);
  });

  it("no day for an index out of the form", () => {
    expect(applyScheduleEdit(days, { kind: "remove-day", index: 9 }, FIRST_DATE)).toEqual(days);
  });

  it("a week by its Monday, Sunday included, the days without a date kept", () => {
    expect(datesOf(applyScheduleEdit(days, { kind: "remove-week", monday: "2026-11-30" }, FIRST_DATE))).toEqual(["2026-12-07", null]);
    expect(datesOf(applyScheduleEdit(days, { kind: "remove-week", monday: "2026-12-07" }, FIRST_DATE))).toEqual([
      "2026-11-30",
      "2026-12-01",
      null,
      "2026-12-06",
    ]);
  });

  it("nothing for a week without days", () => {
    expect(applyScheduleEdit(days, { kind: "remove-week", monday: "2027-01-04" }, FIRST_DATE)).toEqual(days);
  });
});

describe("the days in date order", () => {
  it("sorts the dated days and keeps the others last, as typed", () => {
    const undated = day(null);
    const unreadable = day("2026-02-30");
    expect(inDateOrder([undated, day("2026-12-02"), unreadable, day("2026-11-30")])).toEqual([day("2026-11-30"), day("2026-12-02"), undated, unreadable]);
  });
});

describe("the weeks of a schedule", () => {
  it("groups the days by week, Monday first, each with its index in the form", () => {
    const days = [day("2026-11-30"), day("2026-12-06"), day("2026-12-07"), day("2026-12-01")];
    expect(weeksOf(days)).toEqual([
      {
        monday: "2026-11-30",
        days: [
          { day: days[0], index: 0 },
          { day: days[1], index: 1 },
          { day: days[3], index: 3 },
        ],
      },
      { monday: "2026-12-07", days: [{ day: days[2], index: 2 }] },
    ]);
  });

  it("puts the days without a readable date apart", () => {
    const days = [day("2026-12-02"), day(null), day("not a date"), day("2026-12-03")];
    expect(weeksOf(days)).toEqual([
      {
        monday: "2026-11-30",
        days: [
          { day: days[0], index: 0 },
          { day: days[3], index: 3 },
        ],
      },
      {
        monday: null,
        days: [
          { day: days[1], index: 1 },
          { day: days[2], index: 2 },
        ],
      },
    ]);
  });

  it("is none for no days", () => {
    expect(weeksOf([])).toEqual([]);
  });
});

describe("anchorAfterEdit", () => {
  const before = [day("2026-11-30"), day("2026-12-02")];

  it("names the first day an edit added, at its place in the new order", () => {
    const after = applyScheduleEdit(before, { kind: "add-day" }, FIRST_DATE);
    expect(anchorAfterEdit("contract-schedule", before, after)).toBe("contract-schedule-days[2]");
    const week = applyScheduleEdit(before, { kind: "add-week" }, FIRST_DATE);
    expect(anchorAfterEdit("extension-schedule", before, week)).toBe("extension-schedule-days[2]");
  });

  it("is the editor itself after a removal", () => {
    const after = applyScheduleEdit(before, { kind: "remove-day", index: 0 }, FIRST_DATE);
    expect(anchorAfterEdit("contract-schedule", before, after)).toBe("schedule-editor");
  });
});
