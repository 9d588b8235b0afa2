import { AsyncLocalStorage } from "node:async_hooks";
import { performance } from "node:perf_hooks";
import { observeApiCall } from "./metrics.server";

// The framework may hand each loader of a page its own copy of the Request, so a Request cannot key what the
// loaders of one page share (the user, the dashboard counts). server.ts runs each HTTP request in a
// scope of its own instead; outside one (unit tests), the Request object is the key. The scope also
// adds up the request's time waiting for the payroll API, for its Server-Timing header.
type Scope = { requestId: string; method: string; cache: Map<string, unknown>; startedAt: number; apiCalls: number; apiMs: number };

// server.ts imports this module from source, and the portal's build bundles its own copy: the one
// storage both copies use is kept under a registered symbol, or the scope server.ts opens would be
// invisible to the loaders.
const SCOPE_KEY = Symbol.for("employer-portal.request-scope");
const shared = globalThis as typeof globalThis & { [SCOPE_KEY]?: AsyncLocalStorage<Scope> };
const scope = (shared[SCOPE_KEY] ??= new AsyncLocalStorage<Scope>());
const byRequest = new WeakMap<Request, Map<string, unknown>>();

/** Runs one HTTP request's handling, with its id and method, and a cache and a clock that live as long as it. */
export function runInRequestScope<T>(requestId: string, handle: () => T, method = "GET"): T {
  return scope.run({ requestId, method, cache: new Map(), startedAt: performance.now(), apiCalls: 0, apiMs: 0 }, handle);
}

/**
 * Whether the HTTP request being handled only reads (GET or HEAD). The loaders that run after an
 * action get GET Requests of their own, so only the scope knows that the whole request may change
 * things; outside a scope, nothing is known and the answer is no.
 */
export const requestOnlyReads = () => ["GET", "HEAD"].includes(scope.getStore()?.method ?? "");

/** The id of the request being handled, for its log lines. */
export const requestIdOfScope = () => scope.getStore()?.requestId;

function cacheOf(request: Request): Map<string, unknown> {
  const cache = scope.getStore()?.cache ?? byRequest.get(request) ?? new Map<string, unknown>();
  byRequest.set(request, cache);
  return cache;
}

/**
 * Computes a value once for the loaders of one request. Actions always compute afresh, and so do
 * the loaders that run after an action (React Router gives them a GET request of their own, after the
 * action may have changed what the value reads).
 */
export function oncePerRequest<T>(request: Request, key: string, compute: () => T): T {
  if (request.method !== "GET" && request.method !== "HEAD") return compute();
  const cache = cacheOf(request);
  if (!cache.has(key)) cache.set(key, compute());
  return cache.get(key) as T;
}

/** A value that lives as long as the request being handled; undefined outside one. */
export function ofThisRequest<T>(key: string, create: () => T): T | undefined {
  const current = scope.getStore();
  if (!current) return undefined;
  if (!current.cache.has(key)) current.cache.set(key, create());
  return current.cache.get(key) as T;
}

/** Times one call to the payroll API, counted in the request's Server-Timing and the API call metrics. */
export async function timedApiCall<T>(operation: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await call();
  } finally {
    const elapsed = performance.now() - started;
    observeApiCall(operation, elapsed);
    const current = scope.getStore();
    if (current) {
      current.apiCalls += 1;
      current.apiMs += elapsed;
    }
  }
}

/**
 * The request's Server-Timing so far: the time waiting for the payroll API (calls made in parallel
 * overlap, so it can exceed the wall time), the number of calls, and the whole time in the portal.
 */
export function serverTiming(): string | null {
  const current = scope.getStore();
  if (!current) return null;
  const total = performance.now() - current.startedAt;
  return [
    `api;desc="Payroll API, ${current.apiCalls} call${current.apiCalls === 1 ? "" : "s"}";dur=${current.apiMs.toFixed(1)}`,
    `total;desc="Portal";dur=${total.toFixed(1)}`,
  ].join(", ");
}
