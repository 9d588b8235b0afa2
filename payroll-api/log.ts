import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type DestinationStream, type Level } from "pino";

// The id of the request being handled (./request-log.ts), which every line logged while handling it
// carries: the portal sends its own request's id, so one request is found in both logs.
const requestIds = new AsyncLocalStorage<string>();

/** Runs one request's handling under its id. */
export const runWithRequestId = <T>(requestId: string, handle: () => T): T => requestIds.run(requestId, handle);

/** A log of JSON lines, each with the id of the request it was written for, if any. */
export function createApiLog(level: Level | "silent", destination: DestinationStream = pino.destination(1)) {
  const options = {
    level,
    base: { service: "payroll-api" },
    mixin: () => {
      const requestId = requestIds.getStore();
      return requestId ? { requestId } : {};
    },
  };
  return pino(options, destination);
}

/**
 * The reference API's log: JSON lines on stdout, as the portal's (LOG_LEVEL, default info; warn in
 * the API's own tests, whose thousands of requests would otherwise each write a line).
 */
export const log = createApiLog((process.env.LOG_LEVEL as Level | "silent" | undefined) || (process.env.VITEST ? "warn" : "info"));

export type ApiLog = typeof log;
