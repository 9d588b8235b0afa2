import { getFormProps, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import type { ContractSummaryFieldsFragment } from "~/platform/operations.generated";
import { ErrorSummary } from "~/ui/forms";
import * as forms from "~/ui/forms.css";
import { SubmitButton } from "~/ui/submit-button";
import { contractPath, PAYROLL_CONTRACTS_PATH } from "./contract-pages";

// The employer's requests on one payroll contract (part 2 §4, §5) share one page: what the request
// does to whose contract, the form, and a way back to the contract. Deleting and not extending are
// decided at once, so their page asks and warns; cancelling asks the office, so its page explains.

/** The key of each request's texts in contracts.json: title, confirm, cancel, and question or intro. */
export type ContractRequest = "delete" | "stopExtension" | "cancelContract" | "cancelWorkdays";

/** A request page's title and 404; the route adds the namespaces it reads (contracts). */
export const contractRequestHandle = (request: ContractRequest) =>
  ({
    title: `contracts:${request}.title`,
    notFound: { title: "contracts:view.notFound.title", body: "contracts:view.notFound.body", backTo: PAYROLL_CONTRACTS_PATH, back: "contracts:view.back" },
  }) satisfies PageHandle;

export function ContractRequestPage<Fields extends Record<string, unknown>>({
  request,
  contract,
  form,
  fields = [],
  children,
}: {
  request: ContractRequest;
  contract: ContractSummaryFieldsFragment;
  form: FormMetadata<Fields, string[]>;
  fields?: Parameters<typeof ErrorSummary>[0]["fields"];
  /** The request's own fields, before its buttons. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const about = {
    name: `${contract.employee.firstName} ${contract.employee.lastName}`,
    start: format.date(contract.startDate),
    end: format.date(contract.endDate),
  };
  const decidedAtOnce = request === "delete" || request === "stopExtension";
  return (
    <>
      <h1>{t(`${request}.title`)}</h1>
      <ErrorSummary form={form} fields={fields} />
      {decidedAtOnce ? (
        <>
          <p>{t(`${request}.question`, about)}</p>
          <p>{t(`${request}.consequence`)}</p>
        </>
      ) : (
        <p>{t(`${request}.intro`, about)}</p>
      )}
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        {children}
        <div className={forms.actions}>
          <SubmitButton danger={decidedAtOnce}>{t(`${request}.confirm`)}</SubmitButton>
          <Link to={contractPath(contract)}>{t(`${request}.cancel`)}</Link>
        </div>
      </Form>
    </>
  );
}
