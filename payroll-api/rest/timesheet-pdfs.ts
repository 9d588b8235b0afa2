import { Router } from "express";
import { addDays, belgianInstant, mondayOf } from "../../domain/belgian-time";
import { isCalendarDate } from "../../domain/calendar-date";
import { contractWeek } from "../../domain/timesheet-weeks";
import type { Database } from "../db/database";
import { idOf } from "../graphql/context";
import { callerOf, handled, lineAccessOf } from "../hours-validation/access";
import { renderTimesheetsPdf, type TimesheetPdfPage } from "../hours-validation/pdf";

type TimesheetPdfRow = Omit<TimesheetPdfPage, "startDate" | "endDate"> & { contractStartDate: string; contractEndDate: string };

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
      const columns = `h.employee_name as "employeeName", h.position_name as "positionName", h.contract_number as "contractNumber",
        h.worker_type as "workerType", h.committee, to_char(h.start_date, 'YYYY-MM-DD') as "contractStartDate",
        to_char(h.end_date, 'YYYY-MM-DD') as "contractEndDate", to_char(t.week_start, 'YYYY-MM-DD') as "weekStart", t.status, t.days`;
      const rows =
        by === "work"
          ? await db.query<TimesheetPdfRow>(
              `select ${columns} from timesheets t join hours_validation_contracts h on h.id = t.contract_id
               where h.external_company_id = $1 and t.week_start = $2 and t.status in ('draft', 'final')
               order by h.employee_name, t.id`,
              [externalId, monday],
            )
          : await db.query<TimesheetPdfRow>(
              `select ${columns} from timesheets t join hours_validation_contracts h on h.id = t.contract_id
               where h.external_company_id = $1 and t.status = 'final' and t.submitted_at >= $2 and t.submitted_at < $3
               order by h.employee_name, t.week_start, t.id`,
              [externalId, belgianInstant(monday, "00:00").toISOString(), belgianInstant(addDays(monday, 7), "00:00").toISOString()],
            );
      if (rows.length === 0) return res.status(404).json({ error: "NO_TIMESHEETS" });
      const pages = rows.map(({ contractStartDate, contractEndDate, ...row }) => {
        // The week as the contract has it now; the saved days' own dates if its dates changed since.
        const clipped = contractWeek({ startDate: contractStartDate, endDate: contractEndDate }, row.weekStart);
        return {
          ...row,
          startDate: clipped?.startDate ?? row.days[0]?.date ?? row.weekStart,
          endDate: clipped?.endDate ?? row.days.at(-1)?.date ?? row.weekStart,
        };
      });
      const title = `timesheets-${access.line}-${by}-week-${monday}`;
      const pdf = await renderTimesheetsPdf(access.companyName, title, pages, access.language);
      res.set({
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${title}.pdf"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
      return res.send(pdf);
    }),
  );
  return router;
}
