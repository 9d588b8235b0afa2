import { configDefaults, type TestProjectInlineConfiguration } from "vitest/config";

// The unit and API tests as three vitest projects (docs/decisions/0067 "Second step", 0071), used by
// vitest.config.ts and by the test command's run (scripts/vitest-suite.config.ts).

const resolve = { alias: { "~domain": new URL("./domain", import.meta.url).pathname, "~": new URL("./app", import.meta.url).pathname } };

/**
 * Test files that need their modules afresh, in a process the other projects' files never ran in: they
 * mock modules, set the process's time zone (and set it back) or working folder, or hash at the
 * production cost.
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
  // scrypt at the production cost, which the API test files' set-up lowers (payroll-api/scrypt-for-tests.ts).
  "payroll-api/auth/secrets.test.ts",
];

const API_FILES = ["payroll-api/**/*.test.ts", "app/platform/payroll-api-merging.server.test.ts"];
const PURE_FILES = ["app/**/*.test.{ts,tsx}", "domain/**/*.test.ts", "scripts/**/*.test.ts", "server-kit/**/*.test.ts", "tests/unit/**/*.test.ts"];

const shared = { globals: true, testTimeout: 30_000, hookTimeout: 60_000 };

export const unitProjects: TestProjectInlineConfiguration[] = [
  {
    resolve,
    test: {
      ...shared,
      name: "unit",
      include: API_FILES,
      exclude: [...configDefaults.exclude, ...NEEDS_A_FRESH_PROCESS],
      // Each API test file opens its own database, a copy of one seeded once per run
      // (payroll-api/test-template.global-setup.ts).
      globalSetup: ["payroll-api/test-template.global-setup.ts"],
      // scrypt at a 32nd of the production cost, which auth/secrets.test.ts alone proves (docs/decisions/0071).
      setupFiles: ["payroll-api/scrypt-at-test-cost.setup.ts"],
      // Processes that keep their modules from one file to the next: each imports the API (2 s of
      // CPU) once, not once per file. Not threads: beside the process tests' forks they doubled the
      // workers the run keeps busy, and beside the browsers the heavy files ran out of their time
      // (docs/decisions/0069, 0072).
      pool: "forks",
      isolate: false,
    },
  },
  {
    resolve,
    test: {
      ...shared,
      name: "isolated",
      include: NEEDS_A_FRESH_PROCESS,
      // Forks, not threads: a worker thread cannot process.chdir, and its process.env.TZ does not change
      // the time zone. Modules afresh for each file.
      pool: "forks",
      isolate: true,
    },
  },
  {
    resolve,
    test: {
      ...shared,
      name: "pure",
      include: PURE_FILES,
      exclude: [...configDefaults.exclude, ...NEEDS_A_FRESH_PROCESS, ...API_FILES],
      // One worker thread after another for all of these files, each importing React, Remix, zod and
      // i18next once: afresh for each file was four fifths of their CPU. Each file resets what it
      // changes (timers, env()).
      pool: "threads",
      isolate: false,
    },
  },
];
