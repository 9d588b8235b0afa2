// The fixed-window rule of the sign-in limits (docs/decisions/0004-login-rate-limit.md), apart from
// where its counters live (./sign-in-limits.ts keeps them in the database).

/** One key's counter: when its window opened (ms since the epoch) and how many hits it admitted. */
export type FixedWindow = { startedAt: number; hits: number };

export type Verdict = { admitted: true; window: FixedWindow } | { admitted: false; retryAfterMs: number };

/** A key never seen: an empty window that opens now. */
export const emptyWindow = (now: number): FixedWindow => ({ startedAt: now, hits: 0 });

/**
 * One hit on a key. A window admits `limit` hits and lasts `windowMs` from its first hit; later hits
 * neither extend it nor count: they are refused until it has passed, and the next hit opens a new one.
 */
export function takeHit(window: FixedWindow, now: number, limit: number, windowMs: number): Verdict {
  const endsAt = window.startedAt + windowMs;
  if (now >= endsAt) return { admitted: true, window: { startedAt: now, hits: 1 } };
  if (window.hits >= limit) return { admitted: false, retryAfterMs: endsAt - now };
  return { admitted: true, window: { startedAt: window.startedAt, hits: window.hits + 1 } };
}
