// Part 1 §8 and §9: a page chunk that fails to load (a deploy replaced it) reloads the page once; a
// second failure within 60 s shows the generic error page instead of reloading again and again.
// Remix itself reloads the page after it logs "Error loading route module …" (@remix-run/react,
// routeModules.ts, loadRouteModule): that log line is the one place the guard can step in. On a
// second failure it throws there, before Remix reloads; the route stays unloaded and the root's
// HydrateFallback shows the generic error page. Kept tiny: it runs on every page's critical path (docs/decisions/0005).

import { reportBoundaryError } from "~/platform/boundary-errors";

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
      // No boundary gets this error (single fetch drops it): it is reported here.
      const error = new Error("A page chunk failed to load again after a reload");
      reportBoundaryError(error);
      throw error;
    }
    sessionStorage.setItem(RELOADED_AT, String(now));
  };
}
