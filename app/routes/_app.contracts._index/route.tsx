import { redirect, type LoaderFunctionArgs } from "react-router";
import { contractPagesOf, contractsHomeOf } from "~/areas/contracts/contract-pages";
import { requireAccount } from "~/platform/user.server";

/** /contracts opens the payroll contracts when the company has a payroll offer, else the selection contracts (part 2 §2). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { capabilities } = await requireAccount(request);
  return redirect(contractsHomeOf(contractPagesOf(capabilities)));
}
