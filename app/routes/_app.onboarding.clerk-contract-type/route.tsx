import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContractTypeStep } from "~/components/contract-type-step";
import { ErrorContent } from "~/components/error-boundary";
import { loadContractTypeStep, saveContractTypeStep } from "~/services/contract-type-step.server";
import { titleMeta } from "~/utils/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadContractTypeStep(request, "clerk");
export const action = ({ request }: ActionFunctionArgs) => saveContractTypeStep(request, "clerk");

export default function ClerkContractTypeStep() {
  const { committees, draft, page } = useLoaderData<typeof loader>();
  return <ContractTypeStep statute="clerk" page={page} committees={committees} draft={draft} lastResult={useActionData<typeof action>()} />;
}

export const meta = titleMeta;
export const ErrorBoundary = ErrorContent;
