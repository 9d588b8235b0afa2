import * as Sentry from "@sentry/remix";

// Part 1 §9: at most 10 events per session (configurable 1 to 100 in the original), 1 MB payloads.
const MAX_EVENTS_PER_SESSION = 10;

export function startErrorReporting(dsn: string) {
  let sent = 0;
  Sentry.init({
    dsn,
    release: document.documentElement.dataset.release,
    beforeSend: (event) => (sent++ < MAX_EVENTS_PER_SESSION ? event : null),
  });
}
