// A week's timesheet as its form sends it (part 2 §3, §5): per day the hours, in decimal or hours and
// minutes, an absence with its reason, and remarks. The rules are domain/timesheet-rules.ts's, which the
// API checks again.
import { z } from "zod";
import { minutesOfTyped, hoursOf, type HoursUnit } from "~domain/timesheet-hours";
import type { TimesheetSaveProblem } from "~domain/hours-validation-calls";
import { timesheetProblems, type TimesheetDayEntry } from "~domain/timesheet-rules";
import { messageWithValues, type FullKey } from "~/platform/i18n/keys";
import { checkbox, text, tickedOf } from "~/forms/lenient-fields";
import { addTextLineIssues } from "~/forms/text-lines";

const DayFormSchema = z.object({ hours: text, absent: checkbox, absenceReason: text, remark: text });
const TimesheetFormSchema = z.object({ days: z.array(DayFormSchema).optional().catch(undefined) });
export type TimesheetForm = z.infer<typeof TimesheetFormSchema>;

/**
 * The message of each problem the form can cause: the rules' and a typed hour that is no number
 * (HOURS_INVALID, the form's own). The form sends the week's own dates once each, so the API's refusals
 * of other days (DAY_NOT_OF_WEEK, DAY_REPEATED, WEEK_NOT_OF_CONTRACT) mean the week changed meanwhile:
 * they are said as the save failing.
 */
export const TIMESHEET_MESSAGES: Record<
  Exclude<TimesheetSaveProblem["code"], "DAY_NOT_OF_WEEK" | "DAY_REPEATED" | "WEEK_NOT_OF_CONTRACT"> | "HOURS_INVALID",
  FullKey<"hoursValidation">
> = {
  HOURS_INVALID: "hoursValidation:timesheet.errors.hoursInvalid",
  HOURS_NEGATIVE: "hoursValidation:timesheet.errors.hoursNegative",
  DAY_OVER_LIMIT: "hoursValidation:timesheet.errors.dayOverLimit",
  ABSENCE_REASON_REQUIRED: "hoursValidation:timesheet.errors.absenceReasonRequired",
  ABSENCE_REASON_INVALID: "hoursValidation:timesheet.errors.absenceReasonRequired",
  REMARK_TOO_LONG: "hoursValidation:timesheet.errors.remarkTooLong",
  WEEK_EMPTY: "hoursValidation:timesheet.errors.weekEmpty",
};

/** The form's field of a problem of the rules or of the API: days.0.hours is days[0].hours. */
export const timesheetFieldOf = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, "[$1]");

const trimmed = (value: string | undefined) => value?.trim() || null;

/**
 * The week's days as typed, checked: hours that are hours, then the rules (as final, when submitted so).
 * The dates are the week's, in order, whatever the form sent.
 */
export function timesheetSchema(dates: string[], { final }: { final: boolean }) {
  return TimesheetFormSchema.transform((form, context) => {
    addTextLineIssues(context, form);
    const days: TimesheetDayEntry[] = dates.map((date, index) => {
      const typed = form.days?.[index];
      const minutes = minutesOfTyped(typed?.hours ?? "");
      if (minutes === null) context.addIssue({ code: "custom", path: ["days", index, "hours"], message: TIMESHEET_MESSAGES.HOURS_INVALID });
      const absent = typed?.absent ?? false;
      return { date, minutes: minutes ?? 0, absent, absenceReason: absent ? trimmed(typed?.absenceReason) : null, remark: trimmed(typed?.remark) };
    });
    for (const { field, code, ...values } of timesheetProblems(days, { final })) {
      const path = field.split(".").map((part) => (/^\d+$/.test(part) ? Number(part) : part));
      context.addIssue({ code: "custom", path, message: messageWithValues(TIMESHEET_MESSAGES[code], values) });
    }
    return days;
  });
}

/** The saved days as the form shows them, in the user's unit; a day without hours stays empty. */
export const timesheetFormValues = (days: TimesheetDayEntry[], unit: HoursUnit, language: string) => ({
  days: days.map((day) => ({
    hours: day.minutes === 0 ? undefined : hoursOf(day.minutes, unit, language),
    absent: tickedOf(day.absent),
    absenceReason: day.absenceReason ?? undefined,
    remark: day.remark ?? undefined,
  })),
});
