import { pino, type DestinationStream, type Level } from "pino";
import { env, EnvError } from "./env.server";
import { requestIdOfScope } from "./request-scope.server";

// A field of these names never reaches the log, however a line comes to carry it (an error's
// request headers, credentials passed along by mistake): the API token, passwords and cookies.
// Four levels down reaches a failed call's body as an error carries it (err.call.body.user.password).
const SECRET_FIELDS = ["token", "password", "credentials", "authorization", "cookie", "otp"].flatMap((name) =>
  ["", "*.", "*.*.", "*.*.*.", "*.*.*.*."].map((depth) => `${depth}${name}`),
);

/**
 * A log writing one JSON line per event with its level, and the id of the request it belongs to
 * (also sent as X-Request-Id), so that the lines of one request can be found together.
 */
export function createLog(level: Level | "silent", destination?: DestinationStream) {
  const options = {
    level,
    base: { service: "portal" },
    redact: { paths: SECRET_FIELDS, censor: "[redacted]" },
    mixin: () => {
      const requestId = requestIdOfScope();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * The portal's log, on stdout. It is made as this module loads, before server.ts checks the
 * environment: an invalid environment must still reach that check and its message, not throw here.
 */
export const log = createLog(safeEnv()?.LOG_LEVEL ?? "info");

function safeEnv() {
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) return undefined;
    throw error;
  }
}
