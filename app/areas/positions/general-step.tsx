import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { StepResult, WizardStepData } from "./wizard-step";
import { CheckboxField, ChoicesField, ErrorSummary, SelectField, TextAreaField, TextField, YesNoField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp, WizardButtons } from "~/forms/wizard/wizard-parts";
import type { GeneralForm } from "./position-general.schema";
import * as styles from "~/ui/forms.css";
import { useFormatters } from "~/platform/format";
import { AddressFields } from "~/ui/address-fields";

/**
 * Step 1, General (part 2 §3). Every conditional question is rendered by the server; with scripts,
 * the address hides for a position on the move and flexi hides for a committee without flexi-jobs.
 */
export function GeneralStep({ data, result }: { data: WizardStepData<"general">; result: StepResult }) {
  const { t } = useTranslation(["positions", "common"]);
  const format = useFormatters();
  const editing = data.positionId !== null;
  const [form, fields] = useServerValidatedForm<GeneralForm>({ id: "position-general", lastResult: result, defaultValue: data.defaultValue });
  const chosenCode = data.functionCodes.find((code) => code.id === fields.functionCodeId.value);
  const address = [fields.street, fields.streetNumber, fields.zip, fields.city, fields.country];
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.name,
          fields.functionCodeId,
          fields.onTheMove,
          ...address,
          fields.locality,
          fields.wage,
          fields.vivaldisOfficeCode,
          fields.studentsAllowed,
          fields.description,
        ]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.name} label={t("general.name")} autoComplete="off" />
        <SelectField
          meta={fields.functionCodeId}
          label={t("general.functionCode")}
          hint={t("general.functionCodeHint")}
          placeholder={t("common:forms.choose")}
          // Grouped by joint committee; each names its minimum wage, which the wage must reach.
          options={data.functionCodes.map((code) => ({
            value: code.id,
            label: t("general.functionCodeOption", { codeAndName: code.codeAndName, minimum: format.euro(code.minimumHourlyWageCents) }),
            group: code.committee,
          }))}
        />
        <CheckboxField meta={fields.noVatApplicable} label={t("general.noVatApplicable")} />
        <TextAreaField meta={fields.description} label={t("general.description")} optional />
        <YesNoField meta={fields.onTheMove} legend={t("general.onTheMove")} hint={t("general.onTheMoveHint")} />
        <FollowUp shown={fields.onTheMove.value !== "yes"}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.label}>{t("general.address")}</legend>
            <p className={styles.hint}>{t("general.addressHint")}</p>
            {data.localities ? (
              <ChoicesField
                meta={fields.locality}
                legend={t("general.locality")}
                hint={data.localities.length > 0 ? t("general.localityHint") : t("general.noLocality")}
                type="radio"
                options={data.localities.map((locality) => ({ value: `${locality.zip}|${locality.city}`, label: `${locality.zip} ${locality.city}` }))}
              />
            ) : null}
            <AddressFields fields={fields} />
          </fieldset>
        </FollowUp>
        <TextField meta={fields.wage} label={t("general.wage")} hint={t("general.wageHint")} autoComplete="off" />
        <SelectField
          meta={fields.vivaldisOfficeCode}
          label={t("general.office")}
          hint={t("general.officeHint")}
          placeholder={t("common:forms.choose")}
          options={data.offices.map((office) => ({ value: office.code, label: office.name }))}
        />
        {editing ? (
          <div className={styles.field} id={fields.studentsAllowed.id}>
            <p className={styles.label}>{t("general.studentsAllowed")}</p>
            <span className={styles.hint}>{t("general.studentsAllowedLocked")}</span>
            <p>{data.savedStudentsAllowed ? t("common:forms.yes") : t("common:forms.no")}</p>
          </div>
        ) : (
          <YesNoField meta={fields.studentsAllowed} legend={t("general.studentsAllowed")} hint={t("general.studentsAllowedHint")} />
        )}
        <FollowUp shown={Boolean(chosenCode?.isFlexiAllowed)}>
          <CheckboxField meta={fields.isFlexi} label={t("general.isFlexi")} hint={t("general.isFlexiHint")} />
        </FollowUp>
        <WizardButtons page={data.page} cancel />
      </Form>
    </>
  );
}
