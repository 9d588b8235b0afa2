import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireHoursValidationCompany, timesheetPdf } from "~/areas/hours-validation/download.server";
import { requireAccount } from "~/platform/user.server";

/**
 * One saved timesheet as a PDF, from the API with the user's credentials (issue 29): a hours-validation
 * company that is not the user's, or a timesheet that is not that company's, is a 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, params.companyId!);
  return timesheetPdf(account, company.id, params.timesheetId!);
}
