import { useFetchers, useNavigation } from "react-router";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from "~/platform/session-limits";
import * as forms from "./forms.css";

// How long a signed-in page's session lasts (docs/decisions/0035-session-end-mid-form.md): said on
// the page for everyone, and with scripts, GOV.UK's timeout warning a few minutes before the end.

const IDLE_MINUTES = IDLE_TIMEOUT_MS / 60_000;
// The server counts idle time from the last request it noted, which can be a minute before the page's last one.
const SIGN_OUT_AFTER_MS = IDLE_TIMEOUT_MS - TOUCH_INTERVAL_MS;
const WARN_BEFORE_MS = 5 * 60 * 1000;

// The dialog's code is only fetched when the warning is due, off every page's first load.
const IdleWarningDialog = lazy(() => import("./idle-warning-dialog"));

/** The idle limit, said at the foot of each signed-in page; with scripts, the warning before it ends. */
export function SessionTimeout() {
  const { t } = useTranslation();
  return (
    <>
      <p className={forms.hint}>{t("sessionEnd.note", { minutes: IDLE_MINUTES })}</p>
      <IdleWarning />
    </>
  );
}

/** The page's last request to the server: the document's load, then each navigation, submission or fetcher. */
function useLastActivity(): [number | null, () => void] {
  const [lastActivity, setLastActivity] = useState<number | null>(null);
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.some((fetcher) => fetcher.state !== "idle");
  const noteActivity = useCallback(() => setLastActivity(Date.now()), []);
  useEffect(() => {
    if (!busy) noteActivity();
  }, [busy, noteActivity]);
  return [lastActivity, noteActivity];
}

function IdleWarning() {
  const [lastActivity, noteActivity] = useLastActivity();
  // The activity the warning was raised for: any newer one puts it away.
  const [warnedFor, setWarnedFor] = useState<number | null>(null);
  useEffect(() => {
    if (lastActivity === null) return;
    const timer = setTimeout(() => setWarnedFor(lastActivity), SIGN_OUT_AFTER_MS - WARN_BEFORE_MS);
    return () => clearTimeout(timer);
  }, [lastActivity]);
  if (lastActivity === null || warnedFor !== lastActivity) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        signOutAt={lastActivity + SIGN_OUT_AFTER_MS}
        minutes={IDLE_MINUTES}
        onDone={(stayed) => (stayed ? noteActivity() : setWarnedFor(null))}
      />
    </Suspense>
  );
}
