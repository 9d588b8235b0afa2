import * as Sentry from "@sentry/react-router";
import { eventGate, withShortNames } from "~/platform/error-reporting";
import { startReportingBoundaryErrors } from "./boundary-errors";
import type { BrowserErrorReporting } from "./error-reporting.server";

// The browser's session is the page load: the SDK starts afresh with each document.
const PAGE_SESSION = "page";

/** Error reporting in the browser, with the server's rules (app/platform/error-reporting.ts) and its settings. */
export function startErrorReporting({ dsn, release, environment, maxEvents }: BrowserErrorReporting) {
  const admit = eventGate(maxEvents);
  Sentry.init({
    dsn,
    release,
    environment,
    sendDefaultPii: false,
    beforeSend: (event) => admit(event, PAGE_SESSION),
    beforeBreadcrumb: (breadcrumb) => withShortNames(breadcrumb),
  });
  startReportingBoundaryErrors((error) => Sentry.captureException(error, { mechanism: { type: "react-router-error-boundary", handled: false } }));
}
