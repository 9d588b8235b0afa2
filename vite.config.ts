import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Rolldown } from "vite";
import { todayInBelgium } from "./domain/belgian-time";

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

/** The libraries every page hydrates with. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
const source = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The route modules outside the signed-in shell (app/routes/_app.tsx): the sign-in pages, the employee's own. */
function routesBesideTheShell(): string[] {
  const routes = source("app/routes/");
  return readdirSync(routes, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith("_app"))
    .flatMap((entry) => (entry.isDirectory() ? ["route.tsx", "route.ts"].map((file) => path.join(routes, entry.name, file)) : [path.join(routes, entry.name)]))
    .filter((file) => existsSync(file));
}

let shells: { document: Set<string>; signedIn: Set<string> } | undefined;

/**
 * The browser's chunks (issue 45, docs/decisions/0075): on slow 4G each script is a request of its
 * own, queued six at a time over HTTP/1.1. Every page loads the framework and what the document
 * imports, as one chunk each; a signed-in page, what only its shell imports, as one more; a route's
 * own modules stay with it; the modules several routes share are grouped by the routes that share
 * them ("areas"), a group under 2 KB joining its nearest neighbour. Rolldown's default made a chunk of
 * every set of routes sharing a module: 24 to 34 scripts a page, most under 2 KB.
 */
function chunkOf(id: string, context: Rolldown.ChunkingContext): string | null {
  if (FRAMEWORK.test(id)) return "framework";
  if (!shells) {
    const document = staticImportsOf([source("app/entry.client.tsx"), source("app/root.tsx")], context);
    const elsewhere = staticImportsOf(routesBesideTheShell(), context);
    const signedIn = [...staticImportsOf([source("app/routes/_app.tsx")], context)].filter((module) => !document.has(module) && !elsewhere.has(module));
    shells = { document, signedIn: new Set(signedIn) };
  }
  if (shells.document.has(id)) return "shell";
  return shells.signedIn.has(id) ? "signed-in" : null;
}

function staticImportsOf(roots: string[], context: Rolldown.ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const next = queue.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return seen;
}

export default defineConfig({
  define: { __RELEASE_COMMIT__: JSON.stringify(commitBuilt()), __RELEASE_DATE__: JSON.stringify(releaseDate()) },
  resolve: { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } },
  // One stylesheet for every page, which each document carries in its head (app/ui/page-styles.tsx):
  // the browser's build makes it, and names it in its manifest, where the server reads it. The
  // server's build would make a copy of its own; split, React Router removes it.
  // React Router keeps the manifests only when the top-level build asks for them.
  build: { manifest: true },
  environments: {
    client: {
      build: {
        cssCodeSplit: false,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: chunkOf }, { name: "areas", minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 1024 }] } },
        },
      },
    },
    ssr: { build: { cssCodeSplit: true } },
  },
  plugins: [vanillaExtractPlugin(), reactRouter()],
});
