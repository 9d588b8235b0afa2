import type { LoaderFunctionArgs } from "react-router";
import { DownloadQuerySchema, requireHoursValidationCompany, timesheetsPdf } from "~/areas/hours-validation/download.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import { filterParamsOf } from "~/forms/filter-params";

// The query's schema words its refusals in this namespace, though a download never shows them.
export const handle = { i18n: ["hoursValidation"] } satisfies PageHandle;

/** The week's timesheets as one PDF, from the API with the user's credentials; no week or none to show is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const company = requireHoursValidationCompany(account, params.companyId!);
  const query = DownloadQuerySchema.safeParse(Object.fromEntries(filterParamsOf(request)));
  if (!query.success || !query.data.week) throw new Response(null, { status: 404 });
  return timesheetsPdf(account, company.id, query.data.week, query.data.by);
}
