import type { PageT } from "~/platform/i18n/keys";
import { POSITION_STEPS, type PositionStep } from "~/utils/position-wizard";

type WizardPageData = { waiting: unknown; wizard: { heading: string; step: PositionStep } | null };

/** "Add a position: Safety (step 2 of 3)", or the waiting-for-rate-agreement screen's title. */
export function positionWizardTitle({ wizard }: WizardPageData, t: PageT): string {
  if (!wizard) return t("positions:waiting.title");
  const { heading, step } = wizard;
  return t("positions:wizard.title", { heading, step: t(`positions:steps.${step}`), number: POSITION_STEPS.indexOf(step) + 1, total: POSITION_STEPS.length });
}
