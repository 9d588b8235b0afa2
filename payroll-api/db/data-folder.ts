import { existsSync } from "node:fs";
import path from "node:path";

// Small on purpose: the portal's process reads it (payroll-api/supervisor.ts) without loading the API.

type DatabaseChoice = { databaseUrl?: string; dataDir?: string };

/** Where the embedded database (PGlite) keeps its files inside a data folder. */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "pglite");

/**
 * The embedded database of this data folder is still to be created and seeded. Seeding takes PGlite
 * to some 700 MB that a process gives back only by ending, so the supervisor has it done by a process
 * of its own (docs/decisions/0044).
 */
export const embeddedDatabaseToCreate = ({ databaseUrl, dataDir }: DatabaseChoice) =>
  !databaseUrl && dataDir !== undefined && !existsSync(path.join(embeddedDatabaseDir(dataDir), "PG_VERSION"));
