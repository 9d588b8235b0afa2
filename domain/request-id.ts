// The id that follows one request through the load balancer's, the portal's and the payroll API's
// logs (X-Request-Id, docs/decisions/0046-observability.md). Whoever receives a request keeps the id
// it came with when that id is safe to write into a log line and a header, and makes one otherwise.
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Long enough for a UUID or a balancer's hex id, short enough that a log line stays small. */
export const REQUEST_ID_MAX_LENGTH = 64;

// Letters, digits, _, . and -: nothing a log reader or a header could take for something else.
const SAFE_REQUEST_ID = new RegExp(`^[\\w.-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** The id a request came with when it is well-formed, else a new one. */
export function requestIdOf(given: string | undefined | null): string {
  return given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}
