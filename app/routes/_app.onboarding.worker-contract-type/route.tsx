import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContractTypeStep } from "~/components/contract-type-step";
import { ErrorContent } from "~/components/error-boundary";
import { loadContractTypeStep, saveContractTypeStep } from "~/services/contract-type-step.server";
import { titleMeta } from "~/utils/meta";

export const loader = ({ request }: LoaderFunctionArgs) => loadContractTypeStep(request, "worker");
export const action = ({ request }: ActionFunctionArgs) => saveContractTypeStep(request, "worker");

export default function WorkerContractTypeStep() {
  const { committees, draft } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return <ContractTypeStep statute="worker" committees={committees} draft={draft} lastResult={lastResult} previous="/onboarding/company" />;
}

export const meta = titleMeta;
export const ErrorBoundary = ErrorContent;
