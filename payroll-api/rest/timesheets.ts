import { Router, type Response } from "express";
import { isCalendarDate } from "../../domain/calendar-date";
import type { TimesheetSaveAnswer, TimesheetSaveProblem } from "../../domain/hours-validation-calls";
import { mayValidateHours } from "../../domain/timesheet-rules";
import { contractWeek, type TimesheetWeek } from "../../domain/timesheet-weeks";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { contractFor } from "../hours-validation/access";
import { callerOf } from "./credentials";
import { handled } from "./handled";
import {
  createTimesheet,
  saveProblems,
  storedTimesheet,
  storedTimesheets,
  timesheetAnswer,
  timesheetInputOf,
  updateTimesheet,
  type StoredTimesheet,
} from "../hours-validation/timesheets";

const idIn = (value: unknown) => (typeof value === "number" || typeof value === "string" ? idOf(String(value)) : 0);
const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

const invalid = (res: Response, problems: TimesheetSaveProblem[]) => res.status(400).json({ error: "TIMESHEET_INVALID", data: { problems } });

// Refusals the page can explain carry the timesheet as it is saved, as a data entry: the portal does not
// report those to error tracking (part 2 §7, app/platform/error-reporting.ts).
const conflict = (res: Response, error: "TIMESHEET_FINAL" | "TIMESHEET_EXISTS", week: TimesheetWeek, saved: StoredTimesheet | undefined) =>
  res.status(409).json({ error, data: { timesheet: timesheetAnswer(week, saved) } satisfies TimesheetSaveAnswer["data"] });

/** The week a timesheet was saved for, when its contract no longer has it (its dates changed since). */
const savedWeekOf = (saved: StoredTimesheet): TimesheetWeek => ({
  weekStart: saved.weekStart,
  startDate: saved.days[0]?.date ?? saved.weekStart,
  endDate: saved.days.at(-1)?.date ?? saved.weekStart,
});
const levelRefused = (res: Response) => res.status(403).json({ error: "LEVEL_NOT_ALLOWED" });
const weekRefused = (res: Response) => invalid(res, [{ field: "weekStart", code: "WEEK_NOT_OF_CONTRACT" }]);

/**
 * Saving a week's timesheet (docs/decisions/0026): POST creates it, PUT changes it, as a draft or as
 * final, which it then stays. 401 without user credentials, 400 bad_request for a body not shaped as a
 * save, 404 NOT_FOUND for a contract or timesheet the caller may not see, 403 LEVEL_NOT_ALLOWED, 409
 * TIMESHEET_EXISTS or TIMESHEET_FINAL, 400 TIMESHEET_INVALID with the problems.
 */
export function timesheetRoutes(db: Database): Router {
  const router = Router();
  router.post(
    "/api/hours_validation/contracts",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const body = bodyOf(req.body);
      const input = timesheetInputOf(body);
      const contractId = idIn(body.contractId);
      const { weekStart } = body;
      if (!input || !contractId || typeof weekStart !== "string" || !isCalendarDate(weekStart)) return res.status(400).json({ error: "bad_request" });
      const contract = await contractFor(db, userId, contractId);
      if (!contract) return res.status(404).json({ error: "NOT_FOUND" });
      if (!mayValidateHours(contract.level, contract.line)) return levelRefused(res);
      const week = contractWeek(contract, weekStart);
      if (!week) return weekRefused(res);
      const existing = async () => (await storedTimesheets(db, [contract.id], week.weekStart, week.weekStart))[0];
      const saved = await existing();
      if (saved) return conflict(res, "TIMESHEET_EXISTS", week, saved);
      const problems = saveProblems(week, input);
      if (problems.length > 0) return invalid(res, problems);
      const timesheet = await createTimesheet(db, userId, contract.id, week, input);
      if (!timesheet) return conflict(res, "TIMESHEET_EXISTS", week, await existing());
      return res.status(201).json({ data: { timesheet } } satisfies TimesheetSaveAnswer);
    }),
  );

  router.put(
    "/api/hours_validation/contracts",
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const body = bodyOf(req.body);
      const input = timesheetInputOf(body);
      const id = idIn(body.id);
      if (!input || !id) return res.status(400).json({ error: "bad_request" });
      const saved = await storedTimesheet(db, id);
      const contract = saved && (await contractFor(db, userId, saved.contractId));
      if (!saved || !contract) return res.status(404).json({ error: "NOT_FOUND" });
      if (!mayValidateHours(contract.level, contract.line)) return levelRefused(res);
      const week = contractWeek(contract, saved.weekStart);
      if (saved.status === "final") return conflict(res, "TIMESHEET_FINAL", week ?? savedWeekOf(saved), saved);
      if (!week) return weekRefused(res);
      const problems = saveProblems(week, input);
      if (problems.length > 0) return invalid(res, problems);
      const timesheet = await updateTimesheet(db, userId, id, week, input);
      if (!timesheet) return conflict(res, "TIMESHEET_FINAL", week, (await storedTimesheet(db, id)) ?? undefined);
      return res.json({ data: { timesheet } } satisfies TimesheetSaveAnswer);
    }),
  );
  return router;
}
