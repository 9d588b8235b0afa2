import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";

// The unit and API tests as two vitest projects (docs/decisions/0067, "Second step"), used by
// vitest.config.ts and by the test command's run (scripts/vitest-suite.config.ts).

const resolve = { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } };

/**
 * Test files outside payroll-api/ that need a process of their own: they mock modules, set the
 * process's time zone or working folder, or open a copy of the API tests' seeded database.
 */
const NEEDS_A_FRESH_PROCESS = [
  // vi.mock replaces a module for every file that later imports it in the same process.
  "app/areas/invoices/invoices.server.test.ts",
  "app/forms/preference-action.server.test.ts",
  // process.env.TZ: the zone the whole process's Date reads.
  "app/areas/contracts/contract-calendar.server.test.ts",
  "domain/belgian-time.test.ts",
  "domain/contract-schedule.test.ts",
  // process.chdir
  "tests/unit/graphql-contract.test.ts",
  // The reference API on a copy of the seeded template.
  "app/platform/payroll-api-merging.server.test.ts",
];

const PURE_FILES = ["app/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "scripts/**/*.test.ts", "server-kit/**/*.test.ts", "tests/unit/**/*.test.ts"];

const shared = { globals: true, testTimeout: 30_000, hookTimeout: 60_000 };

/** The root option that lets the pure project share its workers (see above). */
export const SHARED_THREADS = { threads: { isolate: false } };

export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    resolve,
    test: {
      ...shared,
      name: "unit",
      include: ["payroll-api/**/*.test.ts", ...NEEDS_A_FRESH_PROCESS],
      // PGlite boots in a few seconds; each API test file opens its own database, a copy of one seeded
      // once per run (payroll-api/test-template.global-setup.ts).
      globalSetup: ["payroll-api/test-template.global-setup.ts"],
      // Forks (the default pool), not threads: a worker thread cannot process.chdir, and its
      // process.env.TZ does not change the time zone.
    },
  },
  {
    resolve,
    test: {
      ...shared,
      name: "pure",
      include: PURE_FILES,
      exclude: [...configDefaults.exclude, ...NEEDS_A_FRESH_PROCESS],
      // One worker thread after another for all of these files, each importing React, Remix, zod and
      // i18next once: afresh for each file was four fifths of their CPU. Each file resets what it
      // changes (timers, env()). Threads, not forks: vitest takes isolation from the root's pool
      // options, so the root configurations turn it off for threads, which only this project uses.
      pool: "threads",
      isolate: false,
    },
  },
];
