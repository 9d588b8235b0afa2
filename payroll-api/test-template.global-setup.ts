// Seeding the demo data is most of an API test file's setup (5 to 10 s of CPU each). The run seeds one
// data folder here, once, and startTestApi copies it for each file: every file still gets a database
// of its own, already migrated and seeded, and the outbox of the seed's welcome mails.
import * as crypto from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPayrollApi } from "./app";
import type { Database } from "./db/database";
import { sameHashAtTestCost } from "./scrypt-for-tests";
import { DEMO_PASSWORD } from "./seed/seed";
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
  await demoPasswordAtTestCost(api.db);
  await api.close();
  provide("payrollApiTemplate", { dataDir, seededOn });
  return () => rm(dataDir, { recursive: true, force: true });
}

/**
 * The seed hashes the demo password once, at the production cost, for every account that has one; the
 * files that copy the template verify it with the tests' scrypt (scrypt-for-tests.ts): that hash is made
 * again as they would have made it.
 */
async function demoPasswordAtTestCost(db: Database): Promise<void> {
  const [{ password_hash: seeded }] = await db.query<{ password_hash: string }>("select password_hash from users where email = 'employer@example.com'");
  const atTestCost = sameHashAtTestCost(crypto, seeded, DEMO_PASSWORD);
  for (const table of ["users", "employees"]) await db.query(`update ${table} set password_hash = $2 where password_hash = $1`, [seeded, atTestCost]);
}
