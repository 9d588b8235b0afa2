import type { SubmissionResult } from "@conform-to/react";
import type { SerializeFrom } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms";
import type { loadPositionStep } from "~/services/position-wizard.server";
import * as styles from "~/styles/forms.css";
import { POSITION_STEPS, type PositionStep } from "~/utils/position-wizard";

// What every step's form shares: its data, its last result and its buttons.

export type WizardPageData = SerializeFrom<typeof loadPositionStep>;
export type WizardStepData<S extends PositionStep> = Extract<NonNullable<WizardPageData["wizard"]>, { step: S }>;
export type StepResult = SubmissionResult<string[]> | undefined;

/**
 * The step's buttons, all submitting the same form. Next (or Create/Update) comes first, so Enter
 * means going on; Previous and Cancel are named intents that the server saves without checking.
 */
export function WizardButtons({ step, editing }: { step: PositionStep; editing: boolean }) {
  const { t } = useTranslation("positions");
  const last = step === POSITION_STEPS[POSITION_STEPS.length - 1];
  return (
    <div className={styles.actions}>
      <SubmitButton>{last ? (editing ? t("wizard.update") : t("wizard.create")) : t("wizard.next")}</SubmitButton>
      {step !== POSITION_STEPS[0] ? (
        <button type="submit" name="intent" value="previous" className={styles.secondaryButton}>
          {t("wizard.previous")}
        </button>
      ) : null}
      <button type="submit" name="intent" value="cancel" className={styles.linkButton}>
        {t("wizard.cancel")}
      </button>
    </div>
  );
}

