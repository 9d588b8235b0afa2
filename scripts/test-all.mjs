#!/usr/bin/env node
// Every test, in two stages; a failure of the first stops the command before the second (docs/decisions/0057):
// 1. side by side: types, lint, dead code, formatting and the production build;
// 2. side by side, on that build: one vitest run of the unit and API tests (on PGlite, and on a
//    throw-away PostgreSQL server when its binaries are installed) and of the process tests (two
//    portals on one reference API on PostgreSQL behind nginx, a graceful stop, what error reporting
//    and analytics send), and the browser tests with JavaScript on and off. Neither run keeps both
//    cores busy alone: together they fill the time each leaves idle.
// `npm test` runs this; so does CI through .ci/run.
import { machineCpuSeconds, runTogether } from "./run-together.mjs";
import { startPostgres, stopPostgres } from "./throwaway-postgres.mjs";

function stopOn(failed) {
  if (failed.length === 0) return;
  stopPostgres();
  console.error(`\nFailed: ${failed.join(", ")}`);
  process.exit(1);
}

// npm puts node_modules/.bin first on a script's PATH: the `node` devDependency's Node runs every
// command below (docs/decisions/0068).
console.log(`Node ${process.version} (${process.execPath})`);
const machineCpuAtStart = machineCpuSeconds();

process.on("SIGINT", () => {
  stopPostgres();
  process.exit(130);
});

stopOn(
  await runTogether([
    ["typecheck", "npx", ["tsc", "--noEmit"]],
    ["lint", "npm", ["run", "--silent", "lint"]],
    // Dead code: unused files, exports and dependencies (knip.ts, docs/decisions/0048).
    ["knip", "npx", ["knip"]],
    ["format", "npm", ["run", "--silent", "format:check"]],
    ["build", "npm", ["run", "--silent", "build"]],
  ]),
);

// Sessions, wizard drafts and sign-in limits shared by two portals (docs/decisions/0022; it says
// loudly when PostgreSQL is not installed), and what error reporting and analytics send (0027).
const testDatabaseUrl = startPostgres();
const withDatabase = { ...process.env, ...(testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {}) };
stopOn(
  await runTogether(
    [
      ["vitest", "npx", ["vitest", "run", "--config", "scripts/vitest-suite.config.ts"]],
      ["browsers", "npx", ["playwright", "test"]],
    ],
    withDatabase,
  ),
);
stopPostgres();
const machineCpu = machineCpuAtStart === undefined ? "?" : (machineCpuSeconds() - machineCpuAtStart).toFixed(0);
console.log(`The test command: ${(performance.now() / 1000).toFixed(0)} s, ${machineCpu} s of the machine's CPU (npm ci not included).`);
