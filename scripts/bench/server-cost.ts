// Server cost per view and behaviour under load (issue 11), for the sign-in page, the dashboard, a
// list and a wizard step: the CPU of the whole server (portal and embedded API) per view, the HTML
// bytes, the API calls its Server-Timing names, then 50 connections for 15 s, half of them opening
// 5 s in; and the server's resident memory at rest and at its peak. Once on PGlite, once on
// PostgreSQL when it is installed.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { ACCOUNT_STAMP_COOKIE } from "../../app/platform/api-memory/api-memory.server";
import { groupUsage, mb, ms, onEachDatabase, signIn, startPortal, type RunningPortal } from "./portal";

const PAGES = [
  { name: "sign-in page", path: "/login", as: null },
  { name: "dashboard", path: "/dashboard", as: "employer@example.com" },
  // As the first view of a session, or the first after the user changed something: every view reads
  // the account from the API (a new stamp each time), where the one above finds it kept.
  { name: "dashboard, account read", path: "/dashboard", as: "employer@example.com", freshAccount: true },
  { name: "a list", path: "/positions", as: "employer@example.com" },
  { name: "a wizard step", path: "/positions/add-position", as: "employer@example.com" },
] as const;
const VIEWS = 40;
const WARM_UP_VIEWS = 20;
const CONNECTIONS = 50;
const LOAD_SECONDS = 15;
/** When the second half of the connections opens. */
const JOIN_AFTER_SECONDS = 5;
let stamps = 0;
/** The session's cookie, with a stamp never sent before when the kept account must not be used. */
const cookieFor = (cookie: string | undefined, freshAccount: boolean) =>
  freshAccount ? `${cookie}; ${ACCOUNT_STAMP_COOKIE}=bench${++stamps}` : (cookie ?? "");

async function costOfPage(portal: RunningPortal, url: string, cookie: string | undefined, freshAccount: boolean) {
  const headersOfView = () => ({ cookie: cookieFor(cookie, freshAccount), "accept-language": "en" });
  // Warm: the first views compile code and fill caches that every later view finds ready (the
  // timesheet badge's count, for one); the figures below are those of a view after them.
  for (let i = 0; i < WARM_UP_VIEWS; i++) await (await fetch(url, { headers: headersOfView(), redirect: "manual" })).arrayBuffer();
  const warm = await fetch(url, { headers: headersOfView(), redirect: "manual" });
  const html = await warm.text();
  const apiCalls = /Payroll API, (\d+) call/.exec(warm.headers.get("server-timing") ?? "")?.[1] ?? "?";
  const before = groupUsage(portal.group).cpuMs;
  for (let i = 0; i < VIEWS; i++) await (await fetch(url, { headers: headersOfView(), redirect: "manual" })).arrayBuffer();
  const cpuPerView = (groupUsage(portal.group).cpuMs - before) / VIEWS;
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, groupUsage(portal.group).rssBytes)), 250);
  const loadOf = (connections: number, duration: number) =>
    autocannon({
      url,
      connections,
      duration,
      timeout: 10,
      requests: [{ setupRequest: (request) => ({ ...request, headers: headersOfView() }) }],
    });
  // Half the connections open while the other half keep the server busy, as a crowd of browsers
  // does: those opening wait to be accepted (docs/decisions/0058), which connections that all open
  // at once on an idle server never show.
  const [open, joining] = await Promise.all([
    loadOf(CONNECTIONS / 2, LOAD_SECONDS),
    new Promise((resolve) => setTimeout(resolve, JOIN_AFTER_SECONDS * 1000)).then(() => loadOf(CONNECTIONS / 2, LOAD_SECONDS - JOIN_AFTER_SECONDS)),
  ]);
  clearInterval(sampler);
  return { status: warm.status, htmlBytes: Buffer.byteLength(html), apiCalls, cpuPerView, open, joining, peakRss };
}

async function benchDatabase(label: string, port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-cost-"));
  const portal = await startPortal(dataDir, port, env);
  try {
    const cookie = await signIn(portal.base, "employer@example.com");
    console.log(`\n${label}: resident memory at rest ${mb(groupUsage(portal.group).rssBytes)}`);
    console.log("page                     status  HTML      API calls  CPU/view  req/s   p50       p99       p99 new   max new   errors  peak memory");
    for (const page of PAGES) {
      const cost = await costOfPage(portal, portal.base + page.path, page.as ? cookie : undefined, "freshAccount" in page);
      const { open, joining } = cost;
      const errors = [open, joining].reduce((sum, load) => sum + load.errors + load.timeouts + load.non2xx, 0);
      console.log(
        [
          page.name.padEnd(24),
          String(cost.status).padEnd(7),
          `${(cost.htmlBytes / 1024).toFixed(1)} KB`.padEnd(9),
          cost.apiCalls.padEnd(10),
          ms(cost.cpuPerView).padEnd(9),
          ((open.requests.total + joining.requests.total) / LOAD_SECONDS).toFixed(0).padEnd(7),
          ms(open.latency.p50).padEnd(9),
          ms(open.latency.p99).padEnd(9),
          ms(joining.latency.p99).padEnd(9),
          ms(joining.latency.max).padEnd(9),
          String(errors).padEnd(7),
          mb(cost.peakRss),
        ].join(" "),
      );
    }
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchServerCost(port: number) {
  await onEachDatabase((label, env) => benchDatabase(label, port, env));
}
