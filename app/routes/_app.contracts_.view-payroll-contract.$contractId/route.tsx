import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useActionData, useLoaderData } from "react-router";
import { PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { ContractViewPage } from "~/areas/contracts/contract-view";
import { loadContractView, pushObstruction } from "~/areas/contracts/contract-view.server";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";
import { reloadAfterConflict } from "~/forms/revalidation";

export const shouldRevalidate = reloadAfterConflict;

export const handle = {
  i18n: ["contracts", "positions"],
  title: ({ contract }: SerializeFrom<typeof loader>, t: PageT) =>
    t("contracts:view.title", { name: `${contract.employee.firstName} ${contract.employee.lastName}` }),
  notFound: { title: "contracts:view.notFound.title", body: "contracts:view.notFound.body", backTo: PAYROLL_CONTRACTS_PATH, back: "contracts:view.back" },
  scripts: false,
} satisfies PageHandle;

const LINES = ["payroll"] as const;

/** /contracts/view-payroll-contract/{id} (part 2 §2 screen 11); another company's id, or a selection contract's, is not found. */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadContractView(request, params.contractId!, LINES);
export const action = ({ request, params }: ActionFunctionArgs) => pushObstruction(request, params.contractId!, LINES);

export default function PayrollContractPage() {
  const { contract, notice } = useLoaderData<typeof loader>();
  return <ContractViewPage contract={contract} notice={notice} result={useActionData<typeof action>()} back={PAYROLL_CONTRACTS_PATH} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);
