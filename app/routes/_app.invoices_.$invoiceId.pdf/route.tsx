import type { LoaderFunctionArgs } from "react-router";
import { pdfFromApi } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";

/** An invoice's PDF, fetched from the API with the user's credentials: another company's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { credentials, user } = await requireAccount(request);
  const companyId = encodeURIComponent(user.company?.id ?? "");
  const invoiceId = encodeURIComponent(params.invoiceId ?? "");
  return pdfFromApi(`/api/companies/${companyId}/invoices/${invoiceId}/pdf`, credentials);
}
