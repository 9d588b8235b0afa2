import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PREMIUM_TYPES, PREMIUM_UNITS, type PremiumTypeName } from "~domain/positions";
import type { StepResult, WizardStepData } from "./wizard-step";
import { CheckboxField, ErrorSummary, SelectField, TextAreaField, TextField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp, WizardButtons } from "~/forms/wizard/wizard-parts";
import type { PremiumsForm } from "./position-premiums.schema";
import * as styles from "~/ui/forms.css";

const PREMIUM_PARTS = ["selected", "value", "unit", "contributionValue"] as const;
type PremiumFields = Record<(typeof PREMIUM_PARTS)[number], FieldMetadata<string | undefined>>;

/** The amount fields of one ticked premium: meal vouchers have two shares, others an amount and a unit. */
function PremiumAmount({ type, fields }: { type: PremiumTypeName; fields: PremiumFields }) {
  const { t } = useTranslation(["positions", "common"]);
  const premium = t(`premiumTypes.${type}`);
  if (type === "meal_vouchers") {
    return (
      <>
        <TextField meta={fields.value} label={t("premiums.employerShare")} hint={t("premiums.employerShareHint")} autoComplete="off" />
        <TextField meta={fields.contributionValue} label={t("premiums.employeeShare")} hint={t("premiums.employeeShareHint")} autoComplete="off" />
      </>
    );
  }
  const units = PREMIUM_UNITS[type];
  if (units.length === 1) {
    return <TextField meta={fields.value} label={t("premiums.amountOf", { premium })} hint={t(`premiumUnits.hint.${units[0]}`)} autoComplete="off" />;
  }
  return (
    <>
      <TextField meta={fields.value} label={t("premiums.amountOf", { premium })} hint={t("premiums.amountHint")} autoComplete="off" />
      <SelectField
        meta={fields.unit}
        label={t("premiums.unitOf", { premium })}
        placeholder={t("common:forms.choose")}
        options={units.map((unit) => ({ value: unit, label: t(`premiumUnits.label.${unit}`) }))}
      />
    </>
  );
}

/**
 * Step 3, Premiums (part 2 §3, §5, §9): a box per premium type, each ticked one with its amount.
 * The amounts are rendered by the server under their box; with scripts, those of unticked boxes hide.
 */
export function PremiumsStep({ data, result }: { data: WizardStepData<"premiums">; result: StepResult }) {
  const { t } = useTranslation(["positions", "common"]);
  const [form, fields] = useServerValidatedForm<PremiumsForm>({ id: "position-premiums", lastResult: result, defaultValue: data.defaultValue });
  const premiums = fields.premiums.getFieldset();
  const premiumFields = (type: PremiumTypeName) => premiums[type].getFieldset() as unknown as PremiumFields;
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          ...PREMIUM_TYPES.flatMap((type) => PREMIUM_PARTS.map((part) => premiumFields(type)[part])),
          fields.nettoPremiumComment,
          fields.ecoChequeComment,
        ]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>{`${t("premiums.legend")} ${t("common:forms.optional")}`}</legend>
          <p className={styles.hint}>{t("premiums.hint")}</p>
          {PREMIUM_TYPES.map((type) => {
            const typeFields = premiumFields(type);
            return (
              <div key={type}>
                <CheckboxField meta={typeFields.selected} label={t(`premiumTypes.${type}`)} />
                <FollowUp shown={typeFields.selected.value === "on"}>
                  <PremiumAmount type={type} fields={typeFields} />
                </FollowUp>
              </div>
            );
          })}
        </fieldset>
        <TextAreaField meta={fields.nettoPremiumComment} label={t("premiums.nettoPremiumComment")} optional />
        <CheckboxField meta={fields.useEcoChequeComment} label={t("premiums.useEcoChequeComment")} />
        <FollowUp shown={fields.useEcoChequeComment.value === "on"}>
          <TextAreaField meta={fields.ecoChequeComment} label={t("premiums.ecoChequeComment")} hint={t("premiums.ecoChequeCommentHint")} />
        </FollowUp>
        <WizardButtons page={data.page} cancel />
      </Form>
    </>
  );
}
