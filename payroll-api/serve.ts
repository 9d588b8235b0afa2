// The reference payroll API on its own, for several portal processes in front of one API
// (docs/decisions/0022-portal-replicas.md): `npm run start:api`, then each portal with PAYROLL_API_URL.
// Settings from the environment (./env.ts): PORT, BIND_ADDRESS, DATABASE_URL, DATA_DIR, SMTP_URL,
// PORTAL_URL, LOGIN_ATTEMPTS_PER_CLIENT, LOG_LEVEL.
import { settingsOrExit, standaloneSettings } from "./env";
import { log } from "./log";
import { startPayrollApi } from "./start";

const { host, options } = settingsOrExit(() => standaloneSettings(process.env));
const api = await startPayrollApi(options, host);
log.info({ url: api.url, database: options.databaseUrl ? "postgres" : "pglite" }, "payroll API started");

const STOP_GRACE_MS = 10_000;
let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "finishing open requests, then stopping");
  setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  // Open requests finish first: closing the server waits for them.
  await api.close();
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
