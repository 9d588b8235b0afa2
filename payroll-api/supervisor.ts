import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import { embeddedDatabaseToCreate } from "./db/data-folder";
import type { EmbeddedApiOptions, RunningPayrollApi } from "./start";

// The portal's embedded payroll API runs in a child process (./process.ts) that this module starts,
// restarts when it dies, and stops when the portal stops. Requests made while it is down fail to
// connect, which the portal words as "service unavailable" (part 1 §8).

/** The child's options travel in this environment variable, as JSON. */
export const OPTIONS_VARIABLE = "EMBEDDED_PAYROLL_API_OPTIONS";

/** Set for a child that only creates and seeds the embedded database, then ends. */
export const PREPARE_VARIABLE = "EMBEDDED_PAYROLL_API_PREPARE_ONLY";

/** What the child tells its supervisor once it listens. */
export type ListeningMessage = { listening: string };

/**
 * The child's module: from source (npm run dev, the tests of this module), TypeScript that tsx runs;
 * compiled into the build's server.js (scripts/build-server.mjs), the API's module beside it.
 */
const ENTRY = import.meta.url.endsWith(".ts")
  ? { file: fileURLToPath(new URL("./process.ts", import.meta.url)), execArgv: ["--import", "tsx"] }
  : { file: fileURLToPath(new URL("./payroll-api/process.js", import.meta.url)), execArgv: [] };
const RESTART_DELAY_MS = 1_000;
const STOP_TIMEOUT_MS = 15_000;

const isListening = (message: unknown): message is ListeningMessage =>
  typeof message === "object" && message !== null && typeof (message as ListeningMessage).listening === "string";

/** Where the supervisor says what happened to the API: the portal's log. */
type Log = { info(message: string): void; error(message: string): void };

/** The embedded API's process id, which changes when it is restarted. */
export type SupervisedPayrollApi = RunningPayrollApi & { pid(): number | undefined };

/** The child process, with the portal's environment and its options; `more` adds to that environment. */
const forkApi = (options: EmbeddedApiOptions, more: Record<string, string> = {}) =>
  fork(ENTRY.file, [], {
    execArgv: ENTRY.execArgv,
    env: { ...process.env, [OPTIONS_VARIABLE]: JSON.stringify(options), ...more },
    stdio: "inherit",
  });

/** One run of the child process: resolves with its address once it listens, rejects if it dies first. */
function spawnApi(options: EmbeddedApiOptions, onExitAfterStart: (description: string) => void): { child: ChildProcess; listening: Promise<string> } {
  const child = forkApi(options);
  const listening = new Promise<string>((resolve, reject) => {
    let started = false;
    child.on("message", (message) => {
      if (!isListening(message)) return;
      started = true;
      resolve(message.listening);
    });
    child.on("exit", (code, signal) => {
      const description = signal ? `signal ${signal}` : `exit code ${code}`;
      if (started) onExitAfterStart(description);
      else reject(new Error(`The embedded payroll API stopped while starting (${description})`));
    });
  });
  return { child, listening };
}

/** Creates and seeds a new embedded database in a child of its own, which gives its memory back as it ends. */
async function prepareEmbeddedDatabase(options: EmbeddedApiOptions): Promise<void> {
  const child = forkApi(options, { [PREPARE_VARIABLE]: "1" });
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`The embedded payroll API could not create its database (exit code ${code})`);
}

/**
 * Starts the embedded API in its own process and keeps it running: after a crash it comes back on
 * the same address, so the portal's PAYROLL_API_URL stays valid. close() lets it finish its open
 * requests (SIGTERM), and kills it if it has not stopped in time.
 */
export async function superviseEmbeddedApi(options: EmbeddedApiOptions, log: Log): Promise<SupervisedPayrollApi> {
  let stopping = false;
  let current: ChildProcess;

  const start = (port: number) => {
    const run = spawnApi({ ...options, port }, (description) => {
      if (stopping) return;
      log.error(`The embedded payroll API stopped (${description}): restarting it`);
      setTimeout(restart, RESTART_DELAY_MS);
    });
    current = run.child;
    return run.listening;
  };

  if (embeddedDatabaseToCreate(options)) await prepareEmbeddedDatabase(options);
  const url = await start(options.port);
  const port = Number(new URL(url).port);
  function restart() {
    if (stopping) return;
    start(port).then(
      () => log.info("The embedded payroll API is back"),
      (error: Error) => {
        log.error(`${error.message}: trying again`);
        setTimeout(restart, RESTART_DELAY_MS);
      },
    );
  }

  return {
    url,
    pid: () => current.pid,
    async close() {
      stopping = true;
      const child = current;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      const killer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      child.kill("SIGTERM");
      await exited;
      clearTimeout(killer);
    },
  };
}
