import type { LoaderFunctionArgs } from "react-router";
import { fetchFromApi } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";

/** The selected company's logo, fetched from the API with the user's credentials (members only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { credentials, user } = await requireAccount(request);
  const answer = await fetchFromApi(`/api/companies/${encodeURIComponent(user.company?.id ?? "")}/logo`, credentials);
  if (!answer.ok) throw new Response(null, { status: answer.status === 404 ? 404 : 502 });
  return new Response(answer.body, {
    headers: {
      "Content-Type": answer.headers.get("Content-Type") ?? "application/octet-stream",
      // The page asks with ?v=<version>, so a new logo is a new address.
      "Cache-Control": "private, max-age=31536000, immutable",
    },
  });
}
