import { redirect, type LoaderFunctionArgs } from "react-router";
import { extensionPath, PAYROLL_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import { requireAccount } from "~/platform/user.server";
import { pageUrlOf } from "~/platform/page-url";

/** The spec's address, /contracts/request-contract-extension?contractId={id}, leads to the contract's extension wizard. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  const contractId = pageUrlOf(request).searchParams.get("contractId");
  return redirect(contractId ? extensionPath(contractId) : PAYROLL_EXTENSIONS_PATH);
}
