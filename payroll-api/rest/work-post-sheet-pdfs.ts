import { Router } from "express";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { callerOf } from "./credentials";

/**
 * A position's uploaded work post sheet, for members of the position's company only: 401 without
 * valid user credentials, 404 for a position of a company the caller does not belong to (whether or
 * not it exists) and for one without an uploaded sheet. The PDF is sent as an attachment under the
 * uploaded file's name, never to be sniffed as anything else.
 */
export function workPostSheetPdfRoutes(db: Database): Router {
  const router = Router();
  router.get("/api/positions/:positionId/work-post-sheet.pdf", async (req, res) => {
    const userId = await callerOf(db, req);
    if (!userId) return res.status(401).json({ error: "unauthenticated" });
    const [sheet] = await db.query<{ pdf: Uint8Array; file_name: string }>(
      `select s.pdf, s.file_name from work_post_sheets s
       join positions p on p.id = s.position_id
       join company_memberships m on m.company_id = p.company_id and m.user_id = $2
       where s.position_id = $1 and s.kind = 'uploaded'`,
      [idOf(req.params.positionId), userId],
    );
    if (!sheet) return res.status(404).json({ error: "not_found" });
    const fileName = sheet.file_name.replace(/[^A-Za-z0-9._-]/g, "_");
    res.set({
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName.toLowerCase().endsWith(".pdf") ? fileName : `${fileName}.pdf`}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    });
    return res.send(Buffer.from(sheet.pdf.buffer, sheet.pdf.byteOffset, sheet.pdf.byteLength));
  });
  return router;
}
