import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useCountryName } from "~/ui/address-fields";
import { useServerValidatedForm } from "~/forms/use-form";
import { CheckAnswers, WizardButtons, type Answer } from "~/forms/wizard/wizard-parts";
import { useFormatters } from "~/platform/format";
import { ErrorSummary } from "~/ui/forms";
import type { ContractStep } from "./contract-wizard";
import { EmployeeChecks } from "./employee-checks";
import { useScheduleRows } from "./schedule-rows";
import type { ContractStepData, StepResult } from "./wizard-data";

type Row = [label: string, value: string];

/** The overview (check your answers): every answer of General and Schedule with a Change link, then Request (or Save, editing). */
export function ContractOverview({ data, result }: { data: ContractStepData<"overview">; result: StepResult }) {
  const { t } = useTranslation(["contracts", "positions"]);
  const format = useFormatters();
  const countryName = useCountryName();
  const [form] = useServerValidatedForm({ id: "contract-overview", lastResult: result });
  const { general, schedule } = data.draft;
  const none = t("view.none");
  const answers = (step: Exclude<ContractStep, "overview">, rows: Row[]): Answer[] =>
    rows.map(([label, value]) => ({ label, value, change: data.change[step] }));
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
        [data.employees.length > 0 ? t("wizard.overview.employees") : t("view.employee"), data.names.employee ?? ""],
        [t("view.position"), data.names.position ?? ""],
        [t("view.committee"), data.names.committee ?? ""],
        ...(data.names.costPlace ? [[t("view.costPlace"), data.names.costPlace] satisfies Row] : []),
        [
          t("view.location"),
          general.onTheMove || !location
            ? t("view.variousLocations")
            : `${location.street} ${location.streetNumber}, ${location.zip} ${location.city}, ${countryName(location.country ?? "")}`,
        ],
        [t("view.siteAddress"), general.siteAddress ?? none],
        [t("view.statute"), general.statute ? t(`statute.${general.statute}`) : ""],
        [t("view.contractType"), general.contractType ? t(`contractType.${general.contractType}`) : ""],
        [t("view.contractReason"), general.contractReason ? t(`contractReason.${general.contractReason}`) : ""],
        ...(general.inflowAttempt ? [[t("view.inflowAttempt"), t(`inflowAttempt.${general.inflowAttempt}`)] satisfies Row] : []),
        [t("view.vcaExamDate"), general.vcaExamDate ? format.date(general.vcaExamDate) : none],
        [t("view.wage"), general.wageCents === null ? "" : format.euro(general.wageCents)],
        [t("view.premiums"), premiums.join("; ") || none],
        [t("view.certificates"), data.certificates.map((type) => t(`positions:certificates.${type}`)).join(", ") || none],
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
      {data.employees.length > 0 ? <EmployeeChecks employees={data.employees} /> : null}
      <p>{t(data.hint)}</p>
      <Form method="post" {...getFormProps(form)}>
        <WizardButtons page={data.page} submit={t(data.submit)} cancel />
      </Form>
    </>
  );
}
