// The embedded payroll API in a process of its own, started and watched by ./supervisor.ts: its
// database work (PGlite runs synchronously) then never blocks a page render, and both cores work.
import { settingsOrExit, sharedSettings } from "./env";
import { prepareDatabase } from "./app";
import { startPayrollApi, type EmbeddedApiOptions } from "./start";
import { OPTIONS_VARIABLE, PREPARE_VARIABLE, type ListeningMessage } from "./supervisor";

const options = JSON.parse(process.env[OPTIONS_VARIABLE] ?? "null") as EmbeddedApiOptions | null;
if (!options || !process.send) {
  console.error(`payroll-api/process.ts is started by payroll-api/supervisor.ts, which sets ${OPTIONS_VARIABLE}`);
  process.exit(1);
}

// The portal's environment, inherited: what the API reads itself (the sign-in limits).
const settings = settingsOrExit(() => sharedSettings(process.env));
if (process.env[PREPARE_VARIABLE]) {
  await prepareDatabase({ ...options, ...settings });
  process.exit(0);
}
const api = await startPayrollApi({ ...options, ...settings });
process.send({ listening: api.url } satisfies ListeningMessage);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // Open requests finish first: closing the server waits for them.
  await api.close();
  process.exit(0);
}
// The supervisor decides when the API stops: a Ctrl-C in a terminal reaches the whole process group,
// and the portal may still have requests that need the API.
process.on("SIGINT", () => undefined);
process.on("SIGTERM", () => void stop());
// The portal is gone without saying so (killed): nothing needs the API any more.
process.on("disconnect", () => void stop());
