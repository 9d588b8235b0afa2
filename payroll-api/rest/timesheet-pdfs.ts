import { Router, type Response } from "express";
import { addDays, belgianInstant, mondayOf } from "../../domain/belgian-time";
import { isCalendarDate } from "../../domain/calendar-date";
import { contractWeek } from "../../domain/timesheet-weeks";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { lineAccessOf, type LineAccess } from "../hours-validation/access";
import { callerOf } from "./credentials";
import { handled } from "./handled";
import { renderTimesheetsPdf, type TimesheetPdfPage } from "../hours-validation/pdf";

type TimesheetPdfRow = Omit<TimesheetPdfPage, "startDate" | "endDate"> & { contractStartDate: string; contractEndDate: string };

/** What a page prints of a timesheet t and its contract h. */
const COLUMNS = `h.employee_name as "employeeName", h.position_name as "positionName", h.contract_number as "contractNumber",
  h.worker_type as "workerType", h.committee, to_char(h.start_date, 'YYYY-MM-DD') as "contractStartDate",
  to_char(h.end_date, 'YYYY-MM-DD') as "contractEndDate", to_char(t.week_start, 'YYYY-MM-DD') as "weekStart", t.status, t.days`;

/** The timesheets as one PDF, a page each, as an attachment named `title`. */
async function sendPdf(res: Response, access: LineAccess, title: string, rows: TimesheetPdfRow[]) {
  const pages = rows.map(({ contractStartDate, contractEndDate, ...row }) => {
    // The week as the contract has it now; the saved days' own dates if its dates changed since.
    const clipped = contractWeek({ startDate: contractStartDate, endDate: contractEndDate }, row.weekStart);
    return {
      ...row,
      startDate: clipped?.startDate ?? row.days[0]?.date ?? row.weekStart,
      endDate: clipped?.endDate ?? row.days.at(-1)?.date ?? row.weekStart,
    };
  });
  const pdf = await renderTimesheetsPdf(access.companyName, title, pages, access.language);
  res.set({
    "Content-Type": "application/pdf",
    "Content-Disposition": `attachment; filename="${title}.pdf"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  return res.send(pdf);
}

const BY = new Set(["work", "processing"]);

/**
 * The download of a week's timesheets of one line of work (part 2 §2 screen 13): by=work, the saved
 * timesheets of that work week; by=processing, those made final during that week in Belgium. `week` is
 * any day of the week. As one PDF, a page per timesheet; 404 NO_TIMESHEETS when there is none. Access
 * as the company's contract list: 401 without user credentials, 403 without hours_validation there.
 */
export function timesheetPdfRoutes(db: Database): Router {
  const router = Router();
  router.get(
    "/api/hours_validation/companies/:companyId/timesheets.pdf",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      // An id past PostgreSQL's integer failed the query: one that cannot be an id is the client's 400.
      const externalId = idOf(req.params.companyId);
      const { week, by } = req.query;
      if (!externalId || typeof week !== "string" || !isCalendarDate(week) || typeof by !== "string" || !BY.has(by)) {
        return res.status(400).json({ error: "bad_request" });
      }
      const access = await lineAccessOf(db, userId, externalId);
      if (!access) return res.status(403).json({ error: "forbidden" });
      const monday = mondayOf(week);
      const rows =
        by === "work"
          ? await db.query<TimesheetPdfRow>(
              `select ${COLUMNS} from timesheets t join hours_validation_contracts h on h.id = t.contract_id
               where h.external_company_id = $1 and t.week_start = $2 and t.status in ('draft', 'final')
               order by h.employee_name, t.id`,
              [externalId, monday],
            )
          : await db.query<TimesheetPdfRow>(
              `select ${COLUMNS} from timesheets t join hours_validation_contracts h on h.id = t.contract_id
               where h.external_company_id = $1 and t.status = 'final' and t.submitted_at >= $2 and t.submitted_at < $3
               order by h.employee_name, t.week_start, t.id`,
              [externalId, belgianInstant(monday, "00:00").toISOString(), belgianInstant(addDays(monday, 7), "00:00").toISOString()],
            );
      if (rows.length === 0) return res.status(404).json({ error: "NO_TIMESHEETS" });
      return sendPdf(res, access, `timesheets-${access.line}-${by}-week-${monday}`, rows);
    }),
  );

  /**
   * One saved timesheet as a PDF of one page, beside the week's (issue 29): the timesheet page links
   * it. Company-scoped like the week's download: 401 without user credentials, 400 for ids that cannot
   * be ids, 403 without hours_validation for that company id, 404 NOT_FOUND for a timesheet that is
   * not one of that company id's (another company's, or none).
   */
  router.get(
    "/api/hours_validation/companies/:companyId/timesheets/:timesheetId.pdf",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const externalId = idOf(req.params.companyId);
      const timesheetId = idOf(req.params.timesheetId);
      if (!externalId || !timesheetId) return res.status(400).json({ error: "bad_request" });
      const access = await lineAccessOf(db, userId, externalId);
      if (!access) return res.status(403).json({ error: "forbidden" });
      const rows = await db.query<TimesheetPdfRow>(
        `select ${COLUMNS} from timesheets t join hours_validation_contracts h on h.id = t.contract_id
         where t.id = $1 and h.external_company_id = $2 and t.status in ('draft', 'final')`,
        [timesheetId, externalId],
      );
      if (rows.length === 0) return res.status(404).json({ error: "NOT_FOUND" });
      return sendPdf(res, access, `timesheet-${access.line}-${timesheetId}-week-${rows[0].weekStart}`, rows);
    }),
  );
  return router;
}
