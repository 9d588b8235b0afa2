import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { sidePanelCookie } from "~/areas/shell/preferences.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { requireAccount } from "~/platform/user.server";
import { readFormData } from "~/platform/form-bodies.server";

export const loader = () => redirect("/");

export async function action({ request }: ActionFunctionArgs) {
  await requireAccount(request);
  const form = await readFormData(request);
  const state = form.get("sidePanel") === "collapsed" ? "collapsed" : "expanded";
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": await sidePanelCookie.serialize(state) } });
}
