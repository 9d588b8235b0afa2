import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Overridable so that two builds can share a checkout, each served by its own test run
  // (server.ts reads the same variable).
  buildDirectory: process.env.PORTAL_BUILD_DIR ?? "build",
  // Only the routes a page links to are described to the browser, not all of them.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
