import { parseWithZod } from "@conform-to/zod/v4";
import { CALENDAR_PROBLEM_CODES } from "~domain/employee-calendar";
import type { z } from "zod";
import {
  SCHEDULE_MESSAGES,
  ScheduleEditSchema,
  ScheduleFormSchema,
  breakMinutesOf,
  clockTimeOf,
  scheduleFieldOf,
  scheduleFormValues,
  scheduleStepSchema,
  toScheduleInput,
} from "./schedule.schema";

// Wednesday 25 November 2026, 11:00 in Brussels (winter time, UTC+1).
const NOW = new Date("2026-11-25T10:00:00Z");

type TypedDay = { date?: string; start?: string; end?: string; breakMinutes?: string };

function formDataOf(days: TypedDay[], extra: Record<string, string> = {}) {
  const formData = new FormData();
  days.forEach((day, index) => {
    for (const [name, value] of Object.entries(day)) formData.append(`days[${index}].${name}`, value);
  });
  for (const [name, value] of Object.entries(extra)) formData.append(name, value);
  return formData;
}

const parse = (schema: z.ZodTypeAny, days: TypedDay[], extra?: Record<string, string>) => parseWithZod(formDataOf(days, extra), { schema });

const errorsOf = (days: TypedDay[], now = NOW) => {
  const submission = parse(scheduleStepSchema(now), days);
  return (submission.status === "error" ? submission.error : null) ?? {};
};

const typed = (date: string, start: string, end: string, breakMinutes = ""): TypedDay => ({ date, start, end, breakMinutes });

describe("a typed clock time", () => {
  it("reads the usual ways of writing it as HH:mm", () => {
    expect(clockTimeOf("8:00")).toBe("08:00");
    expect(clockTimeOf("0800")).toBe("08:00");
    expect(clockTimeOf("800")).toBe("08:00");
    expect(clockTimeOf("8h30")).toBe("08:30");
    expect(clockTimeOf("8.15")).toBe("08:15");
    expect(clockTimeOf("8u45")).toBe("08:45");
    expect(clockTimeOf(" 17:30 ")).toBe("17:30");
    expect(clockTimeOf("23:59")).toBe("23:59");
  });

  it("keeps anything else as typed (trimmed)", () => {
    expect(clockTimeOf("noon")).toBe("noon");
    expect(clockTimeOf(" 25:00 ")).toBe("25:00");
    expect(clockTimeOf("8:60")).toBe("8:60");
    expect(clockTimeOf("8")).toBe("8");
  });

  it("is none when nothing is typed", () => {
    expect(clockTimeOf("")).toBeNull();
    expect(clockTimeOf("   ")).toBeNull();
    expect(clockTimeOf(undefined)).toBeNull();
  });
});

describe("a typed break", () => {
  it("is a whole number of minutes, none being 0", () => {
    expect(breakMinutesOf("30")).toBe(30);
    expect(breakMinutesOf(" 45 ")).toBe(45);
    expect(breakMinutesOf("0")).toBe(0);
    expect(breakMinutesOf("")).toBe(0);
    expect(breakMinutesOf("  ")).toBe(0);
    expect(breakMinutesOf(undefined)).toBe(0);
  });

  it("is unreadable (null) when it is no whole number", () => {
    for (const typedBreak of ["abc", "30.5", "-5", "30 min", "12345"]) expect(breakMinutesOf(typedBreak)).toBeNull();
  });
});

describe("the schedule as typed", () => {
  it("never fails and keeps the typed order", () => {
    const submission = parse(
      ScheduleFormSchema.transform(toScheduleInput),
      [typed("2026-12-02", "9:00", "17h00", "30"), typed(" 2026-11-30 ", "nonsense", "", "abc")],
      {
        fullTimeConfirmed: "on",
      },
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      days: [
        { date: "2026-12-02", start: "09:00", end: "17:00", breakMinutes: 30 },
        { date: "2026-11-30", start: "nonsense", end: null, breakMinutes: null },
      ],
      fullTimeConfirmed: true,
    });
  });

  it("is an empty schedule, not confirmed, when nothing is sent", () => {
    const submission = parse(ScheduleFormSchema.transform(toScheduleInput), []);
    expect(submission.status === "success" && submission.value).toEqual({ days: [], fullTimeConfirmed: false });
  });

  it("shows a saved schedule in the form", () => {
    expect(
      scheduleFormValues({
        days: [
          { date: "2026-11-30", start: "08:00", end: "16:30", breakMinutes: 30 },
          { date: null, start: null, end: null, breakMinutes: null },
        ],
        fullTimeConfirmed: true,
      }),
    ).toEqual({
      days: [
        { date: "2026-11-30", start: "08:00", end: "16:30", breakMinutes: "30" },
        { date: undefined, start: undefined, end: undefined, breakMinutes: undefined },
      ],
      fullTimeConfirmed: "on",
    });
    expect(scheduleFormValues({ days: [], fullTimeConfirmed: null }).fullTimeConfirmed).toBeUndefined();
  });
});

describe("the editor's buttons", () => {
  it("save whatever is typed, even days that break the rules", () => {
    const submission = parse(ScheduleEditSchema, [typed("2026-11-25", "08:00", "09:00"), typed("", "", "")]);
    expect(submission.status).toBe("success");
  });

  it("refuse a break that is no number, at its day", () => {
    const submission = parse(ScheduleEditSchema, [typed("2026-11-30", "08:00", "16:00", "30"), typed("2026-12-01", "08:00", "16:00", "half an hour")]);
    expect(submission.status === "error" && submission.error).toEqual({ "days[1].breakMinutes": [SCHEDULE_MESSAGES.BREAK_INVALID] });
  });
});

describe("Next on the Schedule step", () => {
  it("accepts a schedule that keeps every rule", () => {
    const submission = parse(scheduleStepSchema(NOW), [typed("2026-11-30", "8:00", "16h30", "30"), typed("2026-12-01", "08:00", "16:30", "30")]);
    expect(submission.status).toBe("success");
  });

  it("asks for at least one day, above the days", () => {
    expect(errorsOf([])).toEqual({ days: [SCHEDULE_MESSAGES.SCHEDULE_EMPTY] });
    expect(SCHEDULE_MESSAGES.SCHEDULE_EMPTY).toBe("contracts:wizard.schedule.errors.empty");
  });

  it("refuses a 2-hour shift as too short, at its day", () => {
    expect(errorsOf([typed("2026-11-30", "08:00", "10:00")])).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.tooShort?hours=2&limitHours=3"] });
  });

  it("refuses a 13-hour shift as too long, at its day", () => {
    expect(errorsOf([typed("2026-11-30", "06:00", "19:00")])).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.tooLong?hours=13&limitHours=12"] });
  });

  it("accepts exactly 3 and exactly 12 hours of work", () => {
    expect(errorsOf([typed("2026-11-30", "08:00", "11:00")])).toEqual({});
    expect(errorsOf([typed("2026-11-30", "06:00", "18:00")])).toEqual({});
    expect(errorsOf([typed("2026-11-30", "06:00", "19:00", "60")])).toEqual({});
  });

  it("refuses 7:59 of rest between two days at the second, and accepts 8 hours", () => {
    expect(errorsOf([typed("2026-11-27", "14:00", "23:00"), typed("2026-11-28", "06:59", "15:00")])).toEqual({
      "days[1]": ["contracts:wizard.schedule.errors.restTooShort?hours=7.98&limitHours=8"],
    });
    expect(errorsOf([typed("2026-11-27", "14:00", "23:00"), typed("2026-11-28", "07:00", "15:00")])).toEqual({});
  });

  it("refuses a start 30 minutes from now, and accepts one an hour from now", () => {
    expect(errorsOf([typed("2026-11-25", "11:30", "15:30")])).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.startTooSoon"] });
    expect(errorsOf([typed("2026-11-25", "12:00", "16:00")])).toEqual({});
  });

  it("says each problem at the day's index as typed, even out of date order", () => {
    expect(errorsOf([typed("2026-11-28", "06:59", "15:00"), typed("2026-12-01", "08:00", "10:00"), typed("2026-11-27", "14:00", "23:00")])).toEqual({
      "days[0]": ["contracts:wizard.schedule.errors.restTooShort?hours=7.98&limitHours=8"],
      "days[1]": ["contracts:wizard.schedule.errors.tooShort?hours=2&limitHours=3"],
    });
  });

  it("says a repeated day at its second typing", () => {
    expect(errorsOf([typed("2026-11-30", "08:00", "16:00"), typed("2026-12-01", "08:00", "16:00"), typed("2026-11-30", "09:00", "17:00")])).toEqual({
      "days[2]": ["contracts:wizard.schedule.errors.repeated"],
    });
  });

  it("refuses an unreadable break at its field", () => {
    const errors = errorsOf([typed("2026-11-30", "08:00", "16:00", "30"), typed("2026-12-01", "08:00", "16:00", "abc")]);
    expect(errors).toEqual({ "days[1].breakMinutes": [SCHEDULE_MESSAGES.BREAK_INVALID] });
  });

  it("refuses a break above 4 hours at its field", () => {
    expect(errorsOf([typed("2026-11-30", "06:00", "18:00", "241")])).toEqual({ "days[0].breakMinutes": [SCHEDULE_MESSAGES.BREAK_INVALID] });
  });

  it("refuses an unreadable date or time at its field, before any day's rules", () => {
    expect(
      errorsOf([
        typed("2026-02-30", "08:00", "16:00"),
        typed("2026-12-01", "noon", "16:00"),
        typed("2026-12-02", "08:00", ""),
        typed("2026-12-03", "08:00", "10:00"),
      ]),
    ).toEqual({
      "days[0].date": [SCHEDULE_MESSAGES.DATE_INVALID],
      "days[1].start": [SCHEDULE_MESSAGES.TIME_INVALID],
      "days[2].end": [SCHEDULE_MESSAGES.TIME_INVALID],
    });
  });

  it("reads the clock times as typed the usual ways", () => {
    expect(errorsOf([typed("2026-11-30", "0800", "8h30", "30")])).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.notPositive"] });
    expect(errorsOf([typed("2026-11-30", "0800", "8h30")])).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.tooShort?hours=0.5&limitHours=3"] });
    expect(errorsOf([typed("2026-11-30", "8.00", "1100")])).toEqual({});
  });

  it("checks at the given now", () => {
    const day = [typed("2026-11-30", "08:00", "16:00")];
    expect(errorsOf(day, new Date("2026-11-30T06:30:00Z"))).toEqual({ "days[0]": ["contracts:wizard.schedule.errors.startTooSoon"] });
    expect(errorsOf(day, new Date("2026-11-30T06:00:00Z"))).toEqual({});
  });
});

describe("where an API problem of the schedule is said", () => {
  it("at its day, at the confirmation, or above the days", () => {
    expect(scheduleFieldOf("schedule.days.0")).toBe("days[0]");
    expect(scheduleFieldOf("schedule.days.12")).toBe("days[12]");
    expect(scheduleFieldOf("schedule.fullTimeConfirmed")).toBe("fullTimeConfirmed");
    expect(scheduleFieldOf("schedule")).toBe("days");
    expect(scheduleFieldOf("schedule.days")).toBe("days");
    expect(scheduleFieldOf("schedule.days.x")).toBe("days");
    expect(scheduleFieldOf("general.wageCents")).toBe("days");
  });
});

describe("the employee's calendar, as the API refuses a day", () => {
  it("has a message for each of its refusals, said at the day", () => {
    for (const code of CALENDAR_PROBLEM_CODES) expect(SCHEDULE_MESSAGES[code]).toMatch(/^contracts:wizard\.schedule\.errors\./);
    expect(SCHEDULE_MESSAGES.EMPLOYEE_ALREADY_WORKS).toBe("contracts:wizard.schedule.errors.alreadyWorks");
  });
});
