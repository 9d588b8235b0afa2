import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Every request that may change something (any method but GET and HEAD) gives the browser a new
 * stamp. The portal keeps a session's account a few seconds under its stamp (api-memory.server.ts),
 * so the next page, on whichever replica, reads the account afresh after the user changed it.
 */
export const ACCOUNT_STAMP_COOKIE = "__account_stamp";

// "Stay signed in" (app/routes/session.refresh) notes only the session's last activity: nothing of the
// account changes, and when it refuses an ended session it sets no cookie at all (docs/decisions/0061).
const CHANGES_NOTHING = new Set(["/session/refresh"]);

export function newAccountStampOnChanges({ secure }: { secure: boolean }): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD" && !CHANGES_NOTHING.has(req.path)) {
      const stamp = randomBytes(9).toString("base64url");
      res.append("Set-Cookie", `${ACCOUNT_STAMP_COOKIE}=${stamp}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`);
    }
    next();
  };
}

/** The stamp the request carries; empty before its browser changed anything. */
export function accountStampOf(request: Request): string {
  const cookies = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${ACCOUNT_STAMP_COOKIE}=([\\w-]*)`).exec(cookies);
  return match?.[1] ?? "";
}
