import type { LoaderFunctionArgs } from "react-router";
import { requireHoursValidationCompany, timesheetPdf } from "~/areas/hours-validation/download.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";

// The area's download module words its refusals in this namespace, though a download never shows them.
export const handle = { i18n: ["hoursValidation"] } satisfies PageHandle;

/**
 * One saved timesheet as a PDF, from the API with the user's credentials (issue 29): a hours-validation
 * company that is not the user's, or a timesheet that is not that company's, is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, params.companyId!);
  return timesheetPdf(account, company.id, params.timesheetId!);
}
