import type { LoaderFunctionArgs } from "@remix-run/node";
import { fetchFromApi } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";

/** An invoice's PDF, fetched from the API with the user's credentials: another company's is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { credentials, user } = await requireAccount(request);
  const companyId = encodeURIComponent(user.company?.id ?? "");
  const invoiceId = encodeURIComponent(params.invoiceId ?? "");
  const answer = await fetchFromApi(`/api/companies/${companyId}/invoices/${invoiceId}/pdf`, credentials);
  if (!answer.ok) throw new Response(null, { status: answer.status === 404 ? 404 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": answer.headers.get("Content-Disposition") ?? "attachment",
      "Cache-Control": "private, no-store",
    },
  });
}
