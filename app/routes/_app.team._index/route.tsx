import { redirect, type LoaderFunctionArgs } from "react-router";
import { teamHomeOf } from "~domain/team";
import { requireAccount } from "~/platform/user.server";

/** /team (and /staff, its old name) opens the payroll team when the company has one, else the selection team (part 1 §2.3). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { capabilities } = await requireAccount(request);
  return redirect(teamHomeOf(capabilities));
}
