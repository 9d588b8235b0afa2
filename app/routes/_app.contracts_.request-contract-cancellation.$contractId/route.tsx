import type { ActionFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { contractRequestHandle, ContractRequestPage } from "~/areas/contracts/contract-request-page";
import { contractForRequest, requestContractCancellation } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { TextAreaField } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";

export const handle = { i18n: ["contracts"], ...contractRequestHandle("cancelContract") } satisfies PageHandle;

/** A processed contract is cancelled by the back office, on a request with a reason (part 2 §4). */
export const loader = contractForRequest("request_contract_cancellation");

export const action = ({ request, params }: ActionFunctionArgs) => requestContractCancellation(request, params.contractId!);

export default function RequestContractCancellationPage() {
  const { t } = useTranslation("contracts");
  const { contract } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<{ reason: string }>({ id: "cancel-contract", lastResult: useActionData<typeof action>() });
  return (
    <ContractRequestPage request="cancelContract" contract={contract} form={form} fields={[fields.reason]}>
      <TextAreaField meta={fields.reason} label={t("cancelContract.reason")} hint={t("cancelContract.reasonHint")} />
    </ContractRequestPage>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
