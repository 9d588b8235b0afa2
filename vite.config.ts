import { execFileSync } from "node:child_process";
import { vitePlugin as remix } from "@remix-run/dev";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { todayInBelgium } from "./domain/belgian-time";

// Overridable so that two builds can share a checkout, each served by its own test run
// (server.ts reads the same variable).
const buildDirectory = process.env.PORTAL_BUILD_DIR ?? "build";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

function git(...args: string[]): string {
  try {
    return execFileSync("git", args, { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}

/**
 * The commit being built, which the release of error reports names (app/platform/error-reporting.server.ts):
 * SOURCE_COMMIT where the build has no git checkout (an image's build argument), else git's HEAD.
 */
function commitBuilt(): string {
  const given = process.env.SOURCE_COMMIT;
  if (given) return /^[0-9a-f]{7,40}$/i.test(given) ? given.slice(0, 12).toLowerCase() : "";
  return git("rev-parse", "--short=12", "HEAD");
}

/**
 * The release's date, which the accessibility statement carries (docs/decisions/0051): the day in
 * Belgium of the commit built, SOURCE_DATE_EPOCH (reproducible builds' convention) where the build has
 * no checkout, else the day of the build.
 */
function releaseDate(): string {
  const seconds = Number(process.env.SOURCE_DATE_EPOCH || git("show", "-s", "--format=%ct", "HEAD") || Number.NaN);
  return todayInBelgium(Number.isFinite(seconds) ? new Date(seconds * 1000) : new Date());
}

export default defineConfig(({ isSsrBuild }) => ({
  define: { __RELEASE_COMMIT__: JSON.stringify(commitBuilt()), __RELEASE_DATE__: JSON.stringify(releaseDate()) },
  resolve: { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } },
  build: {
    // One stylesheet for every page, which each document carries in its head (app/ui/page-styles.tsx):
    // the browser's build makes it, and names it in its manifest, where the server reads it. The
    // server's build would make a copy of its own; split, Remix removes it.
    cssCodeSplit: Boolean(isSsrBuild),
    manifest: true,
  },
  plugins: [
    vanillaExtractPlugin(),
    remix({
      buildDirectory,
      serverModuleFormat: "esm",
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        // Only the routes a page links to are described to the browser, not all of them.
        v3_lazyRouteDiscovery: true,
        v3_singleFetch: true,
        v3_routeConfig: true,
      },
    }),
  ],
}));
