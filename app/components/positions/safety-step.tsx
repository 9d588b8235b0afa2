import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { WizardButtons, type StepResult, type WizardStepData } from "./wizard-step";
import { CheckboxField, ChoicesField, ErrorSummary, YesNoField } from "~/components/forms";
import type { SafetyForm } from "~/schemas/position-safety";
import * as styles from "~/styles/forms.css";
import * as positionStyles from "~/styles/positions.css";
import { CERTIFICATE_TYPES } from "~/utils/position-wizard";
import { useHydrated } from "~/utils/use-hydrated";

/**
 * Step 2, Safety (part 2 §3, §5): each requirement answered yes must be confirmed. The confirmations
 * are rendered by the server; with scripts, each hides while its question is not answered yes.
 */
export function SafetyStep({ data, result }: { data: WizardStepData<"safety">; result: StepResult }) {
  const { t } = useTranslation(["positions", "common"]);
  const hydrated = useHydrated();
  const [form, fields] = useForm<SafetyForm>({ id: "position-safety", lastResult: result, defaultValue: data.defaultValue, shouldRevalidate: "onBlur" });
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[fields.workEquipmentRequired, fields.workEquipmentRequiredConfirmation, fields.vcaCertificationRequired, fields.vcaCertificationRequiredConfirmation]}
      />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <YesNoField meta={fields.workEquipmentRequired} legend={t("safety.workEquipmentRequired")} />
        <div className={positionStyles.conditional} hidden={hydrated && fields.workEquipmentRequired.value !== "yes"}>
          <CheckboxField meta={fields.workEquipmentRequiredConfirmation} label={t("safety.workEquipmentConfirmation")} hint={t("safety.onlyAfterYes")} />
        </div>
        <YesNoField meta={fields.vcaCertificationRequired} legend={t("safety.vcaRequired")} />
        <div className={positionStyles.conditional} hidden={hydrated && fields.vcaCertificationRequired.value !== "yes"}>
          <CheckboxField meta={fields.vcaCertificationRequiredConfirmation} label={t("safety.vcaConfirmation")} hint={t("safety.onlyAfterYes")} />
        </div>
        <ChoicesField
          meta={fields.certificateTypes}
          legend={`${t("safety.certificates")} ${t("common:forms.optional")}`}
          hint={t("safety.certificatesHint")}
          type="checkbox"
          options={CERTIFICATE_TYPES.map((type) => ({ value: type, label: t(`certificates.${type}`) }))}
        />
        <WizardButtons step="safety" editing={data.positionId !== null} />
      </Form>
    </>
  );
}
