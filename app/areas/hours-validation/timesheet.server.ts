// One contract's weekly timesheets (part 2 §2 screen 13, §5): the chosen week's form, saved as draft
// or, after a confirmation, submitted as final. Submitting first saves the week as a draft, so that the
// confirmation (a page of its own, without JavaScript too) loses nothing.
import { redirect } from "react-router";
import { apiProblems } from "~/forms/api-problems";
import { formAction } from "~/forms/action.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { languageOf } from "~/platform/i18next.server";
import { requireAccountAnd } from "~/platform/user.server";
import { forgetUnprocessedTimesheetCount } from "~/areas/shell/shell.server";
import { hoursUnitOf } from "~/areas/shell/preferences.server";
import type { TimesheetAnswer } from "~domain/hours-validation-calls";
import { addDays } from "~domain/belgian-time";
import type { TimesheetDayEntry } from "~domain/timesheet-rules";
import { requireContractDetails, saveTimesheet } from "./hours-validation.server";
import { detailsPath } from "./paths";
import { TIMESHEET_MESSAGES, timesheetFieldOf, timesheetFormValues, timesheetSchema } from "./timesheet.schema";
import { readFormData } from "~/platform/form-bodies.server";
import { pageUrlOf } from "~/platform/page-url";

/** The week asked for; else the first one still open, else the last. */
function chosenWeek(weeks: TimesheetAnswer[], asked: string | null): TimesheetAnswer | null {
  return weeks.find((week) => week.weekStart === asked) ?? weeks.find((week) => week.status !== "final") ?? weeks.at(-1) ?? null;
}

async function requireTimesheet(request: Request, contractId: string) {
  // The contract is asked beside the account, not after it: while the API is slow each call waits the
  // whole timeout, and a save (the account and the contract, then again for the page after it) waited it
  // five times one after the other, not three (issue 15).
  const {
    account,
    page: { contract, timesheets },
  } = await requireAccountAnd(request, (credentials) => requireContractDetails(request, credentials, contractId));
  const params = pageUrlOf(request).searchParams;
  return { account, contract, timesheets, week: chosenWeek(timesheets, params.get("week")), params };
}

const DONE = ["draft", "final"] as const;

/** The contract's week just before `week`, when something was entered in it. */
function weekBefore(weeks: TimesheetAnswer[], week: TimesheetAnswer): TimesheetAnswer | null {
  const before = weeks.find((each) => each.weekStart === addDays(week.weekStart, -7));
  return before?.days.some((day) => day.minutes > 0 || day.absent) ? before : null;
}

/** A week's days with the hours and absences of the same weekdays of `source` (remarks are the week's own). */
function copiedDays(source: TimesheetDayEntry[], days: TimesheetDayEntry[]): TimesheetDayEntry[] {
  return days.map((day) => {
    const same = source.find((each) => each.date === addDays(day.date, -7));
    return same ? { ...day, minutes: same.minutes, absent: same.absent, absenceReason: same.absenceReason } : day;
  });
}

export async function loadTimesheet(request: Request, contractId: string) {
  const { contract, timesheets, week, params } = await requireTimesheet(request, contractId);
  const unit = await hoursUnitOf(request);
  const done = DONE.find((value) => value === params.get("done")) ?? null;
  const confirming = params.get("confirm") === "final" && week?.status === "draft" && contract.canValidate;
  const previousWeek = week ? weekBefore(timesheets, week) : null;
  // "Copy the previous week" fills the form with that week's days; only Save stores them.
  const copiedFrom = params.get("copy") === "previous" && previousWeek ? previousWeek : null;
  const shownDays = week && copiedFrom ? copiedDays(copiedFrom.days, week.days) : week?.days;
  return {
    contract,
    weeks: timesheets.map(({ days: _days, ...summary }) => summary),
    week,
    unit,
    defaultValue: shownDays ? timesheetFormValues(shownDays, unit, await languageOf(request)) : null,
    done,
    confirming,
    previousWeek: previousWeek?.weekStart ?? null,
    copiedFrom: copiedFrom?.weekStart ?? null,
  };
}

const REFUSALS = {
  LEVEL_NOT_ALLOWED: { form: "hoursValidation:timesheet.errors.levelNotAllowed", status: 403 },
  TIMESHEET_FINAL: { form: "hoursValidation:timesheet.errors.alreadyFinal", status: 409 },
  TIMESHEET_EXISTS: { form: "hoursValidation:timesheet.errors.changedMeanwhile", status: 409 },
  NOT_FOUND: { notFound: true },
} as const;
const FAILED = "hoursValidation:timesheet.errors.saveFailed";
const problems = apiProblems("TIMESHEET_INVALID", { "*": TIMESHEET_MESSAGES }, FAILED, { fieldOf: timesheetFieldOf, messageKeyOf: () => "*" });

/** Save as draft, Submit as final (which asks for a confirmation first), and the confirmation's Yes. */
export async function actOnTimesheet(request: Request, contractId: string) {
  const { account, contract, week } = await requireTimesheet(request, contractId);
  if (!week) throw new Response(null, { status: 404 });
  const here = detailsPath(contract.id, week.weekStart);
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  // The page says why a user whose level does not cover this line cannot save; the API refuses it too.
  if (!contract.canValidate) return redirect(here);
  if (intent === "confirm-final") {
    return formAction({
      request,
      formData,
      schema: NoFieldsSchema,
      refusals: REFUSALS,
      failed: FAILED,
      problems,
      save: async () => {
        await saveTimesheet(account, contract.id, week, { status: "final", days: week.days });
        forgetUnprocessedTimesheetCount(account);
        return redirect(`${here}&done=final`);
      },
    });
  }
  const final = intent === "final";
  return formAction({
    request,
    formData,
    schema: timesheetSchema(
      week.days.map((day) => day.date),
      { final },
    ),
    refusals: REFUSALS,
    failed: FAILED,
    problems,
    save: async (days) => {
      await saveTimesheet(account, contract.id, week, { status: "draft", days });
      forgetUnprocessedTimesheetCount(account);
      return redirect(final ? `${here}&confirm=final` : `${here}&done=draft`);
    },
  });
}
