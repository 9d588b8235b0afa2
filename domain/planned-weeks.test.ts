import { planMismatch, plannedDays, plannedMinutes, type WeeklyPlan } from "./planned-weeks";
import { DAILY_LIMIT_MINUTES, type TimesheetDayEntry } from "./timesheet-rules";

const SHIFT = { start: "07:00", end: "15:30", breakMinutes: 30 };
/** Monday to Friday 8 hours. */
const PLAN: WeeklyPlan = { 1: SHIFT, 2: SHIFT, 3: SHIFT, 4: SHIFT, 5: SHIFT };
// The week of Monday 16 November 2026.
const DATES = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22"];
const AFTER_THE_WEEK = "2026-11-23";

const asPlanned = () => plannedDays(DATES, PLAN);
const draft = (days: TimesheetDayEntry[], endDate = "2026-11-22") => ({ status: "draft" as const, endDate, days });
const changed = (index: number, change: Partial<TimesheetDayEntry>) => asPlanned().map((day, at) => (at === index ? { ...day, ...change } : day));

describe("plannedMinutes", () => {
  it("counts a shift less its break, one past midnight, and nothing on a day not planned", () => {
    expect(plannedMinutes(PLAN, "2026-11-16")).toBe(480);
    expect(plannedMinutes(PLAN, "2026-11-21")).toBe(0);
    expect(plannedMinutes({ 1: { start: "22:00", end: "06:00", breakMinutes: 0 } }, "2026-11-16")).toBe(480);
  });
});

describe("planMismatch", () => {
  it("approves a draft that ended before today with the planned hours, rules kept and no absence", () => {
    expect(planMismatch(draft(asPlanned()), PLAN, AFTER_THE_WEEK)).toBeNull();
    // A remark does not keep a week from matching the plan.
    expect(planMismatch(draft(changed(0, { remark: "Fine" })), PLAN, AFTER_THE_WEEK)).toBeNull();
  });

  it("leaves a week made final or never saved", () => {
    expect(planMismatch({ ...draft(asPlanned()), status: "final" }, PLAN, AFTER_THE_WEEK)).toEqual({ code: "ALREADY_FINAL" });
    expect(planMismatch({ ...draft(asPlanned()), status: null }, PLAN, AFTER_THE_WEEK)).toEqual({ code: "NOT_ENTERED" });
  });

  it("leaves a week until the day after its last day", () => {
    expect(planMismatch(draft(asPlanned()), PLAN, "2026-11-22")).toEqual({ code: "NOT_OVER", date: "2026-11-22" });
    // A week clipped to a contract that ends on the Wednesday is over on the Thursday.
    const clipped = draft(plannedDays(DATES.slice(0, 3), PLAN), "2026-11-18");
    expect(planMismatch(clipped, PLAN, "2026-11-18")).toEqual({ code: "NOT_OVER", date: "2026-11-18" });
    expect(planMismatch(clipped, PLAN, "2026-11-19")).toBeNull();
  });

  it("leaves a week that breaks a timesheet rule, at its day, and an empty one as a whole", () => {
    const over = planMismatch(
      draft(changed(2, { minutes: DAILY_LIMIT_MINUTES + 1 })),
      { ...PLAN, 3: { start: "06:00", end: "17:01", breakMinutes: 0 } },
      AFTER_THE_WEEK,
    );
    expect(over).toEqual({ code: "RULE_BROKEN", date: "2026-11-18" });
    // Eleven hours planned and entered is within the rule.
    expect(
      planMismatch(draft(changed(2, { minutes: DAILY_LIMIT_MINUTES })), { ...PLAN, 3: { start: "06:00", end: "17:00", breakMinutes: 0 } }, AFTER_THE_WEEK),
    ).toBeNull();
    const weekend = plannedDays(DATES.slice(5), PLAN);
    expect(planMismatch(draft(weekend), PLAN, AFTER_THE_WEEK)).toEqual({ code: "RULE_BROKEN", date: null });
  });

  it("leaves a week with an absence, even on a day not planned", () => {
    expect(planMismatch(draft(changed(1, { minutes: 0, absent: true, absenceReason: "sickness" })), PLAN, AFTER_THE_WEEK)).toEqual({
      code: "ABSENT",
      date: "2026-11-17",
    });
    expect(planMismatch(draft(changed(6, { absent: true, absenceReason: "public_holiday" })), PLAN, AFTER_THE_WEEK)).toEqual({
      code: "ABSENT",
      date: "2026-11-22",
    });
  });

  it("leaves a week with a minute less or more than planned on a day, saying the first such day", () => {
    expect(planMismatch(draft(changed(4, { minutes: 479 })), PLAN, AFTER_THE_WEEK)).toEqual({
      code: "HOURS_DIFFER",
      date: "2026-11-20",
      hours: 7.98,
      plannedHours: 8,
    });
    expect(planMismatch(draft(changed(5, { minutes: 60 })), PLAN, AFTER_THE_WEEK)).toEqual({
      code: "HOURS_DIFFER",
      date: "2026-11-21",
      hours: 1,
      plannedHours: 0,
    });
    expect(planMismatch(draft(changed(0, { minutes: 481 })), PLAN, AFTER_THE_WEEK)).toMatchObject({ code: "HOURS_DIFFER", date: "2026-11-16" });
  });
});
