// Load and soak (issue 15): 100 connections for 5 minutes over what employers do on a Monday
// morning, each connection a user who signs in, opens the dashboard, three lists and a wizard step,
// and saves a settings form, again and again; against the built portal with its embedded API, on
// PGlite and on PostgreSQL. It reports the errors (any answer but the expected one, a time-out or a
// broken connection), p50 and p99, and the server's resident memory: where it settled after a
// warm-up, its peak, and where it ends. `npm run bench -- soak`; SOAK_SECONDS and WARM_UP_SECONDS
// shorten a trial run.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { IncomingHttpHeaders } from "node:http";
import autocannon, { type Request } from "autocannon";
import { DEMO_PASSWORD, groupUsage, mb, ms, onEachDatabase, processUsage, startPortal } from "./portal";

const CONNECTIONS = 100;
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const WARM_UP_SECONDS = Number(process.env.WARM_UP_SECONDS ?? 60);
/** A request still unanswered after this long counts as an error. */
const TIMEOUT_SECONDS = 10;
/** The server rests this long before its memory is read, so that a collection in flight settles. */
const REST_MS = 10_000;
/** How often the memory under load is written down: whether it levels off shows in that line. */
const CURVE_EVERY_MS = 30_000;
/** Memory at the end may exceed where it settled after the warm-up by at most this much. */
const MEMORY_GROWTH_LIMIT = 0.1;

type Context = { cookie?: string };
type Step = { name: string; method: "GET" | "POST"; path: string; body?: string; expected: number };

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const SIGN_IN: Step[] = [
  { name: "sign-in page", method: "GET", path: "/login", expected: 200 },
  {
    name: "sign in",
    method: "POST",
    path: "/login",
    body: form({ email: "employer@example.com", password: DEMO_PASSWORD, redirectTo: "" }),
    expected: 302,
  },
];
const WORK: Step[] = [
  { name: "dashboard", method: "GET", path: "/dashboard", expected: 200 },
  { name: "positions", method: "GET", path: "/positions", expected: 200 },
  { name: "invoices", method: "GET", path: "/invoices", expected: 200 },
  { name: "contracts", method: "GET", path: "/contracts/payroll-contracts", expected: 200 },
  { name: "wizard step", method: "GET", path: "/positions/add-position", expected: 200 },
  {
    name: "settings form",
    method: "POST",
    path: "/settings/email-settings",
    body: form({ positionApprovedNotification: "on", surveyNotification: "on" }),
    expected: 302,
  },
];
/** A user signs in as the seed's employer, then goes twice through the work: a connection repeats that. */
const STEPS: Step[] = [...SIGN_IN, ...WORK, ...WORK];

function sessionCookieOf(headers: IncomingHttpHeaders = {}): string | undefined {
  const setCookie = Object.entries(headers).find(([name]) => name.toLowerCase() === "set-cookie")?.[1];
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return cookies.find((cookie) => cookie.startsWith("__session="))?.split(";")[0];
}

type Tally = { unexpected: Map<string, number> };

function requestsOf(tally: Tally): Request[] {
  return STEPS.map((step) => ({
    method: step.method,
    path: step.path,
    setupRequest: (request: Request, context: Context) => ({
      ...request,
      headers: {
        "accept-language": "en",
        ...(step.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        // Signing in starts a new session: the old one's cookie is not sent.
        ...(context.cookie && step.name !== "sign in" ? { cookie: context.cookie } : {}),
      },
      body: step.body,
    }),
    onResponse: (status: number, _body: string, context: Context, headers?: IncomingHttpHeaders) => {
      if (step.name === "sign in") context.cookie = sessionCookieOf(headers) ?? context.cookie;
      if (status !== step.expected) {
        const key = `${step.name} answered ${status}`;
        tally.unexpected.set(key, (tally.unexpected.get(key) ?? 0) + 1);
      }
    },
  }));
}

async function load(base: string, seconds: number) {
  const tally: Tally = { unexpected: new Map() };
  const result = await autocannon({ url: base, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT_SECONDS, requests: requestsOf(tally) });
  const unexpected = [...tally.unexpected.values()].reduce((sum, count) => sum + count, 0);
  // autocannon's errors count its time-outs too.
  return { result, tally, errors: unexpected + result.errors };
}

const rest = () => new Promise((resolve) => setTimeout(resolve, REST_MS));

/** The server's memory, and what each of its processes holds of it. */
function memoryOf(group: number): string {
  const processes = processUsage(group);
  const total = processes.reduce((sum, one) => sum + one.rssBytes, 0);
  return `${mb(total)} (${processes.map((one) => `${one.name} ${mb(one.rssBytes)}`).join(", ")})`;
}

async function soakDatabase(label: string, port: number, env: Record<string, string>): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-soak-"));
  // A hundred connections sign in again and again, from one address, as one account: the sign-in
  // limits, which count an attempt as failed until its password is found right, would refuse them.
  const portal = await startPortal(dataDir, port, { ...env, LOGIN_ATTEMPTS_PER_CLIENT: "1000000", LOGIN_FAILURES_PER_ACCOUNT: "1000000" });
  try {
    const atStart = memoryOf(portal.group);
    await load(portal.base, WARM_UP_SECONDS);
    await rest();
    const settled = groupUsage(portal.group).rssBytes;
    const settledParts = memoryOf(portal.group);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, groupUsage(portal.group).rssBytes)), 500);
    const curve: string[] = [];
    const curveSampler = setInterval(() => curve.push(mb(groupUsage(portal.group).rssBytes)), CURVE_EVERY_MS);
    const soak = await load(portal.base, SOAK_SECONDS);
    clearInterval(sampler);
    clearInterval(curveSampler);
    await rest();
    const atEnd = groupUsage(portal.group).rssBytes;
    const growth = (atEnd - settled) / settled;
    const { latency, requests } = soak.result;
    console.log(`\n${label}: ${CONNECTIONS} connections for ${SOAK_SECONDS} s after a ${WARM_UP_SECONDS} s warm-up`);
    console.log(`requests ${requests.total}, ${requests.average.toFixed(0)} a second; p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`);
    console.log(`errors ${soak.errors} (time-outs ${soak.result.timeouts}, other connection errors ${soak.result.errors - soak.result.timeouts})`);
    for (const [what, count] of soak.tally.unexpected) console.log(`  ${what}: ${count}`);
    console.log(`memory at start ${atStart}`);
    console.log(`settled after the warm-up ${settledParts}`);
    console.log(`under load, every ${CURVE_EVERY_MS / 1000} s: ${curve.join(", ")}; peak ${mb(peak)}`);
    console.log(`at the end ${memoryOf(portal.group)}: ${(growth * 100).toFixed(1)} % above the warm-up`);
    const withinLimits = soak.errors === 0 && growth <= MEMORY_GROWTH_LIMIT;
    if (!withinLimits) console.log("OVER THE LIMITS: errors, or memory grew by more than 10 %");
    return withinLimits;
  } finally {
    await portal.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchSoak(port: number): Promise<boolean> {
  let withinLimits = true;
  await onEachDatabase(async (label, env) => {
    withinLimits = (await soakDatabase(label, port, env)) && withinLimits;
  });
  return withinLimits;
}
