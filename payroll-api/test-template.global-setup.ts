// Seeding the demo data is most of an API test file's setup (5 to 10 s of CPU each). The run seeds one
// data folder here, once, and startTestApi copies it for each file: every file still gets a database
// of its own, already migrated and seeded, and the outbox of the seed's welcome mails.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPayrollApi } from "./app";
import { seedDay, TEMPLATE_OPTIONS, type PayrollApiTemplate } from "./test-template";

declare module "vitest" {
  export interface ProvidedContext {
    /** What startTestApi copies; unset when no global setup built one (another vitest config). */
    payrollApiTemplate?: PayrollApiTemplate;
  }
}

export default async function setup({ provide }: TestProject): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "payroll-api-template-"));
  // The day before seeding: should midnight pass meanwhile, every file seeds a database of its own.
  const seededOn = seedDay();
  // close() shuts PGlite down cleanly, so that the files copied are a consistent database.
  const api = await createPayrollApi({ ...TEMPLATE_OPTIONS, dataDir });
  await api.close();
  provide("payrollApiTemplate", { dataDir, seededOn });
  return () => rm(dataDir, { recursive: true, force: true });
}
