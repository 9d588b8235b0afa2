import { Router } from "express";
import { authenticate } from "../auth/tokens";
import type { Database } from "../db/database";
import { log } from "../log";
import { credentialsFrom } from "./credentials";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The external hours-validation system's contracts of one company. The caller must be a user whose
 * selected company owns that external id and who holds hours_validation for that line of work.
 */
export function hoursValidationRoutes(db: Database): Router {
  const router = Router();
  router.get("/api/hours_validation/companies/:companyId/contracts", async (req, res) => {
    const credentials = credentialsFrom(req, "user");
    const userId = credentials && (await authenticate(db, "user", credentials.email, credentials.token));
    if (!userId) return res.status(401).json({ error: "unauthenticated" });
    const externalId = Number(req.params.companyId);
    const { startDate, endDate } = req.query;
    if (!Number.isInteger(externalId) || typeof startDate !== "string" || typeof endDate !== "string" || !ISO_DATE.test(startDate) || !ISO_DATE.test(endDate)) {
      return res.status(400).json({ error: "bad_request" });
    }
    const permitted = await db.query(
      `select 1 from users u
       join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
       join companies c on c.id = m.company_id
       where u.id = $1 and ((c.construct4d_id = $2 and 'hours_validation' = any (m.construct4d_permissions))
                         or (c.interim4d_id = $2 and 'hours_validation' = any (m.interim4d_permissions)))`,
      [userId, externalId],
    );
    if (permitted.length === 0) return res.status(403).json({ error: "forbidden" });
    log.debug({ company: externalId, startDate, endDate }, "hours validation contracts");
    const contracts = await db.query(
      `select id, employee_name as "employeeName", position_name as "positionName", status,
         to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
       from hours_validation_contracts
       where external_company_id = $1 and end_date >= $2 and start_date <= $3 order by end_date, id`,
      [externalId, startDate, endDate],
    );
    return res.json({ data: { data: contracts } });
  });
  return router;
}
