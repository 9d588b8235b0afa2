// The Schedule step of the contract and extension wizards (part 2 §2 screens 9 and 10, §5): the days as
// typed, week by week. Next checks each day's rules here (domain/contract-schedule.ts) before the API
// checks them again with what it knows (the committee's full-time week, students, inflow).
import { z } from "zod";
import type { ContractSchedule, ContractScheduleProblemCode, ScheduleDayDraft } from "~domain/contract";
import { isClockTime, scheduleProblems, wellFormedDay, type ScheduleDay } from "~domain/contract-schedule";
import { checkbox, text, tickedOf } from "~/forms/lenient-fields";
import { addTextLineIssues } from "~/forms/text-lines";
import { messageWithValues, type FullKey, type MessageValues } from "~/platform/i18n/keys";

const DayFormSchema = z.object({ date: text, start: text, end: text, breakMinutes: text });

/** Everything as typed; parsing never fails, so Previous and the editor's buttons keep it. */
export const ScheduleFormSchema = z.object({
  days: z.array(DayFormSchema).optional().catch(undefined),
  fullTimeConfirmed: checkbox,
  /** The extension's contract notes (the remark of the contract it makes) and general remarks (for the office); the contract wizard has neither. */
  contractNotes: text,
  notes: text,
});
export type ScheduleForm = z.infer<typeof ScheduleFormSchema>;

const CLOCK = /^(\d{1,2})[:.hu]?(\d{2})$/;

/** "8:00", "8.00", "8h00" and "0800" are 08:00; anything else stays as typed. */
export function clockTimeOf(typed: string | undefined): string | null {
  const trimmed = typed?.trim() ?? "";
  if (!trimmed) return null;
  const match = CLOCK.exec(trimmed);
  const time = match ? `${match[1].padStart(2, "0")}:${match[2]}` : trimmed;
  return isClockTime(time) ? time : trimmed;
}

/** A break as typed: none is 0 minutes; null when it is not a whole number of minutes. */
export function breakMinutesOf(typed: string | undefined): number | null {
  const trimmed = typed?.trim() ?? "";
  if (!trimmed) return 0;
  return /^\d{1,4}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The days as typed, in the order typed (so that a problem's index is the form's); the editor's buttons sort them. */
export function toScheduleInput(form: ScheduleForm): ContractSchedule {
  const days: ScheduleDayDraft[] = (form.days ?? []).map((day) => ({
    date: day.date?.trim() || null,
    start: clockTimeOf(day.start),
    end: clockTimeOf(day.end),
    breakMinutes: breakMinutesOf(day.breakMinutes),
  }));
  return { days, fullTimeConfirmed: form.fullTimeConfirmed ?? false };
}

/** The saved schedule as the step's form shows it. */
export const scheduleFormValues = (schedule: { days: ScheduleDayDraft[]; fullTimeConfirmed: boolean | null }) => ({
  days: schedule.days.map((day) => ({
    date: day.date ?? undefined,
    start: day.start ?? undefined,
    end: day.end ?? undefined,
    breakMinutes: day.breakMinutes === null ? undefined : String(day.breakMinutes),
  })),
  fullTimeConfirmed: tickedOf(schedule.fullTimeConfirmed),
});

/** The message of each schedule rule, as the API and this step name them. */
export const SCHEDULE_MESSAGES: Record<ContractScheduleProblemCode, FullKey<"contracts">> = {
  SCHEDULE_EMPTY: "contracts:wizard.schedule.errors.empty",
  DAY_REPEATED: "contracts:wizard.schedule.errors.repeated",
  DATE_INVALID: "contracts:wizard.schedule.errors.dateInvalid",
  TIME_INVALID: "contracts:wizard.schedule.errors.timeInvalid",
  BREAK_INVALID: "contracts:wizard.schedule.errors.breakInvalid",
  WORKING_TIME_NOT_POSITIVE: "contracts:wizard.schedule.errors.notPositive",
  SHIFT_TOO_SHORT: "contracts:wizard.schedule.errors.tooShort",
  SHIFT_TOO_LONG: "contracts:wizard.schedule.errors.tooLong",
  REST_TOO_SHORT: "contracts:wizard.schedule.errors.restTooShort",
  START_TOO_SOON: "contracts:wizard.schedule.errors.startTooSoon",
  DAY_ALREADY_STARTED: "contracts:wizard.schedule.errors.started",
  NOT_AFTER_CONTRACT: "contracts:wizard.schedule.errors.notAfterContract",
  FULL_TIME_CONFIRMATION_REQUIRED: "contracts:wizard.schedule.errors.fullTime",
  STUDENT_HOURS_RUN_OUT: "contracts:wizard.schedule.errors.studentHoursRunOut",
  STUDENT_BIRTHDAY_IN_CONTRACT: "contracts:wizard.schedule.errors.studentBirthday",
  INFLOW_TOO_MANY_ATTEMPTS: "contracts:wizard.schedule.errors.inflowAttempts",
  INFLOW_NOT_WEEKLY: "contracts:wizard.schedule.errors.inflowWeekly",
  INFLOW_ATTEMPT_TOO_LONG: "contracts:wizard.schedule.errors.inflowAttemptLength",
  INFLOW_TOTAL_TOO_LONG: "contracts:wizard.schedule.errors.inflowTotalLength",
  INFLOW_TOO_MANY_CANDIDATES: "contracts:wizard.schedule.errors.inflowCandidates",
  CALENDAR_OVERLAP: "contracts:wizard.schedule.errors.calendarOverlap",
  CALENDAR_REST_TOO_SHORT: "contracts:wizard.schedule.errors.calendarRestTooShort",
  CALENDAR_DAY_TOO_LONG: "contracts:wizard.schedule.errors.calendarDayTooLong",
  EMPLOYEE_ALREADY_WORKS: "contracts:wizard.schedule.errors.alreadyWorks",
  // An extension re-checks the employee's eligibility at its own dates (docs/decisions/0041).
  CONTRACT_DATA_MISSING: "contracts:wizard.schedule.errors.unavailable.CONTRACT_DATA_MISSING",
  ID_CARD_EXPIRES: "contracts:wizard.schedule.errors.unavailable.ID_CARD_EXPIRES",
  RESIDENCE_PERMIT_EXPIRES: "contracts:wizard.schedule.errors.unavailable.RESIDENCE_PERMIT_EXPIRES",
  WORK_PERMIT_EXPIRES: "contracts:wizard.schedule.errors.unavailable.WORK_PERMIT_EXPIRES",
  STUDENTS_NOT_ALLOWED: "contracts:wizard.schedule.errors.unavailable.STUDENTS_NOT_ALLOWED",
  ONLY_STUDENTS: "contracts:wizard.schedule.errors.unavailable.ONLY_STUDENTS",
  NO_STUDENT_HOURS_LEFT: "contracts:wizard.schedule.errors.unavailable.NO_STUDENT_HOURS_LEFT",
  FLEXI_NOT_ALLOWED: "contracts:wizard.schedule.errors.unavailable.FLEXI_NOT_ALLOWED",
};

/** Where a schedule problem of the API is said in the step's form: at its day, at the confirmation, or above the days. */
export function scheduleFieldOf(field: string): string {
  const day = /^schedule\.days\.(\d+)$/.exec(field);
  if (day) return `days[${day[1]}]`;
  return field === "schedule.fullTimeConfirmed" ? "fullTimeConfirmed" : "days";
}

/** The editor's buttons: only what cannot be saved as typed is refused (a break that is no number, a control character). */
export const ScheduleEditSchema = ScheduleFormSchema.superRefine((form, context) => {
  addTextLineIssues(context, form, ["contractNotes", "notes"]);
  (form.days ?? []).forEach((day, index) => {
    if (breakMinutesOf(day.breakMinutes) === null) {
      context.addIssue({ code: "custom", path: ["days", index, "breakMinutes"], message: SCHEDULE_MESSAGES.BREAK_INVALID });
    }
  });
});

/**
 * Next: every day well formed, then each day's rules at `now` (its shift, the rest before it, its start
 * at least an hour away), each said at its day.
 */
export const scheduleStepSchema = (now: Date) =>
  ScheduleEditSchema.superRefine((form, context) => {
    const schedule = toScheduleInput(form);
    const issue = (path: (string | number)[], code: ContractScheduleProblemCode, values: MessageValues = {}) =>
      context.addIssue({ code: "custom", path, message: messageWithValues(SCHEDULE_MESSAGES[code], values) });
    if (schedule.days.length === 0) return issue(["days"], "SCHEDULE_EMPTY");
    const days: ScheduleDay[] = [];
    schedule.days.forEach((typed, index) => {
      const { day, problem } = wellFormedDay(typed);
      // A break that is no number (null here, none to the domain) is said by ScheduleEditSchema already.
      if (problem) issue(["days", index, problem.part], problem.code);
      else if (typed.breakMinutes !== null) days.push(day);
    });
    if (days.length < schedule.days.length) return;
    for (const { code, date, ...values } of scheduleProblems(days, { now })) {
      const dates = schedule.days.map((day) => day.date);
      const index = code === "DAY_REPEATED" ? dates.lastIndexOf(date) : dates.indexOf(date);
      issue(index < 0 ? ["days"] : ["days", index], code, values);
    }
  });
