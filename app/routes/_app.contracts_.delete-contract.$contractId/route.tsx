import type { ActionFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { contractRequestHandle, ContractRequestPage } from "~/areas/contracts/contract-request-page";
import { contractForRequest, deleteContract } from "~/areas/contracts/contract-requests.server";
import { reloadAfterConflict } from "~/forms/revalidation";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { recordNotFound } from "~/ui/record-not-found";

export const shouldRevalidate = reloadAfterConflict;

export const handle = { i18n: ["contracts"], ...contractRequestHandle("delete") } satisfies PageHandle;

/** Deleting a requested contract (part 2 §4): the GET asks, the POST deletes. A processed contract cannot be deleted, only cancelled. */
export const loader = contractForRequest("delete");

export const action = ({ request, params }: ActionFunctionArgs) => deleteContract(request, params.contractId!);

export default function DeleteContractPage() {
  const { contract } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "delete-contract", lastResult: useActionData<typeof action>() });
  return <ContractRequestPage request="delete" contract={contract} form={form} />;
}

export const ErrorBoundary = recordNotFound(handle.notFound);
