import { getFormProps } from "@conform-to/react";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { contractPath } from "~/areas/contracts/contract-pages";
import { requestContractCancellation, requireContractFor } from "~/areas/contracts/contract-requests.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ErrorSummary, TextAreaField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { recordNotFound } from "~/ui/record-not-found";
import { SubmitButton } from "~/ui/submit-button";

export const handle = {
  i18n: ["contracts"],
  title: "contracts:cancelContract.title",
  notFound: {
    title: "contracts:view.notFound.title",
    body: "contracts:view.notFound.body",
    backTo: "/contracts/payroll-contracts",
    back: "contracts:view.back",
  },
} satisfies PageHandle;

/** A processed contract is cancelled by the back office, on a request with a reason (part 2 §4). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { contract } = await requireContractFor(request, params.contractId!, "request_contract_cancellation");
  return json({ contract });
}

export const action = ({ request, params }: ActionFunctionArgs) => requestContractCancellation(request, params.contractId!);

export default function RequestContractCancellationPage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<{ reason: string }>({ id: "cancel-contract", lastResult: useActionData<typeof action>() });
  const name = `${contract.employee.firstName} ${contract.employee.lastName}`;
  return (
    <>
      <h1>{t("cancelContract.title")}</h1>
      <ErrorSummary form={form} fields={[fields.reason]} />
      <p>{t("cancelContract.intro", { name, start: format.date(contract.startDate), end: format.date(contract.endDate) })}</p>
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <TextAreaField meta={fields.reason} label={t("cancelContract.reason")} hint={t("cancelContract.reasonHint")} />
        <div className={forms.actions}>
          <SubmitButton>{t("cancelContract.confirm")}</SubmitButton>
          <Link to={contractPath(contract)}>{t("cancelContract.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
