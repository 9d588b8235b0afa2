import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { ContractTypeStep } from "~/areas/onboarding/contract-type-step";
import { ErrorContent } from "~/ui/error-boundary";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadContractTypeStep, saveContractTypeStep } from "~/areas/onboarding/contract-type-step.server";

export const handle = { title: "onboarding.steps.clerk-contract-type" } satisfies PageHandle;

export const loader = ({ request }: LoaderFunctionArgs) => loadContractTypeStep(request, "clerk");
export const action = ({ request }: ActionFunctionArgs) => saveContractTypeStep(request, "clerk");

export default function ClerkContractTypeStep() {
  const { committees, draft, page } = useLoaderData<typeof loader>();
  return <ContractTypeStep statute="clerk" page={page} committees={committees} draft={draft} lastResult={useActionData<typeof action>()} />;
}
export const ErrorBoundary = ErrorContent;
