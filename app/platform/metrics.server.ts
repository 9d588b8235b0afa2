import { createServer, type Server } from "node:http";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

// Prometheus metrics (docs/decisions/0046-observability.md), served on a port of their own
// (METRICS_PORT) that the load balancer does not pass on, on loopback unless METRICS_HOST names
// another address (docs/decisions/0064); with METRICS_PORT unset nothing is counted,
// and each function here returns at once. Few buckets and labels: every page view observes them.

/** From a quick answer of the portal to the API's timeout (PAYROLL_API_TIMEOUT_MS is 15 s unless told). */
const BUCKETS_SECONDS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 15];

function createMetrics() {
  const registry = new Registry();
  // Node's own: CPU, memory, heap spaces, garbage collection, handles, and the event loop's lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Histogram({
      name: "portal_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route id and status class",
      labelNames: ["route", "status"] as const,
      buckets: BUCKETS_SECONDS,
      registers,
    }),
    apiCalls: new Histogram({
      name: "portal_api_call_duration_seconds",
      help: "Time of one call to the payroll API, by GraphQL operation or REST route",
      labelNames: ["operation"] as const,
      buckets: BUCKETS_SECONDS,
      registers,
    }),
    cacheLookups: new Counter({
      name: "portal_cache_lookups_total",
      help: "Lookups in the portal's caches, by cache and result (hit or miss)",
      labelNames: ["cache", "result"] as const,
      registers,
    }),
  };
}

// Under the dev server a changed module is loaded again: the metrics stay the ones being served.
const METRICS_KEY = Symbol.for("employer-portal.metrics");
const shared = globalThis as typeof globalThis & { [METRICS_KEY]?: ReturnType<typeof createMetrics> };

/** Whether metrics are counted (METRICS_PORT is set). */
export const metricsOn = () => shared[METRICS_KEY] !== undefined;

/** Starts counting, and serves the metrics at /metrics on `host`'s `port` (server.ts, when METRICS_PORT is set; METRICS_HOST). */
export function serveMetrics(port: number, host: string): Server {
  const { registry } = (shared[METRICS_KEY] ??= createMetrics());
  return createServer((req, res) => {
    if (req.method !== "GET" || req.url !== "/metrics") return void res.writeHead(404).end();
    registry.metrics().then(
      (text) => res.writeHead(200, { "Content-Type": registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  }).listen(port, host);
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** One answered request; `route` is its route id, or "none" for an address no route matches. */
export function observeRequest(route: string, status: number, milliseconds: number) {
  shared[METRICS_KEY]?.requests.observe({ route, status: statusClass(status) }, milliseconds / 1000);
}

/** One call to the payroll API, answered or not. */
export function observeApiCall(operation: string, milliseconds: number) {
  shared[METRICS_KEY]?.apiCalls.observe({ operation }, milliseconds / 1000);
}

/** One lookup in a cache of the portal's. */
export function countCacheLookup(cache: string, hit: boolean) {
  shared[METRICS_KEY]?.cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}
