import { useLocation, useNavigation } from "react-router";
import { useEffect, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "./forms.css";

/**
 * With JavaScript, a submit button that ignores a second click while its form is on its way. The click
 * is remembered at once (a double click comes before the page renders again) and forgotten once the
 * page's navigation is over, whatever its answer: the page is idle again, at a new location.
 */
export function useOneSubmission() {
  const { state } = useNavigation();
  const { key: location } = useLocation();
  const clicked = useRef(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (state !== "idle") return;
    clicked.current = false;
    setSending(false);
  }, [state, location]);
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (clicked.current) return event.preventDefault();
    clicked.current = true;
    setSending(true);
  };
  return { sending, button: { onClick, "aria-disabled": sending || undefined } };
}

/**
 * Says to screen readers that the form is being sent: a polite live region, there before it speaks. No
 * role="status": the page's own notices are its status messages.
 */
export function SendingStatus({ sending }: { sending: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.hidden} aria-live="polite">
      {sending ? t("forms.sending") : null}
    </span>
  );
}
