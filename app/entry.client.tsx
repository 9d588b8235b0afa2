import { HydratedRouter } from "react-router/dom";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadShippedTranslations } from "~/platform/i18n/page-translations";
import { guardChunkReloads } from "~/ui/chunk-reload-guard";
import { followLinksAsPageLoadsWhenSlow } from "~/platform/page-loads-when-slow";

guardChunkReloads();
followLinksAsPageLoadsWhenSlow();

// The page's texts first (the document preloads them): a page hydrated without them would show keys.
// Should they not come, the page stays as the server rendered it, which works without scripts.
void loadShippedTranslations().then((loaded) => {
  if (!loaded) return;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// Error reporting is optional code: it loads once the page is interactive and the browser is idle,
// never on the critical path. The server says whether it is on, and with which settings (root.tsx).
const errorReporting = document.documentElement.dataset.errorReporting;
if (errorReporting) {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 2000));
  const start = () => whenIdle(() => void import("~/platform/sentry.client").then((m) => m.startErrorReporting(JSON.parse(errorReporting))));
  // The framework imports this module dynamically, so the page may have finished loading before it runs.
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
