import { useTranslation } from "react-i18next";
import { ONBOARDING_STEPS, type OnboardingStep } from "../../domain/onboarding";
import * as styles from "~/styles/forms.css";

/** Where the user is in the four steps; the current one is marked for screen readers too. */
export function OnboardingProgress({ current }: { current: OnboardingStep }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.progress} aria-label={t("onboarding.progress")}>
      {ONBOARDING_STEPS.map((step, index) => (
        <li key={step} aria-current={step === current ? "step" : undefined}>
          {step === current ? <strong>{`${index + 1}. ${t(`onboarding.steps.${step}`)}`}</strong> : `${index + 1}. ${t(`onboarding.steps.${step}`)}`}
        </li>
      ))}
    </ol>
  );
}
