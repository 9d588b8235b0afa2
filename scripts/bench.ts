// The portal's performance figures: for each route, the gzipped JavaScript a first visit loads on
// its critical path and in all, and the server's render time and throughput. Measured against the
// production build with the embedded API on a fresh data folder. `npm run bench`.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { benchContractsAtOnce } from "./bench/contracts-at-once";
import { benchExports } from "./bench/exports";
import { benchListScale } from "./bench/list-scale";
import { benchLowEnd } from "./bench/low-end";
import { benchPlanningScale } from "./bench/planning-scale";
import { benchSearchScale } from "./bench/search-scale";
import { benchServerCost } from "./bench/server-cost";
import { benchSoak } from "./bench/soak";
import { assetFile, ms, signIn, startPortal, timeRequests } from "./bench/portal";

const BUDGET_KB = 130;
const PORT = 3900;

/** Each route with the demo account that may open it (null: signed out). */
const ROUTES: { path: string; as: string | null }[] = [
  { path: "/login", as: null },
  { path: "/registration", as: null },
  { path: "/forgot-password", as: null },
  { path: "/forgot-password/sent", as: null },
  { path: "/reset-password?token=bench", as: null },
  { path: "/set-your-password?token=bench", as: null },
  { path: "/dashboard", as: "employer@example.com" },
  { path: "/faq", as: "employer@example.com" },
  { path: "/invoices", as: "employer@example.com" },
  { path: "/invoices?page=3", as: "employer@example.com" },
  { path: "/search?q=claes", as: "employer@example.com" },
  { path: "/team/payroll-team", as: "employer@example.com" },
  { path: "/team/invite-to-payroll-team", as: "employer@example.com" },
  { path: "/team/selection-team/interim", as: "employer@example.com" },
  { path: "/surveys", as: "employer@example.com" },
  { path: "/positions", as: "employer@example.com" },
  { path: "/positions/add-position", as: "employer@example.com" },
  { path: "/settings", as: "employer@example.com" },
  { path: "/settings/company", as: "employer@example.com" },
  { path: "/settings/company-users", as: "employer@example.com" },
  { path: "/settings/cost-places", as: "employer@example.com" },
  { path: "/settings/email-settings", as: "employer@example.com" },
  { path: "/settings/offers?type=payroll", as: "employer@example.com" },
  { path: "/no-such-page", as: "employer@example.com" },
  { path: "/vivaldis-payroll-promo", as: "promo@example.com" },
  { path: "/terms", as: "terms@example.com" },
  { path: "/no-company-selected", as: "newcomer@example.com" },
  { path: "/register-additional-company", as: "newcomer@example.com" },
  { path: "/onboarding/company", as: "onboarding@example.com" },
  { path: "/my-profile", as: "employee@example.com" },
  { path: "/my-profile/agreements", as: "employee@example.com" },
  // Bram Goossens: the seed's third employee (payroll-api/seed/seed.ts TEAM), with missing information.
  { path: "/employee/3/view-employee-profile", as: "employer@example.com" },
  { path: "/employee/3/edit-employee-personal-information", as: "employer@example.com" },
  { path: "/employee/3/edit-employee-wage-profile", as: "employer@example.com" },
  { path: "/employee/3/add-employee-certificate", as: "employer@example.com" },
  { path: "/employee/3/verify-identity/upload", as: "employer@example.com" },
  { path: "/contracts/payroll-contracts", as: "employer@example.com" },
  { path: "/contracts/payroll-extensions", as: "employer@example.com" },
  { path: "/contracts/selection-contracts/interim", as: "employer@example.com" },
  // The seed's first contract: Pieter-Jan De Backer's ongoing one (payroll-api/seed/seed-contracts.ts).
  { path: "/contracts/view-payroll-contract/1", as: "employer@example.com" },
  { path: "/contracts/request-workday-cancellation/1", as: "employer@example.com" },
  { path: "/contracts/create-work-obstruction/1", as: "employer@example.com" },
  { path: "/contracts/create-contract", as: "employer@example.com" },
  { path: "/planning", as: "employer@example.com" },
  { path: "/hours-validation/interim", as: "employer@example.com" },
  { path: "/hours-validation/contract-and-timesheet-details/5", as: "employer@example.com" },
  { path: "/hours-validation/download-timesheets/4102", as: "employer@example.com" },
];

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function gzippedSize(asset: string): number {
  return gzipSync(readFileSync(assetFile(asset))).length;
}

/** Static imports are on the critical path; dynamic import() calls load later, if at all. */
function importsOf(asset: string): { staticImports: string[]; dynamicImports: string[] } {
  const code = readFileSync(assetFile(asset), "utf8");
  const resolve = (specifier: string) => (specifier.startsWith("/") ? specifier : path.posix.join(path.posix.dirname(asset), specifier));
  const module = `((?:\\.{1,2}|/assets)/[^"']+\\.js)`;
  const staticImports = [...code.matchAll(new RegExp(`(?:^|[;\\s}])(?:import|export)\\s*(?:[^"'();]*?from\\s*)?["']${module}["']`, "g"))].map((m) =>
    resolve(m[1]),
  );
  // Vite 8 writes a lazy chunk's import with a template literal.
  const dynamicImports = [...code.matchAll(new RegExp(`import\\(\\s*["'\`]${module}["'\`]\\s*\\)`, "g"))].map((m) => resolve(m[1]));
  return { staticImports, dynamicImports };
}

/**
 * The modules a page loads as it opens: its modulepreload links and its inline script's imports.
 * The inline route manifest names other routes' modules too, which load only on navigation.
 */
function startingModulesOf(html: string): string[] {
  const withoutManifest = html.replace(/window\.__reactRouterManifest = \{[\s\S]*?\n\};/, "");
  return [...withoutManifest.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)].map((m) => m[1]);
}

function javaScriptOf(html: string) {
  const critical = new Set<string>();
  const later = new Set<string>();
  const queue = startingModulesOf(html);
  while (queue.length) {
    const asset = queue.shift()!;
    if (critical.has(asset)) continue;
    critical.add(asset);
    const { staticImports, dynamicImports } = importsOf(asset);
    queue.push(...staticImports);
    dynamicImports.forEach((d) => later.add(d));
  }
  // Everything a lazily loaded chunk pulls in counts "in all" too.
  const lazyQueue = [...later];
  while (lazyQueue.length) {
    const asset = lazyQueue.shift()!;
    for (const next of [...importsOf(asset).staticImports, ...importsOf(asset).dynamicImports]) {
      if (!critical.has(next) && !later.has(next)) {
        later.add(next);
        lazyQueue.push(next);
      }
    }
  }
  const sum = (assets: Iterable<string>) => [...assets].reduce((total, asset) => total + gzippedSize(asset), 0);
  const criticalBytes = sum(critical);
  return { criticalBytes, allBytes: criticalBytes + sum([...later].filter((a) => !critical.has(a))) };
}

/** The routes table: JavaScript weight against the budget, render time and throughput. */
async function benchRoutes(): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  const portal = await startPortal(dataDir, PORT);
  let overBudget = false;
  try {
    const cookies = new Map<string | null, string | undefined>([[null, undefined]]);
    for (const { as } of ROUTES) if (!cookies.has(as)) cookies.set(as, await signIn(portal.base, as!));
    console.log(`Budget: ${BUDGET_KB} KB of gzipped JavaScript on a first visit's critical path.\n`);
    console.log("route                              status  JS critical  JS in all  render median  p95     req/s");
    for (const route of ROUTES) {
      const cookie = cookies.get(route.as);
      const response = await fetch(portal.base + route.path, { headers: { cookie: cookie ?? "", "accept-language": "en" } });
      const js = javaScriptOf(await response.text());
      const timing = await timeRequests(portal.base + route.path, cookie);
      const over = js.criticalBytes / 1024 > BUDGET_KB;
      overBudget ||= over;
      console.log(
        `${route.path.padEnd(34)} ${String(response.status).padEnd(7)} ${`${kb(js.criticalBytes)} KB`.padEnd(12)} ${`${kb(js.allBytes)} KB`.padEnd(10)} ${ms(timing.median).padEnd(14)} ${ms(timing.p95).padEnd(7)} ${timing.perSecond.toFixed(0)}${over ? "  OVER BUDGET" : ""}`,
      );
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return !overBudget;
}

// `npm run bench -- routes` (or `-- list-scale`, `-- planning-scale`, `-- search-scale`, `-- exports`, `-- server-cost`, `-- contracts-at-once`,
// `-- low-end`) runs only that part; the soak, some fifteen minutes, runs only when asked for (`-- soak`).
const only = process.argv[2];
const runs = (part: "routes" | "list-scale" | "planning-scale" | "search-scale" | "exports" | "server-cost" | "contracts-at-once" | "low-end" | "soak") =>
  part === "soak" ? only === part : !only || only === part;
if (spawnSync("npm", ["run", "build"], { stdio: "ignore" }).status !== 0) throw new Error("the build failed");
const withinBudget = runs("routes") ? await benchRoutes() : true;
if (runs("list-scale")) await benchListScale(PORT + 1);
if (runs("planning-scale")) await benchPlanningScale(PORT + 4);
const searchWithinBound = runs("search-scale") ? await benchSearchScale(PORT + 7) : true;
const exportsWithinBudget = runs("exports") ? await benchExports(PORT + 5) : true;
if (runs("server-cost")) await benchServerCost(PORT + 2);
if (runs("contracts-at-once")) await benchContractsAtOnce(PORT + 8);
if (runs("low-end")) await benchLowEnd(PORT + 6);
const soakWithinLimits = runs("soak") ? await benchSoak(PORT + 3) : true;
if (!withinBudget || !searchWithinBound || !exportsWithinBudget || !soakWithinLimits) process.exitCode = 1;
