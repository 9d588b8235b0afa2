// Downloading a week's timesheets as one PDF (part 2 §2 screen 13): by the week worked, or by the week
// the timesheets were submitted as final (processed). docs/decisions/0026-hours-validation.md.
import { z } from "zod";
import { isCalendarDate } from "~domain/calendar-date";
import { mondayOf } from "~domain/belgian-time";
import { notFound } from "~/platform/api-calls.server";
import { ApiError, fetchFromApi, pdfFromApi } from "~/platform/payroll-api.server";
import type { Account } from "~/platform/user.server";
import { hoursValidationCompaniesOf } from "./hours-validation.server";
import { DOWNLOAD_KINDS } from "./paths";

/** The page's and the PDF's query: which week (any day of it), and by which week. */
export const DownloadQuerySchema = z.object({
  by: z.enum(DOWNLOAD_KINDS).catch("work"),
  week: z
    .string()
    .optional()
    .refine((date) => !date || isCalendarDate(date), "hoursValidation:download.weekInvalid")
    .transform((date) => (date ? mondayOf(date) : undefined)),
});

/** A hours-validation company of the user's selected company, or the page's 404. */
export function requireHoursValidationCompany(account: Account, companyId: string) {
  const company = hoursValidationCompaniesOf(account).find((each) => each.id === companyId);
  if (!company) throw notFound();
  return company;
}

const pdfPath = (companyId: string, week: string, by: string) =>
  `/api/hours_validation/companies/${encodeURIComponent(companyId)}/timesheets.pdf?${new URLSearchParams({ week, by })}`;

/** Whether the week has timesheets to download: the API answers NO_TIMESHEETS (404) when not. */
export async function weekHasTimesheets(account: Account, companyId: string, week: string, by: string): Promise<boolean> {
  const answer = await fetchFromApi(pdfPath(companyId, week, by), account.credentials);
  await answer.body?.cancel();
  if (answer.status === 404) return false;
  if (!answer.ok) throw new ApiError(answer.status >= 500 ? "unavailable" : "rejected", undefined, answer.status);
  return true;
}

export const timesheetsPdf = (account: Account, companyId: string, week: string, by: string) => pdfFromApi(pdfPath(companyId, week, by), account.credentials);

/** One saved timesheet of the company as a PDF; the API's 404 (another company's, or none) is the page's. */
export const timesheetPdf = (account: Account, companyId: string, timesheetId: string) =>
  pdfFromApi(`/api/hours_validation/companies/${encodeURIComponent(companyId)}/timesheets/${encodeURIComponent(timesheetId)}.pdf`, account.credentials);
