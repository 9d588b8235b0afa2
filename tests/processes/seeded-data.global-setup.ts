// Migrating and seeding the demo data was most of each process test's start: every portal began on an
// empty data folder (docs/decisions/0070). The run seeds one folder here, once, with the build's own
// reference API, which the portal and the API keep as it is when they start on a copy of it
// (payroll-api/db/data-folder.ts: only a folder without a database is created and seeded). startServer
// (./processes.ts) copies it into each fresh data folder it is given.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { seedDay } from "../../payroll-api/test-template";
import { freePort, programOfBuild, SEEDED_DATA_VARIABLE, startProcess } from "./processes";

export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "portal-seeded-data-"));
  // The day before seeding: should midnight pass meanwhile, every start seeds a folder of its own.
  const seededOn = seedDay();
  // startProcess, not startServer: this is the one start that seeds an empty folder.
  const api = await startProcess(
    "the reference API seeding the run's data folder",
    [process.execPath, programOfBuild("api")],
    await freePort(),
    { DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    180_000,
  );
  // A clean stop closes the database, so that the files copied are a consistent one.
  await api.stop();
  const code = await api.exited;
  if (code !== 0) throw new Error(`The reference API seeding ${dataDir} stopped with exit code ${code}; its output:\n${api.output()}`);
  // Through the environment, which the test workers inherit: processes.ts is also imported by a
  // browser test (tests/e2e/api-faults.spec.ts), where vitest's inject() does not exist.
  process.env[SEEDED_DATA_VARIABLE] = JSON.stringify({ dataDir, seededOn });
  return async () => {
    delete process.env[SEEDED_DATA_VARIABLE];
    await rm(dataDir, { recursive: true, force: true });
  };
}
