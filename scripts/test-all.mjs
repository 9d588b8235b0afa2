#!/usr/bin/env node
// Every test, in the order that fails fastest: types, lint, dead code and formatting, unit and API
// tests (on PGlite, and on a throw-away PostgreSQL server when its binaries are installed), the
// production build, two portal processes of that build on one reference API on PostgreSQL, then the
// browser tests with JavaScript on and off. `npm test` runs this; so does CI through .ci/run.
import { spawnSync } from "node:child_process";
import { startPostgres, stopPostgres } from "./throwaway-postgres.mjs";

function run(command, args, env = process.env) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    stopPostgres();
    process.exit(result.status ?? 1);
  }
}

process.on("SIGINT", () => {
  stopPostgres();
  process.exit(130);
});

const testDatabaseUrl = startPostgres();
const withDatabase = { ...process.env, ...(testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {}) };
run("npx", ["tsc", "--noEmit"]);
run("npm", ["run", "lint"]);
// Dead code: unused files, exports and dependencies (knip.ts, docs/decisions/0048).
run("npx", ["knip"]);
run("npm", ["run", "format:check"]);
run("npx", ["vitest", "run"], withDatabase);
run("npm", ["run", "build"]);
// Sessions, wizard drafts and sign-in limits shared by two portals (docs/decisions/0022; it says
// loudly when PostgreSQL is not installed), a graceful stop, and what error reporting and analytics
// send (docs/decisions/0027).
run("npx", ["vitest", "run", "--config", "tests/processes/vitest.config.ts"], withDatabase);
stopPostgres();
run("npx", ["playwright", "test"]);
