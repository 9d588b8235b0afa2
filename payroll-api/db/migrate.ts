import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { apiFile } from "../files";
import type { Database } from "./database";

const MIGRATIONS_DIR = apiFile("db", "migrations");

/** Applies, in name order, every committed migration the database has not seen yet. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec("create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())");
  const applied = new Set((await db.query<{ version: string }>("select version from schema_migrations")).map((row) => row.version));
  const pending = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith(".sql") && !applied.has(f)).sort();
  for (const file of pending) {
    const sql = await readFile(path.join(MIGRATIONS_DIR, file), "utf8");
    // One script, one transaction: a migration lands whole or not at all. File names are ours.
    await db.exec(`begin;\n${sql}\n;insert into schema_migrations (version) values ('${file}');\ncommit;`);
  }
  return pending;
}
