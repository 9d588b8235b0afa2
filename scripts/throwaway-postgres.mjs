// A PostgreSQL server of its own, in a temporary folder, for the tests and the bench: started from
// Debian's binaries when they are installed, thrown away afterwards.
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

let postgres;

function postgresBinaries() {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = path.join(root, version, "bin");
  return existsSync(path.join(bin, "initdb")) ? bin : null;
}

/** A PostgreSQL server of its own for the driver test; root must hand it to the postgres user. */
export function startPostgres() {
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

export function stopPostgres() {
  if (!postgres) return;
  spawnSync(...postgres.as([path.join(postgres.bin, "pg_ctl"), "-D", postgres.data, "-m", "fast", "stop"]), { stdio: "ignore" });
  rmSync(postgres.dir, { recursive: true, force: true });
  postgres = undefined;
}
