import { Router } from "express";
import type { ApprovePlannedWeeksAnswer, PlannedWeeksAnswer } from "../../domain/hours-validation-calls";
import { isCalendarDate } from "../../domain/calendar-date";
import { mondayOf, todayInBelgium } from "../../domain/belgian-time";
import { mayValidateHours } from "../../domain/timesheet-rules";
import { MAX_PLANNED_WEEKS } from "../../domain/planned-weeks";
import type { Database } from "../db/database";
import { idOf } from "../core/context";
import { lineAccessOf } from "../hours-validation/access";
import { approvePlannedWeeks, finalWeeks, plannedWeeks } from "../hours-validation/planned-weeks";
import { callerOf } from "./credentials";
import { handled } from "./handled";
import { log } from "../log";

/** Ids as a list of them: positive, at most MAX_PLANNED_WEEKS; null for anything else. */
function idsOf(values: unknown[]): number[] | null {
  if (values.length > MAX_PLANNED_WEEKS) return null;
  const ids = values.map((value) => (typeof value === "number" || typeof value === "string" ? idOf(String(value)) : 0));
  return ids.every(Boolean) ? ids : null;
}

/**
 * A company line's weeks that match their contracts' plan, and approving them in one go (issue 46,
 * docs/decisions/0085). 401 without user credentials, 400 bad_request for a bad period or list of ids,
 * 403 forbidden for a company the caller may not see, 403 LEVEL_NOT_ALLOWED to approve on a line their
 * hours-validation level does not cover (the list then answers canValidate false and no weeks), 404
 * NOT_FOUND for a chosen id that is no timesheet of the line.
 */
export function plannedWeekRoutes(db: Database): Router {
  const router = Router();
  const path = "/api/hours_validation/companies/:companyId/planned_weeks";
  router.get(
    path,
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const externalId = idOf(req.params.companyId);
      const { startDate, endDate, done = "" } = req.query;
      const doneIds = typeof done === "string" ? idsOf(done.split(",").filter(Boolean)) : null;
      if (
        !externalId ||
        !doneIds ||
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
      const canValidate = mayValidateHours(access.level, access.line);
      log.debug({ company: externalId, startDate, endDate }, "hours validation planned weeks");
      const weeks = canValidate ? await plannedWeeks(db, externalId, mondayOf(startDate), endDate, todayInBelgium(new Date())) : { matching: [], left: [] };
      const doneWeeks = canValidate ? await finalWeeks(db, externalId, doneIds) : [];
      return res.json({ data: { canValidate, ...weeks, done: doneWeeks } } satisfies PlannedWeeksAnswer);
    }),
  );

  router.post(
    path,
    handled(async (req, res) => {
      const userId = await callerOf(db, req);
      if (!userId) return res.status(401).json({ error: "unauthenticated" });
      const externalId = idOf(req.params.companyId);
      const body: unknown = req.body;
      const sent = typeof body === "object" && body !== null && "timesheetIds" in body ? body.timesheetIds : undefined;
      const ids = Array.isArray(sent) && sent.length > 0 ? idsOf(sent) : null;
      if (!externalId || !ids) return res.status(400).json({ error: "bad_request" });
      // The level is read again inside the transaction, beside the weeks: a level lowered meanwhile counts.
      const outcome = await db.transaction(async (tx) => {
        const access = await lineAccessOf(tx, userId, externalId);
        if (!access) return { status: 403, error: "forbidden" } as const;
        if (!mayValidateHours(access.level, access.line)) return { status: 403, error: "LEVEL_NOT_ALLOWED" } as const;
        const done = await approvePlannedWeeks(tx, userId, externalId, ids, todayInBelgium(new Date()));
        return done ? ({ status: 200, data: done } as const) : ({ status: 404, error: "NOT_FOUND" } as const);
      });
      if (outcome.status !== 200) return res.status(outcome.status).json({ error: outcome.error });
      log.debug({ company: externalId, chosen: ids.length, approved: outcome.data.approved.length }, "hours validation planned weeks approved");
      return res.json({ data: outcome.data } satisfies ApprovePlannedWeeksAnswer);
    }),
  );
  return router;
}
