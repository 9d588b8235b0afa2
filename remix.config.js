/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  // Code outside app/ (the shared business rules in domain/) is bundled like app code.
  watchPaths: ["domain/**/*", "locales/**/*"],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    // Only the routes a page links to are described to the browser, not all of them.
    v3_lazyRouteDiscovery: true,
  },
};
