import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { log } from "../log";

/** The little the API needs from PostgreSQL, whether embedded (PGlite) or a server (pg). */
export interface Queryable {
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  /** Runs a script of several statements, as migrations are. */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly driver: "pglite" | "postgres";
}

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

/** A data folder holds the files; without one, the database lives in memory (tests). */
/**
 * PGlite runs no autovacuum daemon, so nothing would refresh the planner's statistics as tables
 * grow: a list of 10,000 rows planned with the statistics of 100 reads three times slower. The
 * embedded database analyzes itself every ANALYZE_INTERVAL_MS (and the API after migrating and seeding).
 */
const ANALYZE_INTERVAL_MS = 10 * 60_000;

/**
 * PostgreSQL's default shared_buffers (128 MB) is memory PGlite takes at start-up whatever the data;
 * the demo's whole database is under 60 MB and the file system caches what the buffers do not hold,
 * so 32 MB keeps about 100 MB of the process's memory for nothing (docs/decisions/0023).
 */
const EMBEDDED_SETTINGS = ["shared_buffers = 32MB"];

async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  // pg_trgm: the search's trigram indexes (db/migrations/0025_search.sql), which PostgreSQL's contrib has.
  const db = await PGlite.create(dataDir, { postgresqlconf: EMBEDDED_SETTINGS, extensions: { pg_trgm } });
  const analyzing = setInterval(() => db.exec("analyze").catch(() => undefined), ANALYZE_INTERVAL_MS);
  analyzing.unref();
  return {
    driver: "pglite",
    async query<Row>(sql: string, params?: unknown[]) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async exec(sql) {
      await db.exec(sql);
    },
    transaction: (work) => db.transaction((tx) => work({ query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows })),
    close: () => {
      clearInterval(analyzing);
      return db.close();
    },
  };
}

const DATE_OID = 1082;

// node-postgres reads a date column as local midnight, which toISOString() turns into the day before
// wherever the process runs east of UTC (Brussels). PGlite reads it as UTC midnight: do the same, so
// both drivers give the same calendar day in any time zone.
const postgresTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === DATE_OID && format !== "binary"
      ? (value: string) => new Date(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, types: postgresTypes });
  // An idle connection that the server ends (a restart, a failover) is replaced on the next query;
  // unheard, its error would end the process.
  pool.on("error", (error) => log.warn({ err: error }, "an idle PostgreSQL connection failed"));
  // pool.end() answers once it has asked its connections to close, not once they have: closing waits
  // for each to end, so that nothing (a dropped test database, a stopping process) finds one half open.
  const openConnections = new Set<Promise<void>>();
  pool.on("connect", (client) => {
    const ended = new Promise<void>((resolve) => client.once("end", () => resolve()));
    openConnections.add(ended);
    void ended.then(() => openConnections.delete(ended));
  });
  const query = async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params as unknown[])).rows as Row[];
  return {
    driver: "postgres",
    query,
    async exec(sql) {
      await pool.query(sql);
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        // One connection runs one query at a time: work that asks several at once (Promise.all) has them
        // queued here, as PGlite does, rather than by node-postgres, which deprecates it (pg@9 refuses it).
        let previous: Promise<unknown> = Promise.resolve();
        const result = await work({
          query: <Row>(sql: string, params?: unknown[]) => {
            const running = previous.then(() => client.query(sql, params as unknown[]));
            previous = running.catch(() => undefined);
            return running.then((answer) => answer.rows as Row[]);
          },
        });
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback");
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
      await Promise.all(openConnections);
    },
  };
}
