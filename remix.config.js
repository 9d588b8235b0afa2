// Overridable so that two builds can share a checkout, each served by its own test run
// (server.ts reads the same variable).
const buildDir = process.env.PORTAL_BUILD_DIR;

/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverBuildPath: buildDir ? `${buildDir}/index.js` : "build/index.js",
  assetsBuildDirectory: buildDir ? `${buildDir}/assets` : "public/build",
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
