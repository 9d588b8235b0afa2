// Starting the production build with the embedded API, signing in, and timing requests: what every
// part of the benchmark shares.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { startPostgres, stopPostgres } from "../throwaway-postgres.mjs";

export const DEMO_PASSWORD = "Demo-portal-2026";
const RENDER_SAMPLES = 40;
const THROUGHPUT_SECONDS = 3;
const CONCURRENCY = 8;

/** Where the build's browser assets are: build/client, or PORTAL_BUILD_DIR/client (as server.ts serves them). */
export const assetFile = (asset: string) => path.join(buildDirectory(), "client", asset);

const buildDirectory = () => process.env.PORTAL_BUILD_DIR ?? "build";

/** A started portal; `group` is the process group of the whole server (portal and embedded API). */
export type RunningPortal = { base: string; group: number; stop(): Promise<void> };

/** The production server on a data folder (seeded on first start), as `npm start` runs it; `env` adds DATABASE_URL, say. */
export async function startPortal(dataDir: string, port: number, env: Record<string, string> = {}): Promise<RunningPortal> {
  const base = `http://localhost:${port}`;
  // A server left by a run stopped halfway would answer in place of this one.
  if (await answersHealth(base)) throw new Error(`a server already answers on port ${port}`);
  // As the Dockerfile starts it: one node process on the compiled build (and the embedded API's), no npm launcher.
  const server = spawn("node", [path.join(buildDirectory(), "server.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      SESSION_SECRET: "bench-session-secret-that-is-long-enough",
      LOGIN_ATTEMPTS_PER_CLIENT: "1000",
      LOG_LEVEL: "warn",
      MALLOC_ARENA_MAX: "2",
      ...env,
    },
    stdio: "ignore",
    detached: true,
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  const stop = async () => {
    if (!exited) process.kill(-server.pid!, "SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 500));
  };
  for (let i = 0; i < 120 && !exited; i++) {
    if (await answersHealth(base)) return { base, group: server.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("the portal did not start");
}

const answersHealth = (base: string) =>
  fetch(`${base}/healthz`).then(
    (response) => response.ok,
    () => false,
  );

/** What the bench keeps of a sign-in: the session and the language it applied (not the account stamp, which server-cost sets itself). */
const SIGN_IN_COOKIES = ["__session", "lng", "lng_account"];

export async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirectTo: "" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((set) => set.split(";")[0]);
  if (!cookies.some((cookie) => cookie.startsWith("__session="))) throw new Error(`could not sign in as ${email}`);
  // The language cookies too, as a browser keeps them: without them an account whose language is not
  // the bench's (promo@ is French) is reloaded into its language on every page, for ever.
  return cookies.filter((cookie) => SIGN_IN_COOKIES.some((name) => cookie.startsWith(`${name}=`))).join("; ");
}

export type Timing = { median: number; p95: number; perSecond: number };

/** Render time of one page, sequentially, then throughput with CONCURRENCY requests in flight. */
export async function timeRequests(url: string, cookie: string | undefined): Promise<Timing> {
  const headers = { cookie: cookie ?? "", "accept-language": "en" };
  const samples: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) {
    const start = performance.now();
    await (await fetch(url, { headers, redirect: "manual" })).arrayBuffer();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  let completed = 0;
  const until = performance.now() + THROUGHPUT_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        await (await fetch(url, { headers, redirect: "manual" })).arrayBuffer();
        completed++;
      }
    }),
  );
  return {
    median: samples[Math.floor(samples.length / 2)],
    p95: samples[Math.floor(samples.length * 0.95)],
    perSecond: completed / THROUGHPUT_SECONDS,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;

const CLOCK_TICKS_PER_SECOND = 100;
const PAGE_BYTES = 4096;

/** A process of the server: the portal, the embedded API, or a helper either starts (tsx's esbuild). */
type ProcessUsage = { pid: number; name: string; isNode: boolean; cpuMs: number; rssBytes: number };

/** CPU (ms) and resident memory (bytes) of each process of the server's process group, from /proc. */
export function processUsage(group: number): ProcessUsage[] {
  const usage: ProcessUsage[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    let commandLine: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8");
    } catch {
      continue;
    }
    // The fields after the command name, which may itself hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    const program = path.basename(commandLine.split("\0")[0]);
    usage.push({
      pid: Number(entry),
      name: commandLine.includes("payroll-api") ? "embedded API" : program === "node" ? "portal" : program,
      isNode: program === "node",
      cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND,
      rssBytes: Number(fields[21]) * PAGE_BYTES,
    });
  }
  return usage;
}

/** CPU (ms) and resident memory (bytes) of the whole server: the portal and its embedded API. */
export function groupUsage(group: number): { cpuMs: number; rssBytes: number } {
  return processUsage(group).reduce((sum, one) => ({ cpuMs: sum.cpuMs + one.cpuMs, rssBytes: sum.rssBytes + one.rssBytes }), { cpuMs: 0, rssBytes: 0 });
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** Runs `measure` on the embedded default (PGlite), then on a throw-away PostgreSQL server when it is installed. */
export async function onEachDatabase(measure: (label: string, env: Record<string, string>) => Promise<void>) {
  // BENCH_DATABASE=pglite or =postgresql measures on that one only.
  const only = process.env.BENCH_DATABASE;
  if (only !== "postgresql") await measure("PGlite (the embedded default)", {});
  if (only === "pglite") return;
  const databaseUrl = startPostgres();
  if (!databaseUrl) {
    console.log("\nPostgreSQL is not installed: its run is left out.");
    return;
  }
  try {
    await measure("PostgreSQL (DATABASE_URL)", { DATABASE_URL: databaseUrl });
  } finally {
    stopPostgres();
  }
}
