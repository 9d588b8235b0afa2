/**
 * Values that may be a little old, kept in this process for `ttlMs`: what the portal shows on every
 * page but need not ask for on every page (the side panel's timesheet badge). The value's promise is
 * kept, so requests arriving together share one call; a failed call is forgotten at once.
 * Each portal process keeps its own: a replica may show a count up to `ttlMs` older than another's.
 */
export function expiringCache<T>({ ttlMs, maxEntries }: { ttlMs: number; maxEntries: number }) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  function sweep(now: number) {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
    // Still full of fresh entries: drop the oldest (a Map keeps insertion order).
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    remember(key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now) return entry.value;
      if (entries.size >= maxEntries) sweep(now);
      const value = compute();
      entries.set(key, { value, expiresAt: now + ttlMs });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    /** Drops a value that is known to have changed (the user changed it). */
    forget(key: string) {
      entries.delete(key);
    },
  };
}
