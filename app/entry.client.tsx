import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});

// Error reporting is optional code: it loads once the page is interactive and the browser is idle,
// never on the critical path.
const dsn = document.documentElement.dataset.sentryDsn;
if (dsn) {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  window.addEventListener("load", () => whenIdle(() => void import("~/platform/sentry.client").then((m) => m.startErrorReporting(dsn))));
}
