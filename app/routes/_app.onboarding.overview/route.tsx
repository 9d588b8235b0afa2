import { formErrorFor } from "~/platform/api-calls.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { formatVat } from "../../../domain/vat";
import { ErrorContent } from "~/components/error-boundary";
import { ErrorSummary, SubmitButton } from "~/components/forms";
import { OnboardingProgress } from "~/components/onboarding-progress";
import { CompleteOnboardingMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { NoFieldsSchema } from "~/schemas/no-fields";

import { requireOnboardingStep, type OnboardingDraft } from "~/services/onboarding.server";
import { graphql } from "~/services/payroll-api.server";
import * as styles from "~/styles/forms.css";

export const handle = { title: "onboarding.steps.overview" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { draft } = await requireOnboardingStep(request, "overview");
  return json({ draft });
}

export async function action({ request }: ActionFunctionArgs) {
  const { account } = await requireOnboardingStep(request, "overview");
  const submission = parseWithZod(await request.formData(), { schema: NoFieldsSchema });
  try {
    await graphql(CompleteOnboardingMutationDocument, {}, account.credentials);
  } catch (error) {
    return json(submission.reply({ formErrors: [formErrorFor(error, "common:onboarding.approveFailed")] }), { status: 400 });
  }
  return redirect("/");
}

type Row = { label: string; value: string; change: string };

function useRows(draft: OnboardingDraft): { heading: string; rows: Row[] }[] {
  const { t } = useTranslation();
  const yesNo = (value: boolean | null | undefined) => t(value ? "forms.yes" : "forms.no");
  const company = draft.company!;
  const companyRow = (label: string, value: string) => ({ label, value, change: "/onboarding/company" });
  const contractRows = (statute: "worker" | "clerk") => {
    const draftPart = statute === "worker" ? draft.workerContractType : draft.clerkContractType;
    const path = `${statute}-contract-type`;
    const row = (label: string, value: string) => ({ label, value, change: `/onboarding/${path}` });
    const rows = [row(t(`onboarding.contractType.uses.${statute}`), yesNo(draftPart?.used))];
    if (!draftPart?.used) return rows;
    return [
      ...rows,
      row(t("onboarding.contractType.workProfile"), draftPart.committee?.codeAndName ?? ""),
      row(t("onboarding.contractType.hasOvertime"), yesNo(draftPart.hasOvertime)),
      ...(draftPart.hasOvertime ? [row(t("onboarding.contractType.paidOvertime"), yesNo(draftPart.paidOvertime))] : []),
    ];
  };
  const address = [`${company.street} ${company.streetNumber}${company.buildingNumber ? ` ${company.buildingNumber}` : ""}`, `${company.zip} ${company.city}`].join(", ");
  return [
    {
      heading: t("onboarding.overview.company"),
      rows: [
        companyRow(t("companyDetails.vat"), formatVat(company.vat)),
        companyRow(t("companyDetails.displayName"), company.displayName),
        companyRow(t("companyDetails.officialName"), company.officialName),
        companyRow(t("companyDetails.headquarters"), address),
        companyRow(t("companyDetails.preventionService"), t(`preventionServices.${company.preventionService}`)),
        companyRow(t("companyDetails.preventionContractNumber"), company.preventionContractNumber ?? "–"),
      ],
    },
    { heading: t("onboarding.overview.contractTypes"), rows: [...contractRows("worker"), ...contractRows("clerk")] },
    { heading: t("onboarding.overview.dayContracts"), rows: [companyRow(t("companyDetails.dayContractsAllowed"), yesNo(company.dayContractsAllowed))] },
  ];
}

/** "Check your answers" before approving: every answer with a Change link back to its step. */
export default function OnboardingOverviewStep() {
  const { t } = useTranslation();
  const { draft } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form] = useForm({ id: "onboarding-overview", lastResult });
  const sections = useRows(draft);
  return (
    <>
      <OnboardingProgress current="overview" />
      <h1>{t("onboarding.steps.overview")}</h1>
      <ErrorSummary form={form} fields={[]} />
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          <dl className={styles.summaryList}>
            {section.rows.map((row) => (
              <Fragment key={row.label}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
                <dd>
                  <Link to={row.change}>
                    {t("onboarding.change")}
                    <span className={styles.hidden}> {row.label}</span>
                  </Link>
                </dd>
              </Fragment>
            ))}
          </dl>
        </section>
      ))}
      <Form method="post" className={styles.actions} {...getFormProps(form)}>
        <SubmitButton>{t("onboarding.approve")}</SubmitButton>
        <Link to="/onboarding/clerk-contract-type">{t("forms.previous")}</Link>
      </Form>
    </>
  );
}
export const ErrorBoundary = ErrorContent;
