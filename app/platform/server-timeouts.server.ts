import type { ServerOptions } from "node:http";

// How long the portal's HTTP server waits on a client (docs/decisions/0065): long enough for the
// largest body the body limits let through on a slow line, and no longer, so that a client sending
// slowly holds a connection for two minutes, not Node's five.

/** A request's headers: a browser's few kilobytes arrive in one round trip on any line. */
const HEADERS_TIMEOUT_MS = 15_000;

/**
 * Longer than the balancer in front keeps an idle connection to a portal (nginx's upstream
 * keepalive_timeout, 60 s in deploy/nginx.conf): a portal that closed first could close a
 * connection the balancer is just reusing, and a form post on it would fail.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** How often the server looks for requests past their time: a cut comes at most this late. */
const CHECK_INTERVAL_MS = 1_000;

/** The HTTP server's options for a request that must arrive whole, headers and body, within `requestTimeoutSeconds` (REQUEST_TIMEOUT_S). */
export function serverTimeouts(requestTimeoutSeconds: number): ServerOptions {
  const requestTimeout = requestTimeoutSeconds * 1000;
  return {
    requestTimeout,
    // Node refuses a header time longer than the whole request's.
    headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_INTERVAL_MS,
  };
}
