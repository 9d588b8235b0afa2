import { useTranslation } from "~/platform/i18n/use-translation";
import { GeneralStep } from "./general-step";
import { PremiumsStep } from "./premiums-step";
import { SafetyStep } from "./safety-step";
import { WaitingForRateAgreement } from "./waiting-for-rate-agreement";
import type { StepResult, WizardPageData } from "./wizard-step";
import { CheckStep } from "./check-step";
import type { WizardPage } from "~/forms/wizard/wizard";
import { WizardProgress } from "~/forms/wizard/wizard-parts";

/** "Step 2 of 4: Safety" under the progress list (part 2 §4). */
function StepHeading({ page }: { page: WizardPage }) {
  const { t, i18n } = useTranslation("positions");
  return <h2>{t("wizard.stepOf", { number: page.number, total: page.total, step: i18n.t(page.title) })}</h2>;
}

/** Add and edit position: the waiting screen without a valid rate agreement, else the current step's form. */
export function PositionWizardPage({ data, result }: { data: WizardPageData; result: StepResult }) {
  if (data.wizard === null) return <WaitingForRateAgreement companyName={data.waiting.companyName} office={data.waiting.office} />;
  const wizard = data.wizard;
  return (
    <>
      <h1>{wizard.heading}</h1>
      <WizardProgress page={wizard.page} />
      <StepHeading page={wizard.page} />
      {wizard.step === "general" ? (
        // A saved draft can differ from what was typed (a picked locality): the form starts afresh from it.
        <GeneralStep key={JSON.stringify(wizard.defaultValue)} data={wizard} result={result ?? wizard.result} />
      ) : wizard.step === "safety" ? (
        <SafetyStep key={JSON.stringify(wizard.defaultValue)} data={wizard} result={result} />
      ) : wizard.step === "premiums" ? (
        <PremiumsStep key={JSON.stringify(wizard.defaultValue)} data={wizard} result={result} />
      ) : (
        <CheckStep data={wizard} result={result} />
      )}
    </>
  );
}
