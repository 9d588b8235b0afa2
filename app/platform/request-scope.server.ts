import { AsyncLocalStorage } from "node:async_hooks";

// Remix hands every loader of a page its own copy of the Request, so a Request cannot key what the
// loaders of one page share (the user, the dashboard counts). server.ts runs each HTTP request in a
// scope of its own instead; outside one (unit tests), the Request object is the key.
const scope = new AsyncLocalStorage<Map<string, unknown>>();
const byRequest = new WeakMap<Request, Map<string, unknown>>();

/** Runs one HTTP request's handling, with a cache that lives as long as it. */
export function runInRequestScope<T>(handle: () => T): T {
  return scope.run(new Map(), handle);
}

function cacheOf(request: Request): Map<string, unknown> {
  const cache = scope.getStore() ?? byRequest.get(request) ?? new Map<string, unknown>();
  byRequest.set(request, cache);
  return cache;
}

/**
 * Computes a value once for the loaders of one request. Actions always compute afresh, and so do
 * the loaders that run after an action (Remix gives them a GET request of their own, after the
 * action may have changed what the value reads).
 */
export function oncePerRequest<T>(request: Request, key: string, compute: () => T): T {
  if (request.method !== "GET" && request.method !== "HEAD") return compute();
  const cache = cacheOf(request);
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}
