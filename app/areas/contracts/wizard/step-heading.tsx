import { useTranslation } from "~/platform/i18n/use-translation";
import type { WizardPage } from "~/forms/wizard/wizard";

/** "Step 2 of 3: Schedule" under the progress list. */
export function StepHeading({ page }: { page: WizardPage }) {
  const { t, i18n } = useTranslation("contracts");
  return <h2>{t("wizard.stepOf", { number: page.number, total: page.total, step: i18n.t(page.title) })}</h2>;
}
