import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { StepResult, WizardStepData } from "./wizard-step";
import { CheckboxField, ChoicesField, ErrorSummary, YesNoField } from "~/ui/forms";
import { useServerValidatedForm } from "~/forms/use-form";
import { FollowUp, WizardButtons } from "~/forms/wizard/wizard-parts";
import type { SafetyForm } from "./position-safety.schema";
import * as styles from "~/ui/forms.css";
import { CERTIFICATE_TYPES } from "./position-wizard";

/**
 * Step 2, Safety (part 2 §3, §5): each requirement answered yes must be confirmed. The confirmations
 * are rendered by the server; with scripts, each hides while its question is not answered yes.
 */
export function SafetyStep({ data, result }: { data: WizardStepData<"safety">; result: StepResult }) {
  const { t } = useTranslation(["positions", "common"]);
  const [form, fields] = useServerValidatedForm<SafetyForm>({ id: "position-safety", lastResult: result, defaultValue: data.defaultValue });
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.workEquipmentRequired,
          fields.workEquipmentRequiredConfirmation,
          fields.vcaCertificationRequired,
          fields.vcaCertificationRequiredConfirmation,
        ]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <YesNoField meta={fields.workEquipmentRequired} legend={t("safety.workEquipmentRequired")} />
        <FollowUp shown={fields.workEquipmentRequired.value === "yes"}>
          <CheckboxField meta={fields.workEquipmentRequiredConfirmation} label={t("safety.workEquipmentConfirmation")} hint={t("safety.onlyAfterYes")} />
        </FollowUp>
        <YesNoField meta={fields.vcaCertificationRequired} legend={t("safety.vcaRequired")} />
        <FollowUp shown={fields.vcaCertificationRequired.value === "yes"}>
          <CheckboxField meta={fields.vcaCertificationRequiredConfirmation} label={t("safety.vcaConfirmation")} hint={t("safety.onlyAfterYes")} />
        </FollowUp>
        <ChoicesField
          meta={fields.certificateTypes}
          legend={`${t("safety.certificates")} ${t("common:forms.optional")}`}
          hint={t("safety.certificatesHint")}
          type="checkbox"
          options={CERTIFICATE_TYPES.map((type) => ({ value: type, label: t(`certificates.${type}`) }))}
        />
        <WizardButtons page={data.page} cancel />
      </Form>
    </>
  );
}
