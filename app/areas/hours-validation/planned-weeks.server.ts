// Weeks approved in one go (issue 46 part 3, docs/decisions/0085): a line's drafts that match their
// contract's plan, ticked on a confirmation page, made final by one call that checks each again.
import { redirect } from "react-router";
import type { ApprovePlannedWeeksAnswer, PlannedWeeksAnswer } from "~domain/hours-validation-calls";
import { formAction } from "~/forms/action.server";
import { loadFromApi } from "~/platform/api-calls.server";
import { rest } from "~/platform/payroll-api.server";
import { pageUrlOf } from "~/platform/page-url";
import { requireAccount, type Account } from "~/platform/user.server";
import { forgetUnprocessedTimesheetCount } from "~/areas/shell/shell.server";
import { hoursUnitOf } from "~/areas/shell/preferences.server";
import { requireHoursValidationCompany } from "./download.server";
import { hoursValidationCompaniesOf } from "./hours-validation.server";
import { HOURS_VALIDATION_PATH, plannedWeeksPath } from "./paths";
import { ApprovePlannedWeeksSchema, doneIdsOf } from "./planned-weeks.schema";
import { hoursValidationWindow } from "~domain/unprocessed-timesheets";

const apiPath = (companyId: string) => `/api/hours_validation/companies/${encodeURIComponent(companyId)}/planned_weeks`;

/** The page: the line's weeks matching the plan and those left, and after a submit the weeks it made final. */
export async function loadPlannedWeeks(request: Request, companyId: string, now = new Date()) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, companyId);
  const done = doneIdsOf(pageUrlOf(request).searchParams.get("done"));
  const query = new URLSearchParams({ ...hoursValidationWindow(now), done: (done ?? []).join(",") });
  const answer = await loadFromApi(request, () =>
    rest<PlannedWeeksAnswer>(`${apiPath(company.id)}?${query}`, { method: "GET", credentials: account.credentials }),
  );
  const { canValidate, matching, left, done: doneWeeks } = answer.data;
  // The list to go back to: the line's own tab when the user validates both lines.
  const listPath = hoursValidationCompaniesOf(account).length > 1 ? `${HOURS_VALIDATION_PATH}/${company.line}` : HOURS_VALIDATION_PATH;
  return { line: company.line, listPath, unit: await hoursUnitOf(request), canValidate, matching, left, done: done ? doneWeeks : null };
}

function approveWeeks(account: Account, companyId: string, timesheetIds: number[]) {
  return rest<ApprovePlannedWeeksAnswer>(apiPath(companyId), { method: "POST", body: { timesheetIds }, credentials: account.credentials });
}

const REFUSALS = {
  LEVEL_NOT_ALLOWED: { form: "hoursValidation:timesheet.errors.levelNotAllowed", status: 403 },
  NOT_FOUND: { form: "hoursValidation:plannedWeeks.errors.changedMeanwhile", status: 409 },
  forbidden: { notFound: true },
} as const;

/**
 * Makes the ticked weeks final, then shows the page again with them: those the call made final and
 * those made final meanwhile by someone else are final alike; a week changed meanwhile is left, and
 * the page lists it again with why.
 */
export async function approvePlannedWeeks(request: Request, companyId: string) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, companyId);
  return formAction({
    request,
    schema: ApprovePlannedWeeksSchema,
    refusals: REFUSALS,
    failed: "hoursValidation:plannedWeeks.errors.failed",
    save: async ({ timesheetIds }) => {
      const { approved, left } = (await approveWeeks(account, company.id, timesheetIds)).data;
      forgetUnprocessedTimesheetCount(account);
      const final = [...approved, ...left.filter((week) => week.reason.code === "ALREADY_FINAL")];
      return redirect(
        plannedWeeksPath(
          company.id,
          final.map((week) => week.timesheetId),
        ),
      );
    },
  });
}
