// Load and soak (issue 15): 100 connections for 5 minutes over what employers do on a Monday
// morning, each connection a user who signs in, opens the dashboard, three lists and a wizard step,
// and saves a settings form, again and again; against the built portal with its embedded API, on
// PGlite and on PostgreSQL. It reports the errors (any answer but the expected one, a time-out or a
// broken connection), p50 and p99, and the server's resident memory: what it holds after a warm-up
// (at rest, its garbage collected), its peak, and what it holds at the end: a leak shows as growth. `npm run bench -- soak`; SOAK_SECONDS and WARM_UP_SECONDS
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
/** The server rests this long after a load before its memory is read, so that requests in flight end. */
const REST_MS = 10_000;
/**
 * Then each process collects its garbage (collect-on-signal.mjs, loaded by the soak) and its memory is
 * read this long after: what the server holds. V8 keeps the heap it grew for a load until its memory
 * reducer runs, which it may or may not do within a minute of rest, so without the collection the
 * same run read +2 % or +12 %: that figure is printed too, as what V8 kept.
 */
const COLLECTED_MS = 5_000;
const COLLECT_ON_SIGNAL = path.resolve("scripts/bench/collect-on-signal.mjs");
/** An answer slower than this is listed with the errors by when it came, to show whether they bunch. */
const SLOW_MS = 5_000;
/** The width of the windows the errors and slow answers are counted in. */
const WINDOW_SECONDS = 10;
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

type Load = { result: autocannon.Result; tally: Tally; errors: number; troubleByWindow: Map<number, number> };

function load(base: string, seconds: number): Promise<Load> {
  const tally: Tally = { unexpected: new Map() };
  const troubleByWindow = new Map<number, number>();
  const started = Date.now();
  const noteTrouble = () => {
    const window = Math.floor((Date.now() - started) / 1000 / WINDOW_SECONDS) * WINDOW_SECONDS;
    troubleByWindow.set(window, (troubleByWindow.get(window) ?? 0) + 1);
  };
  return new Promise((resolve, reject) => {
    const run = autocannon(
      { url: base, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT_SECONDS, requests: requestsOf(tally) },
      (error, result) => {
        if (error) return reject(error);
        const unexpected = [...tally.unexpected.values()].reduce((sum, count) => sum + count, 0);
        // autocannon's errors count its time-outs too.
        resolve({ result, tally, errors: unexpected + result.errors, troubleByWindow });
      },
    );
    run.on("reqError", noteTrouble);
    run.on("response", (_client, _status, _bytes, responseTime) => {
      if (responseTime > SLOW_MS) noteTrouble();
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's memory, and what each of its processes holds of it. */
function memoryOf(group: number): string {
  const processes = processUsage(group);
  const total = processes.reduce((sum, one) => sum + one.rssBytes, 0);
  return `${mb(total)} (${processes.map((one) => `${one.name} ${mb(one.rssBytes)}`).join(", ")})`;
}

/** The server's memory after a rest, as V8 kept it, and what it holds once each process has collected its garbage. */
async function memoryAfterRest(group: number): Promise<{ kept: string; held: number; heldParts: string }> {
  await sleep(REST_MS);
  const kept = memoryOf(group);
  for (const one of processUsage(group)) if (one.isNode) process.kill(one.pid, "SIGUSR2");
  await sleep(COLLECTED_MS);
  return { kept, held: groupUsage(group).rssBytes, heldParts: memoryOf(group) };
}

async function soakDatabase(label: string, port: number, env: Record<string, string>): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "portal-soak-"));
  // A hundred connections sign in again and again, from one address, as one account: the sign-in
  // limits, which count an attempt as failed until its password is found right, would refuse them.
  const portal = await startPortal(dataDir, port, {
    ...env,
    LOGIN_ATTEMPTS_PER_CLIENT: "1000000",
    LOGIN_FAILURES_PER_ACCOUNT: "1000000",
    NODE_OPTIONS: [process.env.NODE_OPTIONS, `--import ${COLLECT_ON_SIGNAL}`].filter(Boolean).join(" "),
  });
  try {
    const atStart = memoryOf(portal.group);
    await load(portal.base, WARM_UP_SECONDS);
    const settled = await memoryAfterRest(portal.group);
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, groupUsage(portal.group).rssBytes)), 500);
    const curve: string[] = [];
    const curveSampler = setInterval(() => curve.push(mb(groupUsage(portal.group).rssBytes)), CURVE_EVERY_MS);
    const soak = await load(portal.base, SOAK_SECONDS);
    clearInterval(sampler);
    clearInterval(curveSampler);
    const atEnd = await memoryAfterRest(portal.group);
    const growth = (atEnd.held - settled.held) / settled.held;
    const { latency, requests } = soak.result;
    console.log(`\n${label}: ${CONNECTIONS} connections for ${SOAK_SECONDS} s after a ${WARM_UP_SECONDS} s warm-up`);
    console.log(`requests ${requests.total}, ${requests.average.toFixed(0)} a second; p50 ${ms(latency.p50)}, p99 ${ms(latency.p99)}, max ${ms(latency.max)}`);
    console.log(`errors ${soak.errors} (time-outs ${soak.result.timeouts}, other connection errors ${soak.result.errors - soak.result.timeouts})`);
    for (const [what, count] of soak.tally.unexpected) console.log(`  ${what}: ${count}`);
    const troubles = [...soak.troubleByWindow].map(([window, count]) => `${window}–${window + WINDOW_SECONDS} s: ${count}`);
    if (troubles.length > 0) console.log(`errors and answers over ${SLOW_MS / 1000} s, by when they came: ${troubles.join(", ")}`);
    console.log(`memory at start ${atStart}`);
    console.log(`after the warm-up, as V8 kept it ${settled.kept}; held ${settled.heldParts}`);
    console.log(`under load, every ${CURVE_EVERY_MS / 1000} s: ${curve.join(", ")}; peak ${mb(peak)}`);
    console.log(`at the end, as V8 kept it ${atEnd.kept}; held ${atEnd.heldParts}: ${(growth * 100).toFixed(1)} % above the warm-up`);
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
