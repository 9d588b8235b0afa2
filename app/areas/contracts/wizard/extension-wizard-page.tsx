import type { SerializeFrom } from "~/platform/route-data";
import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useServerValidatedForm } from "~/forms/use-form";
import { stepPath } from "~/forms/wizard/wizard";
import { CheckAnswers, WizardButtons, WizardProgress } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { ErrorSummary } from "~/ui/forms";
import { useScheduleRows } from "./schedule-rows";
import { StepHeading } from "./step-heading";
import { extensionWizard, SCHEDULE_FORM_IDS } from "./contract-wizard";
import type { loadExtensionStep } from "./extension-wizard.server";
import { ScheduleStep } from "./schedule-step";
import type { StepResult } from "./wizard-data";

type ExtensionData = SerializeFrom<typeof loadExtensionStep>;

function ExtensionOverview({ data, result }: { data: Extract<ExtensionData, { step: "overview" }>; result: StepResult }) {
  const { t } = useTranslation("contracts");
  const [form] = useServerValidatedForm({ id: "extension-overview", lastResult: result });
  const change = stepPath(extensionWizard, data.contract.id, "schedule", true);
  const rows = [
    ...useScheduleRows(data.schedule.days),
    ...(data.schedule.fullTimeConfirmed ? [[t("wizard.overview.fullTime"), t("wizard.overview.confirmed")] as const] : []),
    [t("extension.notes"), data.notes ?? t("view.none")] as const,
  ];
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <CheckAnswers sections={[{ heading: t("wizard.steps.schedule"), answers: rows.map(([label, value]) => ({ label, value, change })) }]} />
      <p>{t("extension.requestHint")}</p>
      <Form method="post" {...getFormProps(form)}>
        <WizardButtons page={data.page} submit={t("extension.request")} cancel />
      </Form>
    </>
  );
}

/** Request an extension: the contract it extends, then the current step. */
export function ExtensionWizardPage({ data, result }: { data: ExtensionData; result: StepResult }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return (
    <>
      <h1>{t("extension.title", { name: data.name })}</h1>
      <p>{t("extension.intro", { position: data.positionName, start: format.date(data.contract.startDate), end: format.date(data.contract.endDate) })}</p>
      <WizardProgress page={data.page} />
      <StepHeading page={data.page} />
      {data.step === "schedule" ? (
        <ScheduleStep
          key={JSON.stringify(data.defaultValue)}
          id={SCHEDULE_FORM_IDS.extension}
          page={data.page}
          defaultValue={data.defaultValue}
          fullTimeAsked={data.fullTimeAsked}
          studentHours={data.studentHours}
          result={result}
          withNotes
        />
      ) : (
        <ExtensionOverview data={data} result={result} />
      )}
    </>
  );
}
