import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ChoicesField, ErrorSummary, SelectField, TextField, YesNoField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp } from "~/forms/wizard/wizard-parts";
import { MARITAL_STATES, TAX_CODES } from "~domain/wage-profile";
import * as forms from "~/ui/forms.css";
import { MARITAL_STATE_LABELS, TAX_CODE_LABELS } from "./labels";
import { FormActions, FormHeading } from "./page-parts";
import { employeePaths, type EmployeeSubject } from "./subject";
import type { WageProfileFields } from "./wage-profile.schema";

type Props = {
  subject: EmployeeSubject;
  employeeName: string | null;
  defaultValue: WageProfileFields;
  lastResult: SubmissionResult<string[]> | undefined;
};

/**
 * The wage profile (part 2 §2 screen 7). The marital date follows its question: rendered by the
 * server and shown without JavaScript (its hint says it is not needed when single); scripts hide it
 * for a single person.
 */
export function WageProfileForm({ subject, employeeName, defaultValue, lastResult }: Props) {
  const { t } = useTranslation(["employees", "common"]);
  const [form, fields] = useServerValidatedForm<WageProfileFields>({ id: "wage-profile", lastResult, defaultValue });
  const counts = [
    [fields.childrenNumber, t("wage.childrenNumber")],
    [fields.childrenWithDisabilitiesNumber, t("wage.childrenWithDisabilitiesNumber")],
    [fields.dependentPersonsNumber, t("wage.dependentPersonsNumber")],
    [fields.dependentPersonsWithDisabilitiesNumber, t("wage.dependentPersonsWithDisabilitiesNumber")],
  ] as const;
  return (
    <>
      <FormHeading title={t("wage.editTitle")} employeeName={employeeName} />
      <ErrorSummary
        form={form}
        fields={[fields.maritalState, fields.maritalDate, ...counts.map(([meta]) => meta), fields.isStudent, fields.taxCode, fields.involuntaryPartTime]}
      />
      <Form method="post" className={forms.form} {...getFormProps(form)}>
        <ChoicesField
          meta={fields.maritalState}
          legend={t("wage.maritalState")}
          type="radio"
          options={MARITAL_STATES.map((state) => ({ value: state, label: t(MARITAL_STATE_LABELS[state]) }))}
        />
        <FollowUp shown={fields.maritalState.value !== "single"}>
          <TextField meta={fields.maritalDate} label={t("wage.maritalDate")} hint={t("wage.maritalDateHint")} type="date" autoComplete="off" />
        </FollowUp>
        {counts.map(([meta, label]) => (
          <TextField key={meta.name} meta={meta} label={label} hint={t("wage.countHint")} inputMode="numeric" autoComplete="off" />
        ))}
        <YesNoField meta={fields.isStudent} legend={t("wage.isStudent")} />
        <SelectField
          meta={fields.taxCode}
          label={`${t("wage.taxCode")} ${t("common:forms.optional")}`}
          hint={t("wage.taxCodeHint")}
          placeholder={t("common:forms.choose")}
          options={TAX_CODES.map((code) => ({ value: code, label: t(TAX_CODE_LABELS[code]) }))}
        />
        <YesNoField meta={fields.involuntaryPartTime} legend={t("wage.involuntaryPartTime")} />
        <FormActions save={t("wage.save")} cancelTo={employeePaths(subject).view} />
      </Form>
    </>
  );
}
