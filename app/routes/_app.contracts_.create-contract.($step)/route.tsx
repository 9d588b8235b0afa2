import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { actOnContractStep, loadContractStep } from "~/areas/contracts/wizard/contract-wizard.server";
import { ContractWizardPage } from "~/areas/contracts/wizard/contract-wizard-page";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ErrorContent } from "~/ui/error-boundary";

export const handle = { i18n: ["contracts", "positions"], title: "contracts:wizard.title" } satisfies PageHandle;

/** /contracts/create-contract is step 1 (General); /schedule and /overview follow (docs/decisions/0025). */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadContractStep(request, params.step);
export const action = ({ request, params }: ActionFunctionArgs) => actOnContractStep(request, params.step);

export default function CreateContractPage() {
  return <ContractWizardPage data={useLoaderData<typeof loader>()} result={useActionData<typeof action>()} />;
}

export const ErrorBoundary = ErrorContent;
