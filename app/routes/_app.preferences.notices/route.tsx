import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { acknowledgedNotices, acknowledgedNoticesCookie } from "~/areas/shell/preferences.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { requireAccount } from "~/platform/user.server";
import { readFormData } from "~/platform/form-bodies.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAccount(request);
  const form = await readFormData(request);
  const notice = String(form.get("notice") ?? "");
  const acknowledged = await acknowledgedNotices(request);
  const companyId = user.company?.id;
  if (companyId && notice) acknowledged[companyId] = [...new Set([...(acknowledged[companyId] ?? []), notice])];
  return redirect(safeRedirect(form.get("redirectTo")), {
    headers: { "Set-Cookie": await acknowledgedNoticesCookie.serialize(acknowledged) },
  });
}
