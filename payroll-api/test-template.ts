// The seeded data folder the API tests start from (built once per run by test-template.global-setup.ts),
// and when startTestApi may copy it instead of seeding a database of its own.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { PayrollApiOptions } from "./app";

export const PORTAL_URL = "http://portal.test";

/** The template's folder, and the day it was seeded on (seedDay). */
export type PayrollApiTemplate = { dataDir: string; seededOn: string };

/**
 * The day the seed dates its rows from (invoices due in 10 days, contracts that started 30 days ago):
 * PGlite's current_date, a GMT day. A run that goes on past midnight seeds afresh, as tests count from today.
 */
export const seedDay = (now = new Date()) => now.toISOString().slice(0, 10);

/** What the template is built with: the welcome mails in its outbox link to PORTAL_URL. */
export const TEMPLATE_OPTIONS = { portalUrl: PORTAL_URL, seed: true } satisfies PayrollApiOptions;

/** Options that shape the API serving the data, not the data: the template fits whatever they are. */
const SERVING_OPTIONS: ReadonlySet<keyof PayrollApiOptions> = new Set([
  "loginAttemptsPerClient",
  "loginFailuresPerAccount",
  "loginFailuresPerAccountPerDay",
  "mailThrottles",
  "production",
  "idCardReader",
  "identityReadingLimitMs",
]);

/**
 * Whether an API started with `options` would seed the same data into the same place as the template:
 * not on PostgreSQL (databaseUrl), in a folder of the caller's, with mails sent over SMTP, unseeded or
 * with another portal's links. Any option not known to fit does not, so a new option is safe by default.
 */
export function templateFits(options: Partial<PayrollApiOptions>): boolean {
  const template: Partial<PayrollApiOptions> = TEMPLATE_OPTIONS;
  return (Object.keys(options) as (keyof PayrollApiOptions)[]).every(
    (key) => options[key] === undefined || SERVING_OPTIONS.has(key) || options[key] === template[key],
  );
}

const execFileAsync = promisify(execFile);

/** Copies what folder `from` holds into folder `into`: cp(1) copies the template's 1,200 small files in a fifth of fs.cp's time. */
export async function copyFolder(from: string, into: string): Promise<void> {
  await execFileAsync("cp", ["-R", `${from}/.`, into]);
}
