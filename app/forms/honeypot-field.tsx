import { useTranslation } from "~/platform/i18n/use-translation";
import { HONEYPOT_FIELD } from "./honeypot";
import * as styles from "~/ui/forms.css";

/**
 * The public forms' trap for bots (./honeypot.ts): out of sight, out of the tab order and
 * hidden from screen readers, so that only a program that fills every field fills it.
 */
export function HoneypotField() {
  const { t } = useTranslation("auth");
  return (
    <div className={styles.hidden} aria-hidden="true">
      <label htmlFor={`${HONEYPOT_FIELD}-trap`}>{t("honeypot")}</label>
      <input id={`${HONEYPOT_FIELD}-trap`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
