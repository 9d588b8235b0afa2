import { useTranslation } from "react-i18next";
import { GeneralStep } from "./general-step";
import { PremiumsStep } from "./premiums-step";
import { SafetyStep } from "./safety-step";
import { WaitingForRateAgreement } from "./waiting-for-rate-agreement";
import type { StepResult, WizardPageData } from "./wizard-step";
import * as styles from "~/styles/forms.css";
import { POSITION_STEPS, type PositionStep } from "~/utils/position-wizard";

/** Where the user is in the three steps (part 2 §4), the current one marked for screen readers too. */
function WizardProgress({ current }: { current: PositionStep }) {
  const { t } = useTranslation("positions");
  return (
    <>
      <ol className={styles.progress} aria-label={t("wizard.progress")}>
        {POSITION_STEPS.map((step, index) => {
          const label = `${index + 1}. ${t(`steps.${step}`)}`;
          return (
            <li key={step} aria-current={step === current ? "step" : undefined}>
              {step === current ? <strong>{label}</strong> : label}
            </li>
          );
        })}
      </ol>
      <h2>{t("wizard.stepOf", { number: POSITION_STEPS.indexOf(current) + 1, total: POSITION_STEPS.length, step: t(`steps.${current}`) })}</h2>
    </>
  );
}

/** Add and edit position: the waiting screen without a valid rate agreement, else the current step's form. */
export function PositionWizardPage({ data, result }: { data: WizardPageData; result: StepResult }) {
  if (data.wizard === null) return <WaitingForRateAgreement companyName={data.waiting.companyName} office={data.waiting.office} />;
  const wizard = data.wizard;
  // A saved draft can differ from what was typed (a picked locality): the form starts afresh from it.
  const key = JSON.stringify(wizard.defaultValue);
  return (
    <>
      <h1>{wizard.heading}</h1>
      <WizardProgress current={wizard.step} />
      {wizard.step === "general" ? (
        <GeneralStep key={key} data={wizard} result={result ?? wizard.result} />
      ) : wizard.step === "safety" ? (
        <SafetyStep key={key} data={wizard} result={result} />
      ) : (
        <PremiumsStep key={key} data={wizard} result={result} />
      )}
    </>
  );
}
