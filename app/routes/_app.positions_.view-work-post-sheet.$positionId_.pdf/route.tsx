import type { LoaderFunctionArgs } from "react-router";
import { pdfFromApi } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";

/** A position's uploaded work post sheet, fetched from the API with the user's credentials: another company's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return pdfFromApi(`/api/positions/${encodeURIComponent(params.positionId ?? "")}/work-post-sheet.pdf`, credentials);
}
