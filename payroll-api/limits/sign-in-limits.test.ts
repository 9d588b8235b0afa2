// The rate limits' counters in the database and the sign-in limits built on them, on each driver:
// PGlite always, and a PostgreSQL server when TEST_DATABASE_URL points at one (in a database of this
// file's own), where two connection pools stand for two portal processes' sign-ins racing.
import { openDatabase, type Database } from "../db/database";
import { migrate } from "../db/migrate";
import { freshPostgresDatabase } from "../test-support";
import { hitCounter, rateCounter } from "./rate-limits";
import { DEFAULT_SIGN_IN_LIMITS, signInGuard, type SignInAdmission } from "./sign-in-limits";

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

  describe("rateCounter", () => {
    const limit = { kind: "test counter", hits: 2, windowMs: WINDOW };

    it("takes one hit back, never below none", async () => {
      const counted = rateCounter(db, limit);
      expect((await counted.hit("back", T0)).admitted).toBe(true);
      expect((await counted.hit("back", T0)).admitted).toBe(true);
      await counted.takeBack("back");
      expect((await counted.hit("back", T0)).admitted).toBe(true);
      expect((await counted.hit("back", T0)).admitted).toBe(false);
      await counted.forget("back");
      await counted.takeBack("back");
      expect(await counter(db, limit.kind, "back")).toBeUndefined();
    });

    it("sweeps its own counters whose window has passed, at most once a window, and no others", async () => {
      const counted = rateCounter(db, limit);
      await hitCounter(db, limit.kind, "old", 1, WINDOW, T0 - WINDOW);
      await hitCounter(db, "a longer limit", "old", 1, 4 * WINDOW, T0 - WINDOW);
      await counted.hit("new", T0);
      expect(await counter(db, limit.kind, "old")).toBeUndefined();
      expect(await counter(db, "a longer limit", "old")).toMatchObject({ hits: 1 });
      expect(await counter(db, limit.kind, "new")).toMatchObject({ hits: 1 });

      await hitCounter(db, limit.kind, "old", 1, WINDOW, T0 - WINDOW);
      await counted.hit("new", T0 + WINDOW - 1);
      expect(await counter(db, limit.kind, "old")).toMatchObject({ hits: 1 });
    });
  });

  describe("signInGuard", () => {
    const limits = { attemptsPerClient: 4, failuresPerAccount: 2, windowMs: WINDOW, failuresPerAccountPerDay: 5, accountWindowMs: 4 * WINDOW };
    const retryAfterOf = (admission: SignInAdmission) => (admission.admitted ? null : admission.retryAfterMs);
    const codeRequiredOf = (admission: SignInAdmission) => (admission.admitted ? admission.codeRequired : null);

    it("refuses a client address past its attempts, whatever the e-mails", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 4; i += 1) expect(retryAfterOf(await guard.admit("user", "203.0.113.1", `guess${i}@example.com`, T0))).toBeNull();
      expect(retryAfterOf(await guard.admit("user", "203.0.113.1", "guess9@example.com", T0 + MINUTE))).toBe(WINDOW - MINUTE);
      expect(retryAfterOf(await guard.admit("user", "203.0.113.2", "guess9@example.com", T0 + MINUTE))).toBeNull();
    });

    it("counts each endpoint's attempts apart", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 4; i += 1) {
        expect(retryAfterOf(await guard.admit("user", "203.0.113.3", `both${i}@example.com`, T0))).toBeNull();
        expect(retryAfterOf(await guard.admit("employee", "203.0.113.3", `both${i}@example.com`, T0))).toBeNull();
      }
      expect(retryAfterOf(await guard.admit("user", "203.0.113.3", "both9@example.com", T0))).not.toBeNull();
    });

    it("refuses an e-mail past its failures from one address until a window has passed, and not from another address", async () => {
      const guard = signInGuard(db, limits);
      expect(retryAfterOf(await guard.admit("user", "198.51.100.1", "target@example.com", T0))).toBeNull();
      expect(retryAfterOf(await guard.admit("user", "198.51.100.1", "target@example.com", T0))).toBeNull();
      expect(retryAfterOf(await guard.admit("user", "198.51.100.1", "target@example.com", T0))).toBe(WINDOW);
      expect(codeRequiredOf(await guard.admit("user", "198.51.100.2", "target@example.com", T0))).toBe(false);
      expect(retryAfterOf(await guard.admit("user", "198.51.100.1", "target@example.com", T0 + WINDOW))).toBeNull();
    });

    it("asks for a code, without refusing, once an e-mail has had its failures from anywhere", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 5; i += 1) expect(codeRequiredOf(await guard.admit("user", `198.51.100.${10 + i}`, "spread@example.com", T0))).toBe(false);
      expect(codeRequiredOf(await guard.admit("user", "198.51.100.20", "spread@example.com", T0 + MINUTE))).toBe(true);
      expect(codeRequiredOf(await guard.admit("employee", "198.51.100.20", "spread@example.com", T0 + MINUTE))).toBe(false);
      expect(codeRequiredOf(await guard.admit("user", "198.51.100.21", "spread@example.com", T0 + 4 * WINDOW))).toBe(false);
    });

    it("forgets an e-mail's failures from the address at both endpoints when a password proves right, and takes the attempt back from anywhere", async () => {
      const guard = signInGuard(db, limits);
      await guard.admit("user", "198.51.100.4", "right@example.com", T0);
      await guard.admit("employee", "198.51.100.4", "right@example.com", T0);
      await guard.admit("user", "198.51.100.4", "right@example.com", T0);
      const right = await guard.admit("employee", "198.51.100.4", "right@example.com", T0);
      if (!right.admitted) throw new Error("refused");
      await right.succeeded();
      expect(await counter(db, "failed sign-ins: user", "right@example.com from 198.51.100.4")).toBeUndefined();
      expect(await counter(db, "failed sign-ins: employee", "right@example.com from 198.51.100.4")).toBeUndefined();
      // Three failures stay from anywhere: the employee's right one and the company-user check before it are taken back.
      expect(await counter(db, "failed sign-ins from anywhere: user", "right@example.com")).toMatchObject({ hits: 1 });
      expect(await counter(db, "failed sign-ins from anywhere: employee", "right@example.com")).toMatchObject({ hits: 1 });
    });

    it("lets as many right sign-ins as wanted through without a code", async () => {
      const guard = signInGuard(db, limits);
      for (let i = 0; i < 12; i += 1) {
        const admission = await guard.admit("user", `198.51.100.${30 + (i % 3)}`, "daily@example.com", T0);
        if (!admission.admitted || admission.codeRequired) throw new Error(`sign-in ${i} was held up`);
        await admission.succeeded();
      }
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
