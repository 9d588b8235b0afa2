// Weeks approved in one go (issue 46 part 3, docs/decisions/0085): a company line's drafts that match
// their contract's plan, and making the chosen ones final together. Each is checked by the same rule
// (domain/planned-weeks.ts) when listed and again inside the transaction that makes it final, its row
// locked, so that a week changed or made final meanwhile is left with its reason and never made final twice.
import type { LeftWeek, PlannedWeek } from "../../domain/hours-validation-calls";
import { planMismatch, type WeeklyPlan } from "../../domain/planned-weeks";
import type { TimesheetDayEntry, SavedTimesheetStatus } from "../../domain/timesheet-rules";
import type { Queryable } from "../db/database";

type WeekRow = {
  timesheetId: number;
  contractId: number;
  employeeName: string;
  weekStart: string;
  status: SavedTimesheetStatus | null;
  days: TimesheetDayEntry[];
  schedule: WeeklyPlan;
};

const WEEK_SELECT = `select t.id as "timesheetId", h.id as "contractId", h.employee_name as "employeeName",
    to_char(t.week_start, 'YYYY-MM-DD') as "weekStart", t.status, t.days, h.schedule
  from timesheets t join hours_validation_contracts h on h.id = t.contract_id`;
const WEEK_ORDER = `order by h.employee_name, h.id, t.week_start`;

/** A saved week as listed: its dates are those its days were saved for (the week clipped to its contract). */
function plannedWeekOf(row: WeekRow): PlannedWeek {
  const { timesheetId, contractId, employeeName, weekStart, days } = row;
  return {
    timesheetId,
    contractId,
    employeeName,
    weekStart,
    startDate: days[0]?.date ?? weekStart,
    endDate: days.at(-1)?.date ?? weekStart,
    minutes: days.reduce((total, day) => total + day.minutes, 0),
  };
}

/** The week's mismatch with its plan, with the week as listed. */
function checked(row: WeekRow, today: string) {
  const week = plannedWeekOf(row);
  return { week, reason: planMismatch({ status: row.status, endDate: week.endDate, days: row.days }, row.schedule, today) };
}

const leftWeek = ({ minutes: _minutes, ...week }: PlannedWeek, reason: LeftWeek["reason"]): LeftWeek => ({ ...week, reason });

/** Sorts checked weeks into those matching their plan and those left, with why. */
function sorted(rows: WeekRow[], today: string) {
  const matching: PlannedWeek[] = [];
  const left: LeftWeek[] = [];
  for (const row of rows) {
    const { week, reason } = checked(row, today);
    if (reason) left.push(leftWeek(week, reason));
    else matching.push(week);
  }
  return { matching, left };
}

/**
 * The drafts of a company line's contracts whose week starts from `from` to `to`: those matching the
 * plan, and the others with why. Weeks never saved (nothing entered) and final ones are not listed.
 */
export async function plannedWeeks(db: Queryable, externalId: number, from: string, to: string, today: string) {
  const rows = await db.query<WeekRow>(
    `${WEEK_SELECT} where h.external_company_id = $1 and t.week_start between $2::date and $3::date
       and t.status = 'draft' ${WEEK_ORDER}`,
    [externalId, from, to],
  );
  return sorted(rows, today);
}

/** The weeks of `ids` that are final, of a company line's contracts. */
export async function finalWeeks(db: Queryable, externalId: number, ids: number[]): Promise<PlannedWeek[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<WeekRow>(`${WEEK_SELECT} where h.external_company_id = $1 and t.id = any ($2::int[]) and t.status = 'final' ${WEEK_ORDER}`, [
    externalId,
    ids,
  ]);
  return rows.map(plannedWeekOf);
}

/**
 * Makes final, in the transaction `tx`, every chosen week of the company line that still matches its
 * plan; the others are left with why (ALREADY_FINAL for one made final meanwhile). The rows are locked
 * first: a concurrent approval or save waits, then finds the week final. Null when a chosen id is no
 * timesheet of the line.
 */
export async function approvePlannedWeeks(tx: Queryable, userId: number, externalId: number, ids: number[], today: string) {
  const rows = await tx.query<WeekRow>(`${WEEK_SELECT} where h.external_company_id = $1 and t.id = any ($2::int[]) ${WEEK_ORDER} for update of t`, [
    externalId,
    ids,
  ]);
  if (rows.length !== new Set(ids).size) return null;
  const { matching, left } = sorted(rows, today);
  if (matching.length > 0) {
    await tx.query(
      `update timesheets set status = 'final', updated_by = $2, updated_at = now(), submitted_at = now()
       where id = any ($1::int[]) and status = 'draft'`,
      [matching.map((week) => week.timesheetId), userId],
    );
  }
  return { approved: matching, left };
}
