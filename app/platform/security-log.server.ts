import { createHash } from "node:crypto";
import type { Logger } from "pino";
import { log } from "./log.server";

/** What the security checklist asks to be able to find in the log (docs/decisions/0030-security-checklist.md). */
export type SecurityEvent = "sign-in" | "sign-in-failed" | "sign-in-locked-out" | "cross-site-refused" | "forbidden";

type EventFields = Record<string, string | number | undefined>;

/**
 * A short, stable stand-in for an e-mail address: the lines about one account can be found
 * together without the log holding the address, which a log reader need not know.
 */
export function accountReference(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/** One structured line per event, `security` naming it; a success is routine, the rest are warnings. */
export function logSecurityEvent(event: SecurityEvent, fields: EventFields = {}, logger: Logger = log) {
  const line = { security: event, ...fields };
  if (event === "sign-in") logger.info(line, `security: ${event}`);
  else logger.warn(line, `security: ${event}`);
}
