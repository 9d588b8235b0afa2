import { pino, type DestinationStream, type Level } from "pino";
import { env } from "./env.server";
import { requestIdOfScope } from "./request-scope.server";

/**
 * A log writing one JSON line per event with its level, and the id of the request it belongs to
 * (also sent as X-Request-Id), so that the lines of one request can be found together.
 */
export function createLog(level: Level | "silent", destination?: DestinationStream) {
  const options = {
    level,
    base: { service: "portal" },
    mixin: () => {
      const requestId = requestIdOfScope();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** The portal's log, on stdout. */
export const log = createLog(env().LOG_LEVEL);
