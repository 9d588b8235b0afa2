import { Router } from "express";
import type { ListedTimesheetContract, TimesheetContractAnswer, TimesheetContractsAnswer } from "../../domain/hours-validation-calls";
import { isCalendarDate } from "../../domain/calendar-date";
import { mayValidateHours } from "../../domain/timesheet-rules";
import { contractTimesheetStatus, contractWeeks } from "../../domain/timesheet-weeks";
import { mondayOf } from "../../domain/belgian-time";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { contractFor, lineAccessOf } from "../hours-validation/access";
import { callerOf } from "./credentials";
import { handled } from "./handled";
import { storedTimesheets, timesheetAnswer, timesheetSummary } from "../hours-validation/timesheets";
import { log } from "../log";

/** A contract's row, to which the list adds the caller's line and the weeks' timesheets. */
type ListedContract = Omit<ListedTimesheetContract, "line" | "status" | "timesheets">;

/**
 * The external hours-validation system's contracts of one company, and one contract with its weeks
 * (docs/decisions/0026). The caller must be a user whose selected company owns the external id (the
 * contract's) and who holds hours_validation for that line of work: else 403 for a company's list, 404
 * for a contract.
 */
export function hoursValidationRoutes(db: Database): Router {
  const router = Router();
  router.get(
    "/api/hours_validation/companies/:companyId/contracts",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      // An id past PostgreSQL's integer failed the query: one that cannot be an id is the client's 400.
      const externalId = idOf(req.params.companyId);
      const { startDate, endDate } = req.query;
      if (
        !externalId ||
        typeof startDate !== "string" ||
        typeof endDate !== "string" ||
        !isCalendarDate(startDate) ||
        !isCalendarDate(endDate) ||
        startDate > endDate
      ) {
        return res.status(400).json({ error: "bad_request" });
      }
      const access = await lineAccessOf(db, userId, externalId);
      if (!access) return res.status(403).json({ error: "forbidden" });
      log.debug({ company: externalId, startDate, endDate }, "hours validation contracts");
      const contracts = await db.query<ListedContract>(
        `select id, employee_name as "employeeName", position_name as "positionName", contract_number as "contractNumber",
           worker_type as "workerType", to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate"
         from hours_validation_contracts
         where external_company_id = $1 and end_date >= $2 and start_date <= $3 order by end_date, id`,
        [externalId, startDate, endDate],
      );
      const rows = await storedTimesheets(
        db,
        contracts.map((contract) => contract.id),
        mondayOf(startDate),
        endDate,
      );
      const saved = new Map(rows.map((row) => [`${row.contractId} ${row.weekStart}`, row]));
      const data = contracts.map((contract): ListedTimesheetContract => {
        const timesheets = contractWeeks(contract, startDate, endDate).map((week) => timesheetSummary(week, saved.get(`${contract.id} ${week.weekStart}`)));
        const { id, employeeName, positionName, contractNumber, workerType } = contract;
        const status = contractTimesheetStatus(timesheets.map((timesheet) => timesheet.status));
        return {
          id,
          line: access.line,
          employeeName,
          positionName,
          contractNumber,
          workerType,
          status,
          startDate: contract.startDate,
          endDate: contract.endDate,
          timesheets,
        };
      });
      return res.json({ data: { data } } satisfies TimesheetContractsAnswer);
    }),
  );

  router.get(
    "/api/hours_validation/contracts/:id",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const found = await contractFor(db, userId, idOf(req.params.id));
      if (!found) return res.status(404).json({ error: "NOT_FOUND" });
      const { level, ...contract } = found;
      const saved = await storedTimesheets(db, [contract.id], mondayOf(contract.startDate), contract.endDate);
      const timesheets = contractWeeks(contract).map((week) =>
        timesheetAnswer(
          week,
          saved.find((row) => row.weekStart === week.weekStart),
        ),
      );
      return res.json({
        data: { contract: { ...contract, canValidate: mayValidateHours(level, contract.line) }, timesheets },
      } satisfies TimesheetContractAnswer);
    }),
  );
  return router;
}
