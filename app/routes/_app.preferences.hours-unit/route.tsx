import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { hoursUnitCookie } from "~/areas/shell/preferences.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { requireAccount } from "~/platform/user.server";
import { readFormData } from "~/platform/form-bodies.server";

export const loader = () => redirect("/");

/** The timesheets' hours unit, chosen on a timesheet and remembered for the next ones. */
export async function action({ request }: ActionFunctionArgs) {
  await requireAccount(request);
  const form = await readFormData(request);
  const unit = form.get("unit") === "hours" ? "hours" : "decimal";
  return redirect(safeRedirect(form.get("redirectTo")), { headers: { "Set-Cookie": await hoursUnitCookie.serialize(unit) } });
}
