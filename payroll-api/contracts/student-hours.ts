// A student's hours as the API reads them (docs/decisions/0039): each year's allowance from outside the
// provider, less the worked minutes of the days that stand in the employee's calendar (bookedShiftsOf:
// requested and approved contracts on every line and in every company, and extensions still waiting).
// A save checks them after lockEmployee, in its transaction, so two contracts cannot spend the last hours.
import type { ContractProblem, ContractSchedule } from "../../domain/contract";
import { readableDay, type ScheduleDay } from "../../domain/contract-schedule";
import { hoursOfMinutes } from "../../domain/contract-schedule";
import { studentHoursQuotaOf, studentHoursRunOut, studentMinutesLeft, yearsOf } from "../../domain/student-hours";
import type { Queryable } from "../db/database";
import { bookedShiftsOf } from "./employee-calendar";

export type StudentHoursOfYear = { year: number; hoursLeft: number };

/** Each year's minutes left before a schedule, for the years asked; a contract being edited (`exceptContractId`) spends none. */
async function studentMinutesLeftOf(db: Queryable, employeeId: number, years: number[], exceptContractId: number | null = null): Promise<Map<number, number>> {
  if (years.length === 0) return new Map();
  const window = { from: `${Math.min(...years)}-01-01`, to: `${Math.max(...years)}-12-31` };
  const [allowances, booked] = await Promise.all([
    db.query<{ year: number; hours: number }>(
      "select year, hours::float8 as hours from student_hour_allowances where employee_id = $1 and year = any($2::int[])",
      [employeeId, years],
    ),
    // The company only says which shifts are another's; every company's count here.
    bookedShiftsOf(db, employeeId, 0, window, exceptContractId),
  ]);
  const outside = new Map(allowances.map((row) => [row.year, row.hours]));
  return studentMinutesLeft(years, (year) => outside.get(year) ?? studentHoursQuotaOf(year), booked);
}

/** Each year's hours left, as shown. */
export async function studentHoursLeftOf(
  db: Queryable,
  employeeId: number,
  years: number[],
  exceptContractId: number | null = null,
): Promise<StudentHoursOfYear[]> {
  const left = await studentMinutesLeftOf(db, employeeId, years, exceptContractId);
  return years.map((year) => ({ year, hoursLeft: hoursOfMinutes(left.get(year) ?? 0) }));
}

/**
 * What a wizard's schedule step shows: a student's hours left before the days typed, in each year of
 * them (this year before there is one); none for a non-student or no employee. A contract being edited
 * (`exceptContractId`) spends none of them.
 */
export async function studentHoursBeforeOf(
  db: Queryable,
  employeeId: number | null,
  dates: string[],
  today: string,
  exceptContractId: number | null = null,
): Promise<StudentHoursOfYear[]> {
  if (employeeId === null) return [];
  const [employee] = await db.query<{ is_student: boolean }>("select is_student from employees where id = $1", [employeeId]);
  if (!employee?.is_student) return [];
  return studentHoursLeftOf(
    db,
    employeeId,
    yearsOf(
      dates.map((date) => ({ date })),
      today,
    ),
    exceptContractId,
  );
}

/** This year and every later year the student has an allowance or a booked day in, in order. */
export async function studentYearsOf(db: Queryable, employeeId: number, today: string): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    `select year from student_hour_allowances where employee_id = $1 and year >= $2
     union select distinct extract(year from d.date)::int from contract_days d join contracts c on c.id = d.contract_id
       where c.employee_id = $1 and c.state in ('requested', 'approved') and d.date >= $3::date`,
    [employeeId, Number(today.slice(0, 4)), `${today.slice(0, 4)}-01-01`],
  );
  return yearsOf([{ date: today }, ...rows.map((row) => ({ date: `${row.year}-01-01` }))], today);
}

/**
 * STUDENT_HOURS_RUN_OUT at the day of a student's schedule where a year's hours run out, with the hours
 * that year still had for it. Only a schedule whose days can all be read is checked, and a day that
 * already breaks a rule of its own (`known`) is left to it.
 */
export async function studentHoursProblemsOf(
  db: Queryable,
  employeeId: number,
  schedule: ContractSchedule,
  known: ContractProblem[] = [],
  exceptContractId: number | null = null,
): Promise<ContractProblem[]> {
  const days = schedule.days.map(readableDay);
  if (days.length === 0 || days.some((day) => day === null)) return [];
  const [employee] = await db.query<{ is_student: boolean }>("select is_student from employees where id = $1", [employeeId]);
  if (!employee?.is_student) return [];
  const drafted = days as ScheduleDay[];
  const left = await studentMinutesLeftOf(db, employeeId, yearsOf(drafted, drafted[0].date), exceptContractId);
  const runOut = studentHoursRunOut(drafted, left);
  if (!runOut) return [];
  const field = `schedule.days.${drafted.findIndex((day) => day.date === runOut.date)}`;
  if (known.some((problem) => problem.field === field)) return [];
  return [{ field, code: "STUDENT_HOURS_RUN_OUT", hoursLeft: hoursOfMinutes(runOut.minutesLeft), year: runOut.year }];
}
