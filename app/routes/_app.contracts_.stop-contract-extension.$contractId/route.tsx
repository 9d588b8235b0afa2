import type { ActionFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { contractRequestHandle, ContractRequestPage } from "~/areas/contracts/contract-request-page";
import { contractForRequest, stopExtension } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = contractRequestHandle("stopExtension");

/** Choosing not to extend a contract (part 2 §4, extension status "stopped"): the GET asks, the POST decides. */
export const loader = contractForRequest("stop_extension");

export const action = ({ request, params }: ActionFunctionArgs) => stopExtension(request, params.contractId!);

export default function StopExtensionPage() {
  const { contract } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "stop-extension", lastResult: useActionData<typeof action>() });
  return <ContractRequestPage request="stopExtension" contract={contract} form={form} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);
