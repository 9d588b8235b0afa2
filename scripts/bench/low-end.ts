// A cheap phone on slow 4G (issue 45): each page kind loaded on a first visit with JavaScript and
// without, and a click from the dashboard, in Debian's Chromium throttled as Lighthouse's mobile run
// is (a request 562.5 ms, 1.44 Mbps down, 675 kbps up, a CPU 4 times slower). Every figure is the
// median of RUNS runs, with its minimum and maximum.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../../tests/support/chromium";
import { nginxInstalled, startHttp2Balancer } from "../../tests/processes/balancer";
import { markHydrated, waitForReady } from "../../tests/support/hydration";
import { signIn, startPortal } from "./portal";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** The page kinds issue 45 names, each with an address of the seed. */
const PAGES: { kind: string; path: string; signedIn: boolean }[] = [
  { kind: "sign-in", path: "/login", signedIn: false },
  { kind: "dashboard", path: "/dashboard", signedIn: true },
  { kind: "a list", path: "/contracts/payroll-contracts", signedIn: true },
  { kind: "a contract", path: "/contracts/view-payroll-contract/1", signedIn: true },
  { kind: "the contract wizard", path: "/contracts/create-contract", signedIn: true },
  { kind: "the planning", path: "/planning", signedIn: true },
  { kind: "the timesheets", path: "/hours-validation/interim", signedIn: true },
  { kind: "a week's timesheet", path: "/hours-validation/contract-and-timesheet-details/4", signedIn: true },
];

/**
 * The clicks: the side panel's entry from the dashboard to a list (pages sent without scripts, decision
 * 76), and a settings page's menu entry to another (both with scripts, a client-side navigation).
 */
const CLICKS = [
  { from: "/dashboard", to: "/contracts/payroll-contracts" },
  { from: "/settings/company", to: "/settings/company-users" },
];

type Visit = { readyMs: number; paintMs: number; blockingMs: number; scripts: number; scriptKb: number; requests: number; kb: number };

// Every long task, for the blocking time, from before the page's own scripts. A text, as tsx would
// wrap a function's inner functions in a helper the page does not have.
const OBSERVE_LONG_TASKS = `
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
`;

/**
 * A page throttled from its first request. Chromium's emulation also tells the page's Network
 * Information API of the slow connection, but only the document open when it is sent: `tellPage`
 * says it again to the document loaded since, as a phone's own estimate would.
 */
async function throttled(context: BrowserContext): Promise<{ page: Page; tellPage: () => Promise<unknown> }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });
  const tellPage = () => cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  await tellPage();
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  return { page, tellPage };
}

// Lighthouse's phone; the click needs the side panel, which a wide window shows.
const PHONE = { width: 412, height: 823 };
const WIDE = { width: 1280, height: 800 };

async function newContext(browser: Browser, base: string, cookie: string | undefined, javaScript: boolean, viewport = PHONE) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, locale: "en-GB", viewport });
  if (cookie) {
    const cookies = cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name, value: value.join("="), url: base };
    });
    await context.addCookies(cookies);
  }
  await context.addInitScript({ content: OBSERVE_LONG_TASKS });
  await context.addInitScript(markHydrated);
  return context;
}

/** A first visit: nothing cached, until the load event and, with JavaScript on a page that has scripts, hydration. */
async function visit(browser: Browser, base: string, cookie: string | undefined, address: string, javaScript: boolean): Promise<Visit> {
  const context = await newContext(browser, base, cookie, javaScript);
  try {
    const { page } = await throttled(context);
    const transfers: { script: boolean; bytes: number }[] = [];
    page.on("requestfinished", (request) => {
      void request
        .sizes()
        .then((sizes) => transfers.push({ script: request.resourceType() === "script", bytes: sizes.responseBodySize + sizes.responseHeadersSize }));
    });
    await page.goto(base + address, { waitUntil: "load" });
    if (javaScript) await waitForReady(page);
    // Every request under way has finished, so its size is known.
    await page.waitForLoadState("networkidle");
    const timings = await page.evaluate(() => {
      const seen = window as Window & { hydratedAt?: number; longTasks?: { start: number; duration: number }[] };
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
      return { load: navigation.loadEventEnd, hydrated: seen.hydratedAt ?? 0, paint, longTasks: seen.longTasks ?? [] };
    });
    const readyMs = Math.max(timings.load, timings.hydrated);
    const blockingMs = timings.longTasks
      .filter((task) => task.start >= timings.paint && task.start < readyMs)
      .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0);
    const scripts = transfers.filter((transfer) => transfer.script);
    const kb = (list: typeof transfers) => list.reduce((sum, transfer) => sum + transfer.bytes, 0) / 1024;
    return { readyMs, paintMs: timings.paint, blockingMs, scripts: scripts.length, scriptKb: kb(scripts), requests: transfers.length, kb: kb(transfers) };
  } finally {
    await context.close();
  }
}

/**
 * From a ready page (its scripts cached), a click on the first link to `to`: when that page is shown,
 * and when it is ready. Shown is the router's render of it, or a new document's first paint; ready is
 * a new document's hydration if it has scripts. The times are the epoch's, which both documents share.
 */
async function click(browser: Browser, base: string, cookie: string, { from, to }: (typeof CLICKS)[number]): Promise<{ shownMs: number; readyMs: number }> {
  const context = await newContext(browser, base, cookie, true, WIDE);
  try {
    const { page, tellPage } = await throttled(context);
    await page.goto(base + from, { waitUntil: "load" });
    await waitForReady(page);
    await page.waitForLoadState("networkidle");
    await tellPage();
    const started = await page.evaluate(() => performance.timeOrigin + performance.now());
    await page.locator(`a[href="${to}"]`).first().click();
    await page.waitForURL(base + to, { waitUntil: "commit", timeout: 60_000 });
    const shown = await page.waitForFunction(
      (clickedAt) => {
        const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } }).__reactRouterDataRouter;
        if ((router?.state.navigation.state ?? "idle") !== "idle" || !document.querySelector("h1")?.textContent?.trim()) return false;
        if (performance.timeOrigin < clickedAt) return performance.timeOrigin + performance.now();
        const paint = performance.getEntriesByName("first-contentful-paint")[0];
        return paint ? performance.timeOrigin + paint.startTime : false;
      },
      started,
      { timeout: 60_000 },
    );
    const shownAt = (await shown.jsonValue()) as number;
    await waitForReady(page);
    const hydratedAt = await page.evaluate(() => {
      const at = (window as Window & { hydratedAt?: number }).hydratedAt;
      return at === undefined ? 0 : performance.timeOrigin + at;
    });
    return { shownMs: shownAt - started, readyMs: Math.max(shownAt, hydratedAt) - started };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const spread = (values: number[], digits = 2, scale = 1000) => {
  const sorted = [...values].sort((a, b) => a - b).map((value) => (value / scale).toFixed(digits));
  return `${sorted[Math.floor(sorted.length / 2)]} (${sorted[0]}–${sorted.at(-1)})`;
};

const seconds = (values: number[]) => spread(values);
const milliseconds = (values: number[]) => spread(values, 0, 1);

/** The table and the click, against `base` (a cookie of employer@ for the signed-in pages). */
async function measure(browser: Browser, base: string, cookie: string) {
  console.log("page kind            no JS: ready (s)   with JS: paint (s)   ready (s)          ratio  TBT (ms)       scripts  script KB  requests  KB (no JS)");
  for (const page of PAGES) {
    const withoutScripts: Visit[] = [];
    const withScripts: Visit[] = [];
    for (let run = 0; run < RUNS; run++) {
      withoutScripts.push(await visit(browser, base, page.signedIn ? cookie : undefined, page.path, false));
      withScripts.push(await visit(browser, base, page.signedIn ? cookie : undefined, page.path, true));
    }
    const ratio = median(withScripts.map((v) => v.readyMs)) / median(withoutScripts.map((v) => v.readyMs));
    console.log(
      [
        page.kind.padEnd(20),
        seconds(withoutScripts.map((v) => v.readyMs)).padEnd(18),
        seconds(withScripts.map((v) => v.paintMs)).padEnd(20),
        seconds(withScripts.map((v) => v.readyMs)).padEnd(18),
        `${ratio.toFixed(2)}×`.padEnd(6),
        milliseconds(withScripts.map((v) => v.blockingMs)).padEnd(14),
        String(median(withScripts.map((v) => v.scripts))).padEnd(8),
        median(withScripts.map((v) => v.scriptKb))
          .toFixed(1)
          .padEnd(10),
        String(median(withScripts.map((v) => v.requests))).padEnd(9),
        `${median(withoutScripts.map((v) => v.kb)).toFixed(1)} (${median(withoutScripts.map((v) => v.requests))} requests)`,
      ].join(" "),
    );
  }
  for (const link of CLICKS) {
    const clicks: { shownMs: number; readyMs: number }[] = [];
    const loads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      clicks.push(await click(browser, base, cookie, link));
      loads.push((await visit(browser, base, cookie, link.to, false)).readyMs);
    }
    const shown = clicks.map((c) => c.shownMs);
    console.log(
      `A click from ${link.from} to ${link.to}: shown ${seconds(shown)} s, ready ${seconds(clicks.map((c) => c.readyMs))} s with JavaScript; a full load without ${seconds(loads)} s: ${(median(shown) / median(loads)).toFixed(2)}×.`,
    );
  }
}

export async function benchLowEnd(port: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-bench-low-end-"));
  const portal = await startPortal(dataDir, port);
  // A self-signed certificate: the browser is told to accept it.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, "--ignore-certificate-errors"] });
  try {
    const cookie = await signIn(portal.base, "employer@example.com");
    console.log(`\nA cheap phone on slow 4G: a 562.5 ms request, 1.44 Mbps down, CPU ${CPU_SLOWDOWN}× slower; first visits, ${RUNS} runs, median (min–max).`);
    console.log("\nThe portal itself (HTTP/1.1, six connections at most):");
    await measure(browser, portal.base, cookie);
    if (!nginxInstalled) {
      console.log("\nnginx is not installed: the run behind it, over HTTP/2, is left out.");
      return;
    }
    const balancer = await startHttp2Balancer([{ url: portal.base }]);
    try {
      console.log("\nBehind nginx over TLS and HTTP/2 (one connection), as compose.yaml's balancer:");
      await measure(browser, balancer.secureUrl, cookie);
    } finally {
      await balancer.stop();
    }
  } finally {
    await browser.close();
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
