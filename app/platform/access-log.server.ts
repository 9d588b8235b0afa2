import { performance } from "node:perf_hooks";
import type { RequestHandler, Response } from "express";
import { REQUEST_ID_HEADER, requestIdOf } from "~domain/request-id";
import { log as portalLog } from "./log.server";
import { metricsOn, observeRequest } from "./metrics.server";
import { runInRequestScope } from "./request-scope.server";
import { routeIdsOf, type ListedRoutes } from "./route-ids.server";

// Marks the answers of the portal's pages (React Router), as opposed to static files and health probes.
const PAGE = Symbol("page");
type Marked = Response & { [PAGE]?: true };

/** The portal's pages: requests handed to `handle` are logged and measured whatever their answer. */
export const pages =
  (handle: RequestHandler): RequestHandler =>
  (req, res, next) => {
    (res as Marked)[PAGE] = true;
    return handle(req, res, next);
  };

/**
 * Each request's id (the load balancer's X-Request-Id when well-formed, else a new one), sent back
 * and to the payroll API, and on every log line of the request (its scope). When the answer is sent,
 * one info line: method, route id, status, duration and request id; never the address, its
 * query, or anything of the user's. The same time goes into the request metrics. Static files and
 * health probes are neither logged nor measured, unless they fail (a 404, a refused upload).
 */
export function observeRequests(routes: ListedRoutes, log = portalLog): RequestHandler {
  const routeIdOf = routeIdsOf(routes);
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (log.isLevelEnabled("info") || metricsOn()) {
      const startedAt = performance.now();
      // As it arrived: a router mounted on a prefix shortens it while it routes.
      const { path } = req;
      res.once("close", () => {
        if (!(res as Marked)[PAGE] && res.statusCode < 400) return;
        const elapsed = performance.now() - startedAt;
        const route = routeIdOf(path);
        observeRequest(route ?? "none", res.statusCode, elapsed);
        const aborted = res.writableFinished ? {} : { aborted: true };
        log.info({ requestId, method: req.method, route, status: res.statusCode, ms: Math.round(elapsed), ...aborted }, "answered");
      });
    }
    runInRequestScope(requestId, next, req.method);
  };
}
