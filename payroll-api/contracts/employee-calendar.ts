// The employee's calendar as the API reads it (docs/decisions/0036, 0041): every shift of the employee's
// contracts that still stand, in every company and on every line (interim and construct through the
// selection worker linked to them), and the pending extensions' days,
// checked against a schedule being drafted. A save locks the employee's row first, so that two
// requests for the same employee are checked one after the other and cannot both pass.
import type { ContractProblem, ContractSchedule } from "../../domain/contract";
import { readableDay, type ScheduleDay } from "../../domain/contract-schedule";
import { calendarProblems, calendarWindow, type BookedShift } from "../../domain/employee-calendar";
import type { Queryable } from "../db/database";

/**
 * Waits for, then holds until the transaction ends, the employee's row: whoever saves a contract or an
 * extension for the same employee meanwhile waits here, and then reads this one's days.
 */
export async function lockEmployee(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query("select id from employees where id = $1 for update", [employeeId]);
}

/**
 * Whose calendar a contract's days are in: its employee (payroll), or the employee its interim or
 * construct worker is linked to; null for a worker known to the selection office only.
 */
export async function calendarEmployeeOf(db: Queryable, contract: { employee_id: number | null; selection_member_id: number | null }): Promise<number | null> {
  if (contract.employee_id !== null || contract.selection_member_id === null) return contract.employee_id;
  const [worker] = await db.query<{ employee_id: number | null }>("select employee_id from selection_team_members where id = $1", [
    contract.selection_member_id,
  ]);
  return worker?.employee_id ?? null;
}

/** The contracts that still stand of an employee, on every line: their own (payroll) and their linked workers' (interim, construct). */
const STANDING_CONTRACTS = `select id, company_id from contracts where employee_id = $1 and state in ('requested', 'approved')
  union all
  select c.id, c.company_id from selection_team_members s join contracts c on c.selection_member_id = s.id
  where s.employee_id = $1 and c.state in ('requested', 'approved')`;

/**
 * The shifts the employee is booked for between two dates: the days of requested and approved contracts
 * on every line (a refused, cancelled or deleted contract, and a cancelled workday, free theirs), and
 * those of extensions still waiting for the back office. An extension's own contract counts: rest at
 * their boundary is checked like any other. A contract being edited (`exceptContractId`) does not: its
 * days are the ones the draft replaces.
 */
export async function bookedShiftsOf(
  db: Queryable,
  employeeId: number,
  companyId: number,
  window: { from: string; to: string },
  exceptContractId: number | null = null,
): Promise<BookedShift[]> {
  return db.query<BookedShift>(
    `with standing as (${STANDING_CONTRACTS})
     select to_char(d.date, 'YYYY-MM-DD') as date, d.start_time as start, d.end_time as "end", d.break_minutes as "breakMinutes",
       c.company_id <> $2 as "otherCompany"
     from contract_days d join standing c on c.id = d.contract_id
     where d.date between $3::date and $4::date and c.id is distinct from $5::int
     union all
     select day.date, day.start, day."end", day."breakMinutes", c.company_id <> $2
     from contract_extensions x join standing c on c.id = x.contract_id
       cross join lateral jsonb_to_recordset(x.days) as day(date text, start text, "end" text, "breakMinutes" int)
     where x.state in ('draft', 'waiting') and day.date::date between $3::date and $4::date and c.id is distinct from $5::int`,
    [employeeId, companyId, window.from, window.to, exceptContractId],
  );
}

/**
 * The calendar's problems of a schedule, each at its day (schedule.days.N). Only a schedule whose days
 * can all be read is checked, and a day that already breaks a rule of its own (`known`) is left to it.
 */
export async function calendarProblemsOf(
  db: Queryable,
  subject: { employeeId: number; companyId: number; exceptContractId?: number | null },
  schedule: ContractSchedule,
  known: ContractProblem[] = [],
): Promise<ContractProblem[]> {
  const days = schedule.days.map(readableDay);
  if (days.some((day) => day === null)) return [];
  const drafted = days as ScheduleDay[];
  const window = calendarWindow(drafted);
  if (!window) return [];
  const booked = await bookedShiftsOf(db, subject.employeeId, subject.companyId, window, subject.exceptContractId ?? null);
  const taken = new Set(known.map((problem) => problem.field));
  return calendarProblems(drafted, booked)
    .map(({ date, ...problem }) => ({ field: `schedule.days.${drafted.findIndex((day) => day.date === date)}`, ...problem }))
    .filter((problem) => !taken.has(problem.field));
}
