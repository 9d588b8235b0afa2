import { useTranslation } from "~/platform/i18n/use-translation";
import { useRestoredForm } from "~/platform/restored-form";
import * as styles from "./forms.css";

/**
 * Above a form that came back with what was typed before the session ended: check it and send it
 * again, nothing was sent. An alert, so that it is read out as the page opens.
 */
export function KeptFormNotice() {
  const { t } = useTranslation();
  const restored = useRestoredForm();
  if (!restored) return null;
  return (
    <div className={styles.notice} role="alert">
      <p>{t("sessionEnd.keptForm")}</p>
      {restored.complete ? null : <p>{t("sessionEnd.keptFormIncomplete")}</p>}
    </div>
  );
}
