import { getFormProps } from "@conform-to/react";
import type { ActionFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { contractPath, PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { loadContractTemplate, startFromTemplate } from "~/areas/contracts/contract-template.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { useFormatters } from "~/platform/format";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ErrorSummary, TextField } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { recordNotFound } from "~/ui/record-not-found";
import { SubmitButton } from "~/ui/submit-button";

export const handle = {
  i18n: ["contracts"],
  title: "contracts:template.title",
  notFound: { title: "contracts:view.notFound.title", body: "contracts:view.notFound.body", backTo: PAYROLL_CONTRACTS_PATH, back: "contracts:view.back" },
} satisfies PageHandle;

/** Use a payroll contract as a template (docs/decisions/0086): the GET asks the week, the POST starts the wizard's draft. */
export const loader = loadContractTemplate;

export const action = ({ request, params }: ActionFunctionArgs) => startFromTemplate(request, params.contractId!);

export default function UseAsTemplatePage() {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const { contract, week } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<{ week: string }>({
    id: "contract-template",
    lastResult: useActionData<typeof action>(),
    defaultValue: { week },
  });
  const about = {
    name: `${contract.employee.firstName} ${contract.employee.lastName}`,
    position: contract.positionName,
    start: format.date(contract.startDate),
  };
  return (
    <>
      <h1>{t("template.title")}</h1>
      <ErrorSummary form={form} fields={[fields.week]} />
      <p>{t("template.intro", about)}</p>
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <TextField meta={fields.week} type="date" label={t("template.week")} hint={t("template.weekHint")} />
        <div className={forms.actions}>
          <SubmitButton>{t("template.continue")}</SubmitButton>
          <Link to={contractPath(contract)}>{t("template.back")}</Link>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
