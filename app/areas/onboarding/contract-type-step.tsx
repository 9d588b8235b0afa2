import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, SelectField, YesNoField } from "~/ui/forms";
import type { FormReply } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { WizardPage } from "~/forms/wizard/wizard";
import { FollowUp, WizardButtons, WizardProgress } from "~/forms/wizard/wizard-parts";
import type { Statute } from "~/platform/operations.generated";
import type { ContractTypeFormSchema } from "./contract-type.schema";
import * as styles from "~/ui/forms.css";

type Fields = z.infer<typeof ContractTypeFormSchema>;

/**
 * One question page per statute. The follow-up questions are rendered for everyone, their hints
 * saying when they apply; once scripts run, those that do not apply are hidden (docs/decisions/0018).
 */
export function ContractTypeStep({
  statute,
  page,
  committees,
  draft,
  lastResult,
}: {
  statute: Statute;
  page: WizardPage;
  committees: { id: string; codeAndName: string }[];
  draft: Partial<Record<keyof Fields, string>>;
  lastResult: FormReply | undefined;
}) {
  const { t, i18n } = useTranslation();
  const [form, fields] = useServerValidatedForm<Fields>({ id: page.step, lastResult, defaultValue: draft });
  return (
    <>
      <WizardProgress page={page} />
      <h1>{i18n.t(page.title)}</h1>
      <ErrorSummary form={form} fields={[fields.used, fields.committeeId, fields.hasOvertime, fields.paidOvertime]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <YesNoField meta={fields.used} legend={t(`onboarding.contractType.uses.${statute}`)} />
        <FollowUp shown={fields.used.value === "yes"}>
          <SelectField
            meta={fields.committeeId}
            label={t("onboarding.contractType.workProfile")}
            hint={t(`onboarding.contractType.onlyIfUsed.${statute}`)}
            placeholder={t("forms.choose")}
            options={committees.map((committee) => ({ value: committee.id, label: committee.codeAndName }))}
          />
          <YesNoField meta={fields.hasOvertime} legend={t("onboarding.contractType.hasOvertime")} hint={t(`onboarding.contractType.onlyIfUsed.${statute}`)} />
          <FollowUp shown={fields.hasOvertime.value === "yes"}>
            <YesNoField meta={fields.paidOvertime} legend={t("onboarding.contractType.paidOvertime")} hint={t("onboarding.contractType.onlyIfOvertime")} />
          </FollowUp>
        </FollowUp>
        <WizardButtons page={page} />
      </Form>
    </>
  );
}
