// Part 1 §8 and §9: a page chunk that fails to load (a deploy replaced it) reloads the page once; a
// second failure within 60 s shows the generic error page instead of reloading again and again.
// React Router itself reloads the page after it logs "Error loading route module …" (react-router,
// routeModules.ts, loadRouteModule): that log line is the one place the guard can step in. On a
// second failure it throws there, before React Router reloads. React Router 8 leaves the route
// unrendered then, with no error of its own, so the guard also keeps the error for the root, which
// throws it into the root's error boundary: the generic error page, which reports it. Kept tiny: it
// runs on every page's critical path (docs/decisions/0005).

import { useSyncExternalStore } from "react";

export const CHUNK_RELOAD_GUARD_MS = 60_000;
const RELOADED_AT = "chunk-reload-at";
const CHUNK_FAILURE_LOG = "Error loading route module";

/** Whether a chunk failure at `now` comes within the guard time of the reload an earlier one caused. */
export const isRepeatedChunkFailure = (reloadedAt: number | null, now: number) => reloadedAt !== null && now - reloadedAt < CHUNK_RELOAD_GUARD_MS;

export function guardChunkReloads() {
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    log(...args);
    if (typeof args[0] !== "string" || !args[0].startsWith(CHUNK_FAILURE_LOG)) return;
    const now = Date.now();
    const reloadedAt = Number(sessionStorage.getItem(RELOADED_AT)) || null;
    if (isRepeatedChunkFailure(reloadedAt, now)) {
      failedChunk = new Error("A page chunk failed to load again after a reload");
      for (const listener of listeners) listener();
      throw failedChunk;
    }
    sessionStorage.setItem(RELOADED_AT, String(now));
  };
}

let failedChunk: Error | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The error of a page chunk that failed again after its reload; null until one does (and on the server). */
export const useFailedChunk = () =>
  useSyncExternalStore(
    subscribe,
    () => failedChunk,
    () => null,
  );
