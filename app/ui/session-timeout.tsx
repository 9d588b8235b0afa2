import { useFetchers, useNavigation } from "react-router";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { IDLE_MINUTES, IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from "~/platform/session-limits";

// How long a signed-in page's session lasts (docs/decisions/0035-session-end-mid-form.md, 0080): said
// once, on the sign-in page and in the accessibility statement, not at the foot of every page; with
// scripts, GOV.UK's timeout warning a few minutes before the end.

// The server counts idle time from the last request it noted, which can be a minute before the page's last one.
const SIGN_OUT_AFTER_MS = IDLE_TIMEOUT_MS - TOUCH_INTERVAL_MS;
const WARN_BEFORE_MS = 5 * 60 * 1000;

// The dialog's code is only fetched when the warning is due, off every page's first load.
const IdleWarningDialog = lazy(() => import("./idle-warning-dialog"));

/** On each signed-in page with scripts: the warning before the session ends. */
export function SessionTimeout() {
  return <IdleWarning />;
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
