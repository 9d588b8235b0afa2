import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorSummary } from "~/ui/forms";
import { usePremiumRows } from "./position-premiums";
import type { StepResult, WizardStepData } from "./wizard-step";
import { useServerValidatedForm } from "~/forms/use-form";
import { stepPath } from "~/forms/wizard/wizard";
import { CheckAnswers, WizardButtons, type Answer } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { positionWizard, type PositionStep } from "./position-wizard";

type Row = [label: string, value: string];

/**
 * Check your answers (docs/decisions/0018): every answer of the three steps with a Change link that
 * brings the user back here, then Create or Update, which submits the draft.
 */
export function CheckStep({ data, result }: { data: WizardStepData<"check">; result: StepResult }) {
  const { t } = useTranslation(["positions", "common"]);
  const format = useFormatters();
  const premiumRows = usePremiumRows(data.draft.premiums);
  const [form] = useServerValidatedForm({ id: "position-check", lastResult: result });
  const { general, safety } = data.draft;
  const yesNo = (value: boolean | null) => (value ? t("common:forms.yes") : t("common:forms.no"));
  const answers = (step: PositionStep, rows: Row[]): Answer[] =>
    rows.map(([label, value]) => ({ label, value, change: stepPath(positionWizard, data.positionId, step, true) }));
  const location = general.location;
  const students = data.savedStudentsAllowed ?? general.studentsAllowed;
  const sections = [
    {
      heading: t("steps.general"),
      answers: answers("general", [
        [t("general.name"), general.name ?? ""],
        [t("general.functionCode"), data.functionCodeName ?? ""],
        [t("general.noVatApplicable"), yesNo(general.noVatApplicable)],
        [t("general.description"), general.description || t("view.none")],
        [
          t("view.location"),
          location && !general.onTheMove
            ? `${location.street} ${location.streetNumber}, ${location.zip} ${location.city}, ${location.country}`
            : t("variousLocations"),
        ],
        [t("view.wage"), general.wageCents === null ? "" : t("view.perHour", { amount: format.euro(general.wageCents) })],
        [t("general.office"), data.officeName ?? ""],
        [t("general.studentsAllowed"), yesNo(students)],
        [t("general.isFlexi"), yesNo(general.isFlexi)],
      ]),
    },
    {
      heading: t("steps.safety"),
      answers: answers("safety", [
        [t("safety.workEquipmentRequired"), yesNo(safety.workEquipmentRequired)],
        ...(safety.workEquipmentRequired ? [[t("view.workEquipmentConfirmed"), yesNo(safety.workEquipmentRequiredConfirmation)] satisfies Row] : []),
        [t("safety.vcaRequired"), yesNo(safety.vcaCertificationRequired)],
        ...(safety.vcaCertificationRequired ? [[t("view.vcaConfirmed"), yesNo(safety.vcaCertificationRequiredConfirmation)] satisfies Row] : []),
        [t("safety.certificates"), safety.certificateTypes.map((type) => t(`certificates.${type}`)).join(", ") || t("view.none")],
      ]),
    },
    {
      heading: t("steps.premiums"),
      answers: answers("premiums", data.draft.premiums.premiums.length > 0 ? premiumRows : [[t("premiums.legend"), t("view.noPremiums")], ...premiumRows]),
    },
  ];
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <CheckAnswers sections={sections} />
      <Form method="post" {...getFormProps(form)}>
        <WizardButtons page={data.page} submit={data.positionId ? t("wizard.update") : t("wizard.create")} cancel />
      </Form>
    </>
  );
}
