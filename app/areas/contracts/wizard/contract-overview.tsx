import { getFormProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { workedMinutes } from "~domain/contract-schedule";
import { useServerValidatedForm } from "~/forms/use-form";
import { stepPath } from "~/forms/wizard/wizard";
import { CheckAnswers, WizardButtons, type Answer } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { ErrorSummary } from "~/ui/forms";
import { contractWizard, type ContractStep } from "./contract-wizard";
import type { ContractStepData, StepResult } from "./wizard-data";

type Row = [label: string, value: string];
const hoursOf = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, "0")}`;

/** The schedule's days as answers: "Monday 30 November 2026: 08:00–16:30, 30 minutes break (8:00)". */
export function useScheduleRows(days: { date: string | null; start: string | null; end: string | null; breakMinutes: number | null }[]): Row[] {
  const { t } = useTranslation("contracts");
  const format = useFormatters();
  return days.map((day) => {
    const complete = day.date && day.start && day.end;
    const worked = complete ? workedMinutes({ date: day.date!, start: day.start!, end: day.end!, breakMinutes: day.breakMinutes ?? 0 }) : 0;
    return [
      day.date ? format.day(day.date) : "",
      t("wizard.overview.day", { start: day.start ?? "", end: day.end ?? "", count: day.breakMinutes ?? 0, total: hoursOf(Math.max(0, worked)) }),
    ];
  });
}

/** The overview (check your answers): every answer of General and Schedule with a Change link, then Request. */
export function ContractOverview({ data, result }: { data: ContractStepData<"overview">; result: StepResult }) {
  const { t } = useTranslation(["contracts", "positions"]);
  const format = useFormatters();
  const [form] = useServerValidatedForm({ id: "contract-overview", lastResult: result });
  const { general, schedule } = data.draft;
  const none = t("view.none");
  const answers = (step: ContractStep, rows: Row[]): Answer[] =>
    rows.map(([label, value]) => ({ label, value, change: stepPath(contractWizard, null, step, true) }));
  const location = general.location;
  const premiums = general.premiums.map((premium) =>
    [
      t(`positions:premiumTypes.${premium.type}`),
      premium.value === null ? "" : format.number(premium.value),
      premium.distanceKm === null ? "" : t("view.distance", { km: format.number(premium.distanceKm) }),
    ]
      .filter(Boolean)
      .join(", "),
  );
  const sections = [
    {
      heading: t("wizard.steps.general"),
      answers: answers("general", [
        [t("view.employee"), data.names.employee ?? ""],
        [t("view.position"), data.names.position ?? ""],
        [t("view.committee"), data.names.committee ?? ""],
        ...(data.names.costPlace ? [[t("view.costPlace"), data.names.costPlace] satisfies Row] : []),
        [
          t("view.location"),
          general.onTheMove || !location
            ? t("view.variousLocations")
            : `${location.street} ${location.streetNumber}, ${location.zip} ${location.city}, ${location.country}`,
        ],
        [t("view.siteAddress"), general.siteAddress ?? none],
        [t("view.statute"), general.statute ? t(`statute.${general.statute}`) : ""],
        [t("view.contractType"), general.contractType ? t(`contractType.${general.contractType}`) : ""],
        [t("view.contractReason"), general.contractReason ? t(`contractReason.${general.contractReason}`) : ""],
        ...(general.inflowAttempt ? [[t("view.inflowAttempt"), t(`inflowAttempt.${general.inflowAttempt}`)] satisfies Row] : []),
        [t("view.vcaExamDate"), general.vcaExamDate ? format.date(general.vcaExamDate) : none],
        [t("view.wage"), general.wageCents === null ? "" : format.euro(general.wageCents)],
        [t("view.premiums"), premiums.join("; ") || none],
        [t("view.remark"), general.remark ?? none],
      ]),
    },
    {
      heading: t("wizard.steps.schedule"),
      answers: answers("schedule", [
        ...useScheduleRows(schedule.days),
        ...(schedule.fullTimeConfirmed ? [[t("wizard.overview.fullTime"), t("wizard.overview.confirmed")] satisfies Row] : []),
      ]),
    },
  ];
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <CheckAnswers sections={sections} />
      <p>{t("wizard.overview.requestHint")}</p>
      <Form method="post" {...getFormProps(form)}>
        <WizardButtons page={data.page} submit={t("wizard.overview.request")} cancel />
      </Form>
    </>
  );
}
