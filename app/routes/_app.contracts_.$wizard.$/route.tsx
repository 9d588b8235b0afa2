import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { contractWizardAddress } from "~/areas/contracts/wizard/contract-wizard-address";
import { actOnContractStep, loadContractStep } from "~/areas/contracts/wizard/contract-wizard.server";
import { ContractWizardPage } from "~/areas/contracts/wizard/contract-wizard-page";
import type { ContractWizardData } from "~/areas/contracts/wizard/wizard-data";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ErrorContent } from "~/ui/error-boundary";
import { reloadAfterConflict } from "~/forms/revalidation";

export const handle = { i18n: ["contracts", "positions"], title: (data: ContractWizardData, t: PageT) => t(data.title) } satisfies PageHandle;

export const shouldRevalidate = reloadAfterConflict;

/**
 * /contracts/create-contract is step 1 (General); /schedule and /overview follow (docs/decisions/0025).
 * /contracts/edit-contract/{id} and its /schedule and /overview edit a requested contract (docs/decisions/0042).
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => {
  const { contractId, step } = contractWizardAddress(params.wizard, params["*"]);
  return loadContractStep(request, step, contractId);
};
export const action = ({ request, params }: ActionFunctionArgs) => {
  const { contractId, step } = contractWizardAddress(params.wizard, params["*"]);
  return actOnContractStep(request, step, contractId);
};

export default function ContractWizardRoute() {
  return <ContractWizardPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}

export const ErrorBoundary = ErrorContent;
