import type { Page } from "@playwright/test";

/**
 * Marks the page once React has hydrated it, with the time (window.hydratedAt); add it to a browser
 * context as an init script. React reports each commit to the DevTools hook when one is present, and to
 * onPostCommitFiberRoot after that commit's effects ran: a stand-in hook learns when the first commit
 * (hydration) is done and every event listener is attached. window.__reactRouterDataRouter is no such
 * sign: it exists as soon as hydration starts. A text, not a function: the bench runs under tsx, which
 * would wrap the hook's functions in a helper the page does not have.
 */
export const markHydrated = {
  content: `Object.defineProperty(window, "__REACT_DEVTOOLS_GLOBAL_HOOK__", {
    value: { supportsFiber: true, inject: () => 1, onPostCommitFiberRoot: () => { window.hydratedAt ??= performance.now(); } },
  });`,
};

/** Waits until a page of a context given markHydrated is hydrated: its scripts start after the first paint. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => (window as Window & { hydratedAt?: number }).hydratedAt !== undefined);
}

/**
 * Waits until a page is ready: hydrated, or loaded when the server sent it without scripts
 * (app/platform/page-scripts.tsx), as a page without scripts is whole once loaded.
 */
export async function waitForReady(page: Page) {
  await page.waitForFunction(
    () =>
      (window as Window & { hydratedAt?: number }).hydratedAt !== undefined ||
      (document.readyState === "complete" && !document.querySelector('script[type="module"]')),
  );
}

/**
 * Waits until the page has rendered two frames and run what they scheduled (React commits and runs its
 * effects within a frame), and has no navigation or revalidation under way.
 */
export async function pageSettled(page: Page) {
  await page.waitForFunction(() => {
    const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string }; revalidation: string } } }).__reactRouterDataRouter;
    return router?.state.navigation.state === "idle" && router.state.revalidation === "idle";
  });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
