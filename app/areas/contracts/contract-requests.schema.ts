import { z } from "zod";
import { OBSTRUCTION_REASONS, OBSTRUCTION_RISKS, OBSTRUCTION_WEATHERS, OBSTRUCTION_WORK_TYPES, type ObstructionProblem } from "~domain/work-obstruction";
import { BREAK_MAX_MINUTES, isClockTime, readableDay, workedMinutes } from "~domain/contract-schedule";
import { REMARK_MAX_LENGTH } from "~domain/contract";
import { workdayCancellationProblem, type WorkdayCancellationProblem } from "~domain/workday-cancellation";
import type { FullKey } from "~/platform/i18n/keys";
import { multiLine, singleLine } from "~/forms/text-lines";

/** Asking the back office to cancel a contract: the reason it needs. */
export const ContractCancellationSchema = z.object({
  reason: multiLine(
    z
      .string({ error: "contracts:cancelContract.reasonRequired" })
      .trim()
      .min(1, "contracts:cancelContract.reasonRequired")
      .max(REMARK_MAX_LENGTH, "contracts:cancelContract.reasonTooLong"),
  ),
});

const WORKDAY_CANCELLATION_MESSAGES: Record<WorkdayCancellationProblem, FullKey<"contracts">> = {
  NO_DAY_UNTICKED: "contracts:cancelWorkdays.noDayUnticked",
  EVERY_DAY_UNTICKED: "contracts:cancelWorkdays.everyDayUnticked",
  SINGLE_DAY_LEFT: "contracts:cancelWorkdays.singleDayLeft",
};

/**
 * The days to keep, ticked; the others are to be cancelled (part 2 §5). Days that have started are
 * kept whatever was sent (their boxes cannot be unticked).
 */
export function workdayCancellationSchema(facts: { days: string[]; started: string[]; dayContractsAllowed: boolean }) {
  return z
    .object({ kept: z.array(z.string()).optional().default([]) })
    .transform(({ kept }) => ({ keptDates: facts.days.filter((day) => kept.includes(day) || facts.started.includes(day)) }))
    .superRefine(({ keptDates }, context) => {
      const problem = workdayCancellationProblem({ days: facts.days, kept: keptDates, dayContractsAllowed: facts.dayContractsAllowed });
      if (problem) context.addIssue({ code: "custom", path: ["kept"], message: WORKDAY_CANCELLATION_MESSAGES[problem] });
    });
}

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() ?? "");
const choice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) => z.enum(values, { error: message });

/** A day of work obstruction (part 2 §3, §5): its weather, the hours it cost and where. */
export function workObstructionSchema(reportable: string[]) {
  return (
    z
      .object({
        date: z
          .string({ error: "contracts:obstruction.errors.dateRequired" })
          .refine((date) => reportable.includes(date), "contracts:obstruction.errors.dateRequired"),
        weather: choice(OBSTRUCTION_WEATHERS, "contracts:obstruction.errors.weatherRequired"),
        risk: choice(OBSTRUCTION_RISKS, "contracts:obstruction.errors.riskRequired"),
        workType: choice(OBSTRUCTION_WORK_TYPES, "contracts:obstruction.errors.workTypeRequired"),
        reason: choice(OBSTRUCTION_REASONS, "contracts:obstruction.errors.reasonRequired"),
        start: z.string({ error: "contracts:obstruction.errors.timeInvalid" }).trim().refine(isClockTime, "contracts:obstruction.errors.timeInvalid"),
        end: z.string({ error: "contracts:obstruction.errors.timeInvalid" }).trim().refine(isClockTime, "contracts:obstruction.errors.timeInvalid"),
        breakMinutes: z.coerce
          .number({ error: "contracts:obstruction.errors.breakInvalid" })
          .int("contracts:obstruction.errors.breakInvalid")
          .min(0, "contracts:obstruction.errors.breakInvalid")
          .max(BREAK_MAX_MINUTES, "contracts:obstruction.errors.breakInvalid")
          .default(0),
        street: singleLine(z.string({ error: "contracts:obstruction.errors.streetRequired" }).trim().min(1, "contracts:obstruction.errors.streetRequired")),
        streetNumber: singleLine(text),
        zip: singleLine(z.string({ error: "contracts:obstruction.errors.zipRequired" }).trim().min(1, "contracts:obstruction.errors.zipRequired")),
        city: singleLine(z.string({ error: "contracts:obstruction.errors.cityRequired" }).trim().min(1, "contracts:obstruction.errors.cityRequired")),
        locationComment: multiLine(text),
        comment: multiLine(text.refine((comment) => comment.length <= REMARK_MAX_LENGTH, "contracts:obstruction.errors.commentTooLong")),
      })
      .refine((form) => form.streetNumber !== "" || form.locationComment !== "", {
        message: "contracts:obstruction.errors.locationRequired",
        path: ["streetNumber"],
      })
      // A date or a time that cannot be read has its own message already; the hours are weighed once all can be.
      .refine(
        (form) => {
          const day = readableDay(form);
          return !day || workedMinutes(day) > 0;
        },
        { message: "contracts:obstruction.errors.hoursInvalid", path: ["start"] },
      )
  );
}

/** The API's problems of a work obstruction, each with the form's message. */
export const OBSTRUCTION_PROBLEMS = {
  date: {
    NOT_YESTERDAY_OR_TODAY: "contracts:obstruction.errors.dateRequired",
    NOT_A_CONTRACT_DAY: "contracts:obstruction.errors.dateRequired",
    OBSTRUCTION_EXISTS: "contracts:obstruction.errors.exists",
  } satisfies Record<Exclude<ObstructionProblem, "LOCATION_REQUIRED">, FullKey<"contracts">>,
  streetNumber: { LOCATION_REQUIRED: "contracts:obstruction.errors.locationRequired" } satisfies Record<"LOCATION_REQUIRED", FullKey<"contracts">>,
  // The API's own check of the hours, in which it finds no work.
  start: { HOURS_INVALID: "contracts:obstruction.errors.hoursInvalid" } satisfies Record<string, FullKey<"contracts">>,
};
