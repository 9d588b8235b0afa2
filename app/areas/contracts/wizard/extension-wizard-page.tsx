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

/** Whether the extension will be made at once or wait for the office, and why, before it is requested. */
function ExpectedResult({ expected }: { expected: Extract<ExtensionData, { step: "overview" }>["expected"] }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  const hours = { hours: format.number(expected.hours), contractHours: format.number(expected.contractHours) };
  return <p>{t(`extension.expected.${expected.result}`, hours)}</p>;
}

/** The hours of the contract the extension follows, week by week. */
function ContractWeeks({ weeks }: { weeks: ExtensionData["contractWeeks"] }) {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return (
    <section aria-labelledby="contract-hours">
      <h2 id="contract-hours">{t("extension.contractHours")}</h2>
      <ul>
        {weeks.map((week) => (
          <li key={week.monday}>{t("extension.contractWeek", { monday: format.date(week.monday), hours: format.number(week.hours) })}</li>
        ))}
      </ul>
    </section>
  );
}

function ExtensionOverview({ data, result }: { data: Extract<ExtensionData, { step: "overview" }>; result: StepResult }) {
  const { t } = useTranslation("contracts");
  const [form] = useServerValidatedForm({ id: "extension-overview", lastResult: result });
  const change = stepPath(extensionWizard, data.contract.id, "schedule", true);
  const rows = [
    ...useScheduleRows(data.schedule.days),
    ...(data.schedule.fullTimeConfirmed ? [[t("wizard.overview.fullTime"), t("wizard.overview.confirmed")] as const] : []),
    [t("extension.contractNotes"), data.contractNotes ?? data.contract.remark ?? t("view.none")] as const,
    [t("extension.notes"), data.notes ?? t("view.none")] as const,
  ];
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <CheckAnswers sections={[{ heading: t("wizard.steps.schedule"), answers: rows.map(([label, value]) => ({ label, value, change })) }]} />
      <ExpectedResult expected={data.expected} />
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
      <ContractWeeks weeks={data.contractWeeks} />
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
