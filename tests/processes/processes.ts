// The production server's processes under test (two portals, a portal told to stop, nginx in front
// of two portals), each in a process group of its own: started on a fresh port, awaited on /healthz,
// and stopped (the whole group) however the test ended.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { embeddedDatabaseToCreate } from "../../payroll-api/db/data-folder";
import { copyFolder, seedDay, type PayrollApiTemplate } from "../../payroll-api/test-template";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILD_DIRECTORY = path.resolve(ROOT, process.env.PORTAL_BUILD_DIR ?? "build");
/** The compiled programs of the production build (npm run build): the portal, and the reference API alone. */
const PROGRAMS = { portal: "server.js", api: "payroll-api/serve.js" } as const;
const OUTPUT_KEPT = 8_000;
const STOP_GRACE_MS = 10_000;

export type Server = {
  name: string;
  url: string;
  /** The started node process, leader of a process group of its own. */
  pid: number;
  /** The exit code, once the server has stopped by itself. */
  exited: Promise<number | null>;
  output(): string;
  stop(): Promise<void>;
};

/** The run's seeded data folder (./seeded-data.global-setup.ts), as JSON: a PayrollApiTemplate. */
export const SEEDED_DATA_VARIABLE = "PROCESS_TESTS_SEEDED_DATA";

const running = new Set<ChildProcess>();

// A test runner that exits before afterAll (an interrupted run) still takes its servers with it.
process.once("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already.
  }
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Runs a program of the build from the checkout with `env` on top of this process's, until /healthz
 * answers. A DATA_DIR without a database, for the embedded database of a portal or of the API alone,
 * first gets a copy of the run's seeded data folder when there is one of today (its outbox too: the
 * seed's welcome mails link to the seeding API's PORTAL_URL). A test of the first start itself,
 * which seeds, uses startProcess.
 */
export async function startServer(
  name: string,
  program: keyof typeof PROGRAMS,
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<Server> {
  const seeded = seededDataFor(program, env);
  if (seeded) await copyFolder(seeded, env.DATA_DIR);
  return startProcess(name, [process.execPath, programOfBuild(program)], port, env, timeoutMs);
}

/** The seeded folder to copy into env.DATA_DIR first, if the program's embedded database is to be created there. */
function seededDataFor(program: keyof typeof PROGRAMS, env: Record<string, string>): string | undefined {
  const seeded = process.env[SEEDED_DATA_VARIABLE];
  const embedded = program === "api" || !env.PAYROLL_API_URL;
  if (!seeded || !embedded || !embeddedDatabaseToCreate({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })) return undefined;
  const { dataDir, seededOn } = JSON.parse(seeded) as PayrollApiTemplate;
  return seededOn === seedDay() ? dataDir : undefined;
}

/** The file of a program of the build (npm run build). */
export function programOfBuild(program: keyof typeof PROGRAMS): string {
  const entry = path.join(BUILD_DIRECTORY, PROGRAMS[program]);
  if (!existsSync(entry)) throw new Error(`No production build at ${entry}: run npm run build first`);
  return entry;
}

/** Runs `command` from the checkout with `env` on top of this process's, until http://127.0.0.1:port/healthz answers. */
export async function startProcess(name: string, [command, ...args]: string[], port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<Server> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port) },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_KEPT));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const server: Server = {
    name,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    exited,
    output: () => output,
    async stop() {
      if (!running.delete(child)) return;
      if (child.exitCode === null && child.signalCode === null) {
        killGroup(child, "SIGTERM");
        const killer = setTimeout(() => killGroup(child, "SIGKILL"), STOP_GRACE_MS);
        await exited;
        clearTimeout(killer);
      }
      // Whatever the server started goes with it.
      killGroup(child, "SIGKILL");
    },
  };

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) break;
    const healthy = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop();
  throw new Error(`${name} did not answer /healthz on port ${port}; its output:\n${output}`);
}

/** The process of `server`'s group whose command line contains `part` (the embedded API's, say). */
export function processOf(server: Server, part: string): number | undefined {
  for (const entry of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (group === server.pid && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(part)) return Number(entry);
    } catch {
      // The process ended while we looked.
    }
  }
  return undefined;
}
