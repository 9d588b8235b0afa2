import { performance } from "node:perf_hooks";
import type { Request, RequestHandler } from "express";
import { REQUEST_ID_HEADER, requestIdOf } from "../domain/request-id";
import { log as apiLog, runWithRequestId, type ApiLog } from "./log";

/** The route's pattern (its ids left out) or the mount of a handler (GraphQL); an unmatched address is not written. */
const routeOf = (req: Request): string | undefined => (req.route ? `${req.baseUrl}${String((req.route as { path: unknown }).path)}` : req.baseUrl || undefined);

/** A GraphQL call's operation, as the portal names it (graphql-request sends the name with the document). */
function operationOf(req: Request): string | undefined {
  const name = (req.body as { operationName?: unknown } | undefined)?.operationName;
  return typeof name === "string" && name.length <= 200 ? name : undefined;
}

/**
 * Takes the caller's X-Request-Id (or makes one), answers with it, logs every line of the request
 * under it, and writes one info line when the answer is sent: method, route, GraphQL operation,
 * status and duration. Never the address's query, a body or a header of the caller's.
 */
export function requestLog(log: ApiLog = apiLog): RequestHandler {
  return (req, res, next) => {
    const requestId = requestIdOf(req.get(REQUEST_ID_HEADER));
    res.setHeader(REQUEST_ID_HEADER, requestId);
    if (log.isLevelEnabled("info")) {
      const startedAt = performance.now();
      res.once("close", () => {
        const line = { requestId, method: req.method, route: routeOf(req), operation: operationOf(req), status: res.statusCode };
        log.info({ ...line, ms: Math.round(performance.now() - startedAt), ...(res.writableFinished ? {} : { aborted: true }) }, "answered");
      });
    }
    runWithRequestId(requestId, next);
  };
}
