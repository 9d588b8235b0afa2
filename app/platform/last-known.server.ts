import { expiringCache } from "./expiring-cache.server";
import { ApiError } from "./payroll-api.server";

/**
 * What a session last read of the API, kept for as long as a session may stay idle, and shown only
 * while the API fails (unavailable, or an answer it cannot read): the page around a submitted form
 * then renders with what was typed and the failure said in the form, instead of an error page that
 * loses it (issue 15, docs/decisions/0029). It grants nothing: every call still carries the
 * session's credentials, and the API applies its rules to each.
 */
const KEPT_MS = 30 * 60 * 1000;

/** A failure of the API itself, as thrown by the client (ApiError) or by loadFromApi (its 503 or 500 page). */
const isApiFailure = (thrown: unknown) =>
  thrown instanceof ApiError
    ? thrown.kind === "unavailable" || thrown.kind === "unknown"
    : thrown instanceof Response && (thrown.status === 503 || thrown.status === 500);

export function lastKnown<T>() {
  const kept = expiringCache<T>({ ttlMs: KEPT_MS, maxEntries: 10_000 });
  return {
    /** `load`'s value, kept under `key`; while the API fails, the value last kept instead (the failure when there is none). */
    async read(key: string, load: () => Promise<T>): Promise<T> {
      const before = kept.peek(key);
      try {
        const value = await load();
        kept.set(key, value);
        return value;
      } catch (thrown) {
        if (before && isApiFailure(thrown)) return before;
        throw thrown;
      }
    },
    /** Drops what is kept under keys starting with `prefix` (a session signing out). */
    forgetStartingWith: (prefix: string) => kept.forgetStartingWith(prefix),
  };
}
