import type { ActionFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { contractRequestHandle, ContractRequestPage } from "~/areas/contracts/contract-request-page";
import { contractForRequest, stopExtension } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = { i18n: ["contracts"], ...contractRequestHandle("stopExtension") } satisfies PageHandle;

/** Choosing not to extend a contract (part 2 §4, extension status "stopped"): the GET asks, the POST decides. */
export const loader = contractForRequest("stop_extension");

export const action = ({ request, params }: ActionFunctionArgs) => stopExtension(request, params.contractId!);

export default function StopExtensionPage() {
  const { contract } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "stop-extension", lastResult: useActionData<typeof action>() });
  return <ContractRequestPage request="stopExtension" contract={contract} form={form} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);
