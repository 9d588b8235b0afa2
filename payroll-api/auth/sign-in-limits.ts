import type { Database } from "../db/database";
import { emptyWindow, takeHit, type Verdict } from "./fixed-window";
import type { AccountKind } from "./tokens";

// The sign-in limits (docs/decisions/0004-login-rate-limit.md), kept in the database so that every
// portal process in front of this API counts together: attempts per client address and failed
// sign-ins per e-mail, each in fixed windows (./fixed-window.ts).

export type SignInLimits = {
  /** Sign-in attempts one client address may make in a window (LOGIN_ATTEMPTS_PER_CLIENT). */
  attemptsPerClient: number;
  /** Failed sign-ins one e-mail may have in a window, from any address. */
  failuresPerAccount: number;
  windowMs: number;
};

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = { attemptsPerClient: 30, failuresPerAccount: 10, windowMs: 15 * 60_000 };

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

const ACCOUNT_KINDS: AccountKind[] = ["user", "employee"];
const attemptsOf = (kind: AccountKind) => `sign-in attempts: ${kind}`;
const failuresOf = (kind: AccountKind) => `failed sign-ins: ${kind}`;

export type SignInGuard = {
  /**
   * Before a password is checked: one attempt for the client address and one failure for the e-mail,
   * which a right password then takes back. Answers null to go on, or how long the client must wait.
   * Each sign-in endpoint counts apart, so the portal's one attempt (company user, then employee)
   * counts once at each.
   */
  admit(kind: AccountKind, clientAddress: string, email: string, now?: number): Promise<number | null>;
  /** A right password: the e-mail's failures are forgotten at both endpoints (an employee's sign-in passes a refused company-user check first). */
  succeeded(email: string): Promise<void>;
};

export function signInGuard(db: Database, limits: SignInLimits): SignInGuard {
  let sweptAt = Number.NEGATIVE_INFINITY;
  // Counters whose window has passed say nothing any more: they are deleted once per window.
  const sweep = async (now: number) => {
    if (now - sweptAt < limits.windowMs) return;
    sweptAt = now;
    await db.query("delete from rate_limit_counters where window_started_at <= $1", [new Date(now - limits.windowMs)]);
  };
  return {
    async admit(kind, clientAddress, email, now = Date.now()) {
      await sweep(now);
      const attempt = await hitCounter(db, attemptsOf(kind), clientAddress, limits.attemptsPerClient, limits.windowMs, now);
      if (!attempt.admitted) return attempt.retryAfterMs;
      const failure = await hitCounter(db, failuresOf(kind), email, limits.failuresPerAccount, limits.windowMs, now);
      return failure.admitted ? null : failure.retryAfterMs;
    },
    async succeeded(email) {
      await db.query("delete from rate_limit_counters where kind = any($1) and key = $2", [ACCOUNT_KINDS.map(failuresOf), email]);
    },
  };
}
