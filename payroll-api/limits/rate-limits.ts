import type { Database } from "../db/database";
import { emptyWindow, takeHit, type Verdict } from "./fixed-window";

// Every limit of the API on what callers may do how often (sign-ins, docs/decisions/0004; mails,
// docs/decisions/0033): fixed windows (./fixed-window.ts) counted in the database, so that every
// portal process in front of this API counts together.

/** At most `hits` per key in a window of `windowMs`; `kind` names the counters in the table. */
export type RateLimit = { kind: string; hits: number; windowMs: number };

/**
 * One hit on the counter (kind, key), atomically: one upsert creates the row empty if need be and
 * locks it either way, so hits racing from several requests (or processes) count one after the other.
 */
export async function hitCounter(db: Database, kind: string, key: string, limit: number, windowMs: number, now = Date.now()): Promise<Verdict> {
  return db.transaction(async (tx) => {
    const empty = emptyWindow(now);
    const [row] = await tx.query<{ window_started_at: Date; hits: number }>(
      `insert into rate_limit_counters (kind, key, window_started_at, hits) values ($1, $2, $3, $4)
       on conflict (kind, key) do update set hits = rate_limit_counters.hits
       returning window_started_at, hits`,
      [kind, key, new Date(empty.startedAt), empty.hits],
    );
    const verdict = takeHit({ startedAt: row.window_started_at.getTime(), hits: row.hits }, now, limit, windowMs);
    if (verdict.admitted) {
      await tx.query("update rate_limit_counters set window_started_at = $3, hits = $4 where kind = $1 and key = $2", [
        kind,
        key,
        new Date(verdict.window.startedAt),
        verdict.window.hits,
      ]);
    }
    return verdict;
  });
}

export type RateCounter = {
  /** One hit for `key`: admitted, or refused with how long until its window ends. */
  hit(key: string, now?: number): Promise<Verdict>;
  /** Forgets every hit of `key`. */
  forget(key: string): Promise<void>;
  /** Takes one hit of `key` back: an attempt that proved harmless. */
  takeBack(key: string): Promise<void>;
};

/** The counters of one limit. Those whose window has passed say nothing any more: they are deleted once per window. */
export function rateCounter(db: Database, limit: RateLimit): RateCounter {
  let sweptAt = Number.NEGATIVE_INFINITY;
  const sweep = async (now: number) => {
    if (now - sweptAt < limit.windowMs) return;
    sweptAt = now;
    await db.query("delete from rate_limit_counters where kind = $1 and window_started_at <= $2", [limit.kind, new Date(now - limit.windowMs)]);
  };
  return {
    async hit(key, now = Date.now()) {
      await sweep(now);
      return hitCounter(db, limit.kind, key, limit.hits, limit.windowMs, now);
    },
    async forget(key) {
      await db.query("delete from rate_limit_counters where kind = $1 and key = $2", [limit.kind, key]);
    },
    async takeBack(key) {
      await db.query("update rate_limit_counters set hits = hits - 1 where kind = $1 and key = $2 and hits > 0", [limit.kind, key]);
    },
  };
}
