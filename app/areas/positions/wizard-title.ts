import type { WizardPage } from "~/forms/wizard/wizard";
import type { PageT } from "~/platform/i18n/keys";

type WizardPageData = { wizard: { heading: string; page: Pick<WizardPage, "title" | "number" | "total"> } | null };

/** "Add a position: Safety (step 2 of 4)", or the waiting-for-rate-agreement screen's title. */
export function positionWizardTitle({ wizard }: WizardPageData, t: PageT): string {
  if (!wizard) return t("positions:waiting.title");
  const { heading, page } = wizard;
  return t("positions:wizard.title", { heading, step: t(page.title), number: page.number, total: page.total });
}
