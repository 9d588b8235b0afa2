// A contract's timesheets as the API stores, answers and saves them (docs/decisions/0026): one row per
// saved week; a week without one is empty, answered with id null and a day of 0 minutes per date.
import type { TimesheetAnswer, TimesheetSave, TimesheetSaveProblem, TimesheetSummary } from "../../domain/hours-validation-calls";
import { SAVED_TIMESHEET_STATUSES, timesheetProblems, type SavedTimesheetStatus, type TimesheetDayEntry } from "../../domain/timesheet-rules";
import { datesOf, type TimesheetWeek } from "../../domain/timesheet-weeks";
import type { Queryable } from "../db/database";

export type StoredTimesheet = { id: number; contractId: number; weekStart: string; status: SavedTimesheetStatus | null; days: TimesheetDayEntry[] };

const COLUMNS = `id, contract_id as "contractId", to_char(week_start, 'YYYY-MM-DD') as "weekStart", status, days`;

/** The saved timesheets of some contracts whose week starts from `from` to `to`. */
export function storedTimesheets(db: Queryable, contractIds: number[], from: string, to: string): Promise<StoredTimesheet[]> {
  return db.query<StoredTimesheet>(
    `select ${COLUMNS} from timesheets where contract_id = any ($1::int[]) and week_start between $2::date and $3::date
     order by contract_id, week_start`,
    [contractIds, from, to],
  );
}

export async function storedTimesheet(db: Queryable, id: number): Promise<StoredTimesheet | null> {
  const [row] = await db.query<StoredTimesheet>(`select ${COLUMNS} from timesheets where id = $1`, [id]);
  return row ?? null;
}

const emptyDay = (date: string): TimesheetDayEntry => ({ date, minutes: 0, absent: false, absenceReason: null, remark: null });

export function timesheetSummary(week: TimesheetWeek, stored: StoredTimesheet | undefined): TimesheetSummary {
  return { id: stored?.id ?? null, ...week, status: stored?.status ?? null };
}

/** The week with a day for each of its dates: the saved one, or an empty one. */
export function timesheetAnswer(week: TimesheetWeek, stored: StoredTimesheet | undefined): TimesheetAnswer {
  const saved = new Map((stored?.days ?? []).map((day) => [day.date, day]));
  return { ...timesheetSummary(week, stored), days: datesOf(week).map((date) => saved.get(date) ?? emptyDay(date)) };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const isTextOrNothing = (value: unknown) => value === undefined || value === null || typeof value === "string";

function dayOf(value: unknown): TimesheetDayEntry | null {
  if (!isObject(value)) return null;
  const { date, minutes, absent = false, absenceReason, remark } = value;
  if (typeof date !== "string" || !Number.isSafeInteger(minutes) || typeof absent !== "boolean") return null;
  if (!isTextOrNothing(absenceReason) || !isTextOrNothing(remark)) return null;
  return { date, minutes: minutes as number, absent, absenceReason: (absenceReason as string | null) ?? null, remark: (remark as string | null) ?? null };
}

/** A save's status and days, or null when the body is not shaped as one (answered bad_request). */
export function timesheetInputOf(body: Record<string, unknown>): TimesheetSave | null {
  const { status, days } = body;
  if (!(SAVED_TIMESHEET_STATUSES as readonly unknown[]).includes(status) || !Array.isArray(days) || days.length > 31) return null;
  const entries = days.map(dayOf);
  return entries.every((day) => day !== null) ? { status: status as SavedTimesheetStatus, days: entries as TimesheetDayEntry[] } : null;
}

/** Days that are not dates of the week inside the contract, or that repeat one, then the domain's rules. */
export function saveProblems(week: TimesheetWeek, input: TimesheetSave): TimesheetSaveProblem[] {
  const dates = new Set(datesOf(week));
  const seen = new Set<string>();
  const problems: TimesheetSaveProblem[] = [];
  input.days.forEach((day, index) => {
    if (!dates.has(day.date)) problems.push({ field: `days.${index}.date`, code: "DAY_NOT_OF_WEEK" });
    else if (seen.has(day.date)) problems.push({ field: `days.${index}.date`, code: "DAY_REPEATED" });
    seen.add(day.date);
  });
  return [...problems, ...timesheetProblems(input.days, { final: input.status === "final" })];
}

/** What is stored: every date of the week, in order, a reason only with an absence, a remark only when there is one. */
function storedDaysOf(week: TimesheetWeek, days: TimesheetDayEntry[]): TimesheetDayEntry[] {
  const sent = new Map(days.map((day) => [day.date, day]));
  return datesOf(week).map((date) => {
    const day = sent.get(date);
    if (!day) return emptyDay(date);
    return { date, minutes: day.minutes, absent: day.absent, absenceReason: day.absent ? day.absenceReason : null, remark: day.remark?.trim() || null };
  });
}

/** Saves a new week; null when the week has a timesheet already. */
export async function createTimesheet(db: Queryable, userId: number, contractId: number, week: TimesheetWeek, input: TimesheetSave) {
  const [row] = await db.query<StoredTimesheet>(
    `insert into timesheets (contract_id, week_start, status, days, updated_by, submitted_at)
     values ($1, $2, $3::text, $4, $5, case when $3::text = 'final' then now() end)
     on conflict (contract_id, week_start) do nothing
     returning ${COLUMNS}`,
    [contractId, week.weekStart, input.status, JSON.stringify(storedDaysOf(week, input.days)), userId],
  );
  return row ? timesheetAnswer(week, row) : null;
}

/** Saves a week over its timesheet; null when that one is final (by now). */
export async function updateTimesheet(db: Queryable, userId: number, id: number, week: TimesheetWeek, input: TimesheetSave) {
  const [row] = await db.query<StoredTimesheet>(
    `update timesheets set status = $2::text, days = $3, updated_by = $4, updated_at = now(),
       submitted_at = case when $2::text = 'final' then now() end
     where id = $1 and status is distinct from 'final'
     returning ${COLUMNS}`,
    [id, input.status, JSON.stringify(storedDaysOf(week, input.days)), userId],
  );
  return row ? timesheetAnswer(week, row) : null;
}
