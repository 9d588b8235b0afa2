import { countCacheLookup } from "../metrics.server";

/**
 * Values that may be a little old, kept in this process for `ttlMs`: a part of the portal's memory of
 * the API (api-memory.server.ts, which alone uses it and holds the policy). The value's promise is
 * kept, so requests arriving together share one call; a failed call is forgotten at once.
 * Each portal process keeps its own: a replica may show a count up to `ttlMs` older than another's.
 * With `refreshAheadMs`, a value asked for in the last `refreshAheadMs` of its life is still answered
 * and asked for again in the background: under steady use nobody waits for it, and none is older than `ttlMs`.
 * With a `name`, its hits and misses are counted in the metrics (portal_cache_lookups_total).
 * A value whose JSON is longer than `maxValueChars` is answered but not kept: `maxEntries` values of at
 * most `maxValueChars` each bound what the cache holds.
 */
export function expiringCache<T>({
  ttlMs,
  maxEntries,
  refreshAheadMs = 0,
  maxValueChars,
  name,
}: {
  ttlMs: number;
  maxEntries: number;
  refreshAheadMs?: number;
  maxValueChars: number;
  name?: string;
}) {
  type Entry = { value: Promise<T>; expiresAt: number; refreshing?: boolean };
  const entries = new Map<string, Entry>();

  const tooLarge = (value: T) => (JSON.stringify(value)?.length ?? 0) > maxValueChars;

  /** Drops the entry of `value` once it is known, if it is too large to keep (and still the one kept). */
  function keepOnlyIfSmall(key: string, value: Promise<T>) {
    value.then(
      (answer) => {
        if (tooLarge(answer) && entries.get(key)?.value === value) entries.delete(key);
      },
      () => undefined,
    );
  }

  function refresh(key: string, entry: Entry, compute: () => Promise<T>, now: number) {
    entry.refreshing = true;
    const value = compute();
    value.then(
      (answer) => {
        // Unless it was forgotten or replaced meanwhile: a refresh never brings back a dropped value.
        if (entries.get(key) !== entry) return;
        if (tooLarge(answer)) entries.delete(key);
        else entries.set(key, { value, expiresAt: now + ttlMs });
      },
      () => (entry.refreshing = false),
    );
  }

  let sweptAt = Number.NEGATIVE_INFINITY;

  function sweep(now: number) {
    sweptAt = now;
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full of fresh entries: drop the oldest (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  // When full, and once every ttlMs: values of keys never asked for again (a session that has gone)
  // would otherwise stay until the cache is full, holding memory for nothing.
  function sweepWhenDue(now: number) {
    if (entries.size >= maxEntries || now - sweptAt >= ttlMs) sweep(now);
  }

  return {
    /** How many values are held; an expired one counts until the next sweep. */
    size: () => entries.size,
    remember(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
      const entry = entries.get(key);
      const hit = entry !== undefined && entry.expiresAt > now;
      if (name) countCacheLookup(name, hit);
      if (hit) {
        if (!entry.refreshing && now >= entry.expiresAt - refreshAheadMs) refresh(key, entry, compute, now);
        return entry.value;
      }
      sweepWhenDue(now);
      const value = compute();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      keepOnlyIfSmall(key, value);
      return value;
    },
    /** The value kept under `key`, if it has not expired; nothing is computed. */
    peek(key: string, now = Date.now()): Promise<T> | undefined {
      const entry = entries.get(key);
      const hit = entry !== undefined && entry.expiresAt > now;
      if (name) countCacheLookup(name, hit);
      return hit ? entry.value : undefined;
    },
    /** Keeps `value` under `key` for `ttlMs` from now, in place of what was kept. */
    set(key: string, value: T, now = Date.now()) {
      entries.delete(key);
      if (tooLarge(value)) return;
      sweepWhenDue(now);
      entries.set(key, { value: Promise.resolve(value), expiresAt: now + ttlMs });
    },
    /** Drops a value that is known to have changed (the user changed it). */
    forget(key: string) {
      entries.delete(key);
    },
    /** Drops every value whose key starts with `prefix`. */
    forgetStartingWith(prefix: string) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
