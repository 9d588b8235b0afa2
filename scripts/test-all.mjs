#!/usr/bin/env node
// Every test, in the order that fails fastest: types, lint and formatting, unit and API tests (on
// PGlite, and on a throw-away PostgreSQL server when its binaries are installed), the production
// build, then the browser tests with JavaScript on and off. `npm test` runs this; so does CI through .ci/run.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

function run(command, args, env = process.env) {
  console.log(`\n> ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    stopPostgres();
    process.exit(result.status ?? 1);
  }
}

let postgres;

function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = path.join(root, version, "bin");
  return existsSync(path.join(bin, "initdb")) ? bin : null;
}

/** A PostgreSQL server of its own for the driver test; root must hand it to the postgres user. */
function startPostgres() {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const bin = postgresBinaries();
  if (!bin) {
    console.log("PostgreSQL is not installed: the PostgreSQL driver test is left out (PGlite still runs).");
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "portal-pg-"));
  chmodSync(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const as = (args) => (asRoot ? ["runuser", ["-u", "postgres", "--", ...args]] : [args[0], args.slice(1)]);
  const port = String(54_000 + Math.floor(Math.random() * 1000));
  const data = path.join(dir, "data");
  execFileSync(...as([path.join(bin, "initdb"), "-D", data, "-A", "trust", "-U", "postgres"]), { stdio: "ignore" });
  execFileSync(
    ...as([path.join(bin, "pg_ctl"), "-D", data, "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, "-l", path.join(dir, "log"), "-w", "start"]),
    { stdio: "ignore" },
  );
  postgres = { bin, data, dir, as };
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

function stopPostgres() {
  if (!postgres) return;
  spawnSync(...postgres.as([path.join(postgres.bin, "pg_ctl"), "-D", postgres.data, "-m", "fast", "stop"]), { stdio: "ignore" });
  rmSync(postgres.dir, { recursive: true, force: true });
  postgres = undefined;
}

process.on("SIGINT", () => {
  stopPostgres();
  process.exit(130);
});

const testDatabaseUrl = startPostgres();
run("npx", ["tsc", "--noEmit"]);
run("npm", ["run", "lint"]);
run("npm", ["run", "format:check"]);
run("npx", ["vitest", "run"], { ...process.env, ...(testDatabaseUrl ? { TEST_DATABASE_URL: testDatabaseUrl } : {}) });
stopPostgres();
run("npx", ["remix", "build"]);
run("npx", ["playwright", "test"]);
