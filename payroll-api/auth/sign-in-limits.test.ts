// The sign-in limits' counters in the database, on each driver: PGlite always, and a PostgreSQL
// server when TEST_DATABASE_URL points at one (in a database of this file's own), where two
// connection pools stand for two portal processes' sign-ins racing.
import { openDatabase, type Database } from "../db/database";
import { migrate } from "../db/migrate";
import { freshPostgresDatabase } from "../test-support";
import { DEFAULT_SIGN_IN_LIMITS, hitCounter, signInGuard } from "./sign-in-limits";

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);
const WINDOW = DEFAULT_SIGN_IN_LIMITS.windowMs;

const counter = async (db: Database, kind: string, key: string) =>
  (
    await db.query<{ hits: number; window_started_at: Date }>("select hits, window_started_at from rate_limit_counters where kind = $1 and key = $2", [
      kind,
      key,
    ])
  )[0];

/** `count` hits on one counter, one after the other: how many were admitted. */
async function admittedOf(db: Database, key: string, count: number, limit: number, now = T0) {
  let admitted = 0;
  for (let i = 0; i < count; i += 1) if ((await hitCounter(db, "test", key, limit, WINDOW, now)).admitted) admitted += 1;
  return admitted;
}

function describeCounters(open: () => Promise<{ db: Database; other: Database; close(): Promise<void> }>) {
  let db: Database;
  let other: Database;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, other, close } = await open());
    await migrate(db);
  });

  afterAll(async () => {
    await close?.();
  });

  describe("hitCounter", () => {
    it("admits `limit` hits in a window and refuses the next, keeping the count in the database", async () => {
      expect(await admittedOf(db, "a", 3, 3)).toBe(3);
      expect(await hitCounter(db, "test", "a", 3, WINDOW, T0 + MINUTE)).toEqual({ admitted: false, retryAfterMs: WINDOW - MINUTE });
      expect(await counter(db, "test", "a")).toEqual({ hits: 3, window_started_at: new Date(T0) });
    });

    it("opens a new window once the old one has passed", async () => {
      expect(await admittedOf(db, "b", 2, 2)).toBe(2);
      expect((await hitCounter(db, "test", "b", 2, WINDOW, T0 + WINDOW - 1)).admitted).toBe(false);
      expect((await hitCounter(db, "test", "b", 2, WINDOW, T0 + WINDOW)).admitted).toBe(true);
      expect(await counter(db, "test", "b")).toEqual({ hits: 1, window_started_at: new Date(T0 + WINDOW) });
    });

    it("counts each kind and key apart", async () => {
      expect(await admittedOf(db, "c", 1, 1)).toBe(1);
      expect((await hitCounter(db, "other test", "c", 1, WINDOW, T0)).admitted).toBe(true);
      expect((await hitCounter(db, "test", "d", 1, WINDOW, T0)).admitted).toBe(true);
    });

    it("counts hits racing from two connection pools exactly: as many admitted as the limit", async () => {
      const racing = Array.from({ length: 24 }, (_, i) => hitCounter(i % 2 ? db : other, "test", "race", 15, WINDOW, T0));
      const verdicts = await Promise.all(racing);
      expect(verdicts.filter((verdict) => verdict.admitted)).toHaveLength(15);
      expect((await counter(db, "test", "race")).hits).toBe(15);
    });
  });

  describe("signInGuard", () => {
    const limits = { attemptsPerClient: 4, failuresPerAccount: 2, windowMs: WINDOW };

    it("refuses a client address past its attempts, whatever the e-mails", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 4; i += 1) expect(await guard.admit("user", "203.0.113.1", `guess${i}@example.com`, T0)).toBeNull();
      expect(await guard.admit("user", "203.0.113.1", "guess9@example.com", T0 + MINUTE)).toBe(WINDOW - MINUTE);
      expect(await guard.admit("user", "203.0.113.2", "guess9@example.com", T0 + MINUTE)).toBeNull();
    });

    it("counts each endpoint's attempts apart", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 4; i += 1) {
        expect(await guard.admit("user", "203.0.113.3", `both${i}@example.com`, T0)).toBeNull();
        expect(await guard.admit("employee", "203.0.113.3", `both${i}@example.com`, T0)).toBeNull();
      }
      expect(await guard.admit("user", "203.0.113.3", "both9@example.com", T0)).not.toBeNull();
    });

    it("refuses an e-mail past its failures, from any address, until a window has passed", async () => {
      const guard = signInGuard(db, limits);
      expect(await guard.admit("user", "198.51.100.1", "target@example.com", T0)).toBeNull();
      expect(await guard.admit("user", "198.51.100.2", "target@example.com", T0)).toBeNull();
      expect(await guard.admit("user", "198.51.100.3", "target@example.com", T0)).toBe(WINDOW);
      expect(await guard.admit("user", "198.51.100.3", "target@example.com", T0 + WINDOW)).toBeNull();
    });

    it("forgets an e-mail's failures at both endpoints when a password proves right", async () => {
      const guard = signInGuard(db, limits);
      for (const kind of ["user", "employee"] as const) {
        expect(await guard.admit(kind, "198.51.100.4", "right@example.com", T0)).toBeNull();
        expect(await guard.admit(kind, "198.51.100.5", "right@example.com", T0)).toBeNull();
      }
      await guard.succeeded("right@example.com");
      for (const kind of ["user", "employee"] as const) {
        expect(await guard.admit(kind, "198.51.100.6", "right@example.com", T0)).toBeNull();
        expect(await guard.admit(kind, "198.51.100.7", "right@example.com", T0)).toBeNull();
        expect(await guard.admit(kind, "198.51.100.8", "right@example.com", T0)).not.toBeNull();
      }
    });

    it("sweeps the counters whose window has passed, at most once a window", async () => {
      const guard = signInGuard(db, limits);
      await hitCounter(db, "test", "old", 1, WINDOW, T0 - WINDOW);
      await guard.admit("user", "192.0.2.1", "sweep@example.com", T0);
      expect(await counter(db, "test", "old")).toBeUndefined();
      expect(await counter(db, "sign-in attempts: user", "192.0.2.1")).toMatchObject({ hits: 1 });

      await hitCounter(db, "test", "old", 1, WINDOW, T0 - WINDOW);
      await guard.admit("user", "192.0.2.1", "sweep@example.com", T0 + WINDOW - 1);
      expect(await counter(db, "test", "old")).toMatchObject({ hits: 1 });
    });
  });
}

describe("PGlite", () => {
  describeCounters(async () => {
    const db = await openDatabase({});
    // One embedded database has one connection: the "other" pool is the same one.
    return { db, other: db, close: () => db.close() };
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL server (TEST_DATABASE_URL)", () => {
  describeCounters(async () => {
    const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL!, "sign_in_limits");
    const db = await openDatabase({ databaseUrl: database.url });
    const other = await openDatabase({ databaseUrl: database.url });
    return {
      db,
      other,
      async close() {
        await db.close();
        await other.close();
        await database.drop();
      },
    };
  });
});
