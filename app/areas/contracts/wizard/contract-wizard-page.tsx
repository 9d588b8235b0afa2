import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PAYROLL_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { WizardProgress } from "~/forms/wizard/wizard-parts";
import { ContractOverview } from "./contract-overview";
import { GeneralStep } from "./general-step";
import { ScheduleStep } from "./schedule-step";
import { StepHeading } from "./step-heading";
import type { ContractWizardData, StepResult } from "./wizard-data";
import { SCHEDULE_FORM_IDS } from "./contract-wizard";

/** A restricted account (part 1 §6): why no contract can be created, and where to look. */
function Blocked() {
  const { t } = useTranslation("contracts");
  return (
    <>
      <h1>{t("wizard.title")}</h1>
      <p>{t("wizard.blocked.body")}</p>
      <p>
        <Link to="/invoices">{t("wizard.blocked.invoices")}</Link>
      </p>
      <p>
        <Link to={PAYROLL_CONTRACTS_PATH}>{t("view.back")}</Link>
      </p>
    </>
  );
}

type NotEditable = Extract<ContractWizardData["refusal"], { kind: "notEditable" }>;

/** An edited contract the wizard may no longer change: why, and the way back to it (docs/decisions/0086). */
function NotEditablePage({ refusal }: { refusal: NotEditable }) {
  const { t } = useTranslation("contracts");
  return (
    <>
      <h1>{t("wizard.notEditable.title")}</h1>
      <p>
        {refusal.reason === "processed"
          ? t("wizard.notEditable.processed", { status: refusal.status ? t(`status.${refusal.status}`) : "" })
          : t(`wizard.notEditable.${refusal.reason}`)}
      </p>
      <p>
        <Link to={refusal.contractPath}>{t("wizard.notEditable.back")}</Link>
      </p>
    </>
  );
}

/** Create contract, or edit a requested one: the current step's form, or why the account cannot create one or change this one. */
export function ContractWizardPage({ data, result }: { data: ContractWizardData; result: StepResult }) {
  const { i18n } = useTranslation("contracts");
  if (data.refusal?.kind === "notEditable") return <NotEditablePage refusal={data.refusal} />;
  if (data.wizard === null) return <Blocked />;
  const wizard = data.wizard;
  // A saved draft can differ from what was typed (the position's answers, an edited schedule): the form starts afresh from it.
  return (
    <>
      <h1>{i18n.t(data.title)}</h1>
      <WizardProgress page={wizard.page} />
      <StepHeading page={wizard.page} />
      {wizard.step === "general" ? (
        <GeneralStep key={JSON.stringify(wizard.defaultValue)} data={wizard} result={result} />
      ) : wizard.step === "schedule" ? (
        <ScheduleStep
          key={JSON.stringify(wizard.defaultValue)}
          id={SCHEDULE_FORM_IDS.contract}
          page={wizard.page}
          defaultValue={wizard.defaultValue}
          fullTimeAsked={wizard.fullTimeAsked}
          studentHours={wizard.studentHours}
          result={result}
        />
      ) : (
        <ContractOverview data={wizard} result={result} />
      )}
    </>
  );
}
