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
import { storedTimesheets, timesheetAnswer } from "../hours-validation/timesheets";
import { windowContracts } from "../hours-validation/window-contracts";
import { log } from "../log";

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
      const contracts = await windowContracts(db, externalId, startDate, endDate);
      const data = contracts.map(({ id, employeeName, positionName, contractNumber, workerType, startDate, endDate, timesheets }): ListedTimesheetContract => ({
        id,
        line: access.line,
        employeeName,
        positionName,
        contractNumber,
        workerType,
        status: contractTimesheetStatus(timesheets.map((timesheet) => timesheet.status)),
        startDate,
        endDate,
        timesheets,
      }));
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
