import { Router } from "express";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { callerOf } from "./credentials";

/**
 * A company's logo, for its members only: 401 without valid user credentials, 404 for a company the
 * caller does not belong to (whether or not it exists) or one without a logo. The bytes are served
 * with the type judged at upload, so a browser never sniffs them as anything else. The portal asks
 * for ?v={logoVersion}: that address never changes content, so it may be cached for a year; any
 * other address must be revalidated.
 */
export function companyLogoRoutes(db: Database): Router {
  const router = Router();
  router.get("/api/companies/:companyId/logo", async (req, res) => {
    const userId = await callerOf(db, req);
    if (!userId) return res.status(401).json({ error: "unauthenticated" });
    const [logo] = await db.query<{ content: Uint8Array; content_type: string; version: string }>(
      `select l.content, l.content_type, l.version from company_logos l
       join company_memberships m on m.company_id = l.company_id and m.user_id = $2
       where l.company_id = $1`,
      [idOf(req.params.companyId), userId],
    );
    if (!logo) return res.status(404).json({ error: "not_found" });
    res.set({
      "Content-Type": logo.content_type,
      "Cache-Control": req.query.v === logo.version ? "private, max-age=31536000" : "private, no-cache",
      ETag: `"${logo.version}"`,
      "X-Content-Type-Options": "nosniff",
      "Content-Disposition": "inline",
    });
    return res.send(Buffer.from(logo.content.buffer, logo.content.byteOffset, logo.content.byteLength));
  });
  return router;
}
