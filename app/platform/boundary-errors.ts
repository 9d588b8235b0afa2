// Errors the browser itself threw that an error boundary caught (a page chunk that failed to load
// twice, a render that failed): React hands them to the boundary, not to the window, so error
// reporting never sees them unless the boundary says so. Reporting loads after the page is
// interactive (entry.client.tsx): what a boundary shows before that waits here.

type Reporter = (error: Error) => void;

/** More would be dropped by the reporting's own limit per session anyway (app/platform/error-reporting.ts). */
const MAX_WAITING = 10;

let reporter: Reporter | null = null;
const waiting: Error[] = [];

/**
 * Whether the browser threw `error`. An error of the server reaches the browser rebuilt from the
 * server's answer, and in production without its stack (@remix-run/server-runtime sanitizes it);
 * the server reported it already. A thrown answer (a 404, a 503) is no error of the code at all.
 */
export const isBrowserError = (error: unknown): error is Error => error instanceof Error && typeof error.stack === "string";

export function reportBoundaryError(error: unknown) {
  if (!isBrowserError(error)) return;
  if (reporter) reporter(error);
  else if (waiting.length < MAX_WAITING) waiting.push(error);
}

/** Called once error reporting has started: reports what waited, then each error as it comes. */
export function startReportingBoundaryErrors(report: Reporter) {
  reporter = report;
  waiting.splice(0).forEach(report);
}
