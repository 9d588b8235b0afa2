import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { ErrorSummary, SelectField, SubmitButton, YesNoField } from "./forms";
import { OnboardingProgress } from "./onboarding-progress";
import type { Statute } from "~/graphql/operations.generated";
import type { ContractTypeSchema } from "~/schemas/contract-type";
import * as styles from "~/styles/forms.css";

type Fields = z.input<typeof ContractTypeSchema>;

/**
 * One question page per statute. The follow-up questions are always rendered (GOV.UK's
 * conditional questions without JavaScript): their hints say they only apply after a yes.
 */
export function ContractTypeStep({
  statute,
  committees,
  draft,
  lastResult,
  previous,
}: {
  statute: Statute;
  committees: { id: string; codeAndName: string }[];
  draft: Partial<Record<keyof Fields, string>> | undefined;
  lastResult: SubmissionResult<string[]> | undefined;
  previous: string;
}) {
  const { t } = useTranslation();
  const step = statute === "worker" ? "worker-contract-type" : "clerk-contract-type";
  const [form, fields] = useForm<Fields>({ id: step, lastResult, defaultValue: draft, shouldRevalidate: "onBlur" });
  return (
    <>
      <OnboardingProgress current={step} />
      <h1>{t(`onboarding.steps.${step}`)}</h1>
      <ErrorSummary form={form} fields={[fields.used, fields.committeeId, fields.hasOvertime, fields.paidOvertime]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <YesNoField meta={fields.used} legend={t(`onboarding.contractType.uses.${statute}`)} />
        <SelectField
          meta={fields.committeeId}
          label={t("onboarding.contractType.workProfile")}
          hint={t(`onboarding.contractType.onlyIfUsed.${statute}`)}
          placeholder={t("forms.choose")}
          options={committees.map((committee) => ({ value: committee.id, label: committee.codeAndName }))}
        />
        <YesNoField meta={fields.hasOvertime} legend={t("onboarding.contractType.hasOvertime")} hint={t(`onboarding.contractType.onlyIfUsed.${statute}`)} />
        <YesNoField meta={fields.paidOvertime} legend={t("onboarding.contractType.paidOvertime")} hint={t("onboarding.contractType.onlyIfOvertime")} />
        <div className={styles.actions}>
          <SubmitButton>{t("forms.continue")}</SubmitButton>
          <Link to={previous}>{t("forms.previous")}</Link>
        </div>
      </Form>
    </>
  );
}
