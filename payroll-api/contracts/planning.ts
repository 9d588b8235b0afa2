// The week's planning (issue 32, docs/decisions/0049): every day of a company's contracts that stand
// (requested or approved, as the employee's calendar counts them, docs/decisions/0036) on the lines the
// caller may see, grouped by person, with the minutes worked per person and per day as the contract
// rules count them (domain/contract-schedule.ts). The GraphQL layer checks the caller and the arguments.
import { addDays } from "../../domain/belgian-time";
import { totalMinutes, workedMinutes, type ScheduleDay } from "../../domain/contract-schedule";
import { weekDates } from "../../domain/planning-week";
import type { Queryable } from "../db/database";
import { nameMatches } from "../db/name-search";

type Line = "payroll" | "interim" | "construct";

export type PlanningQuery = {
  companyId: number;
  /** The lines the caller may see; the filter's line is one of them. */
  lines: Line[];
  weekStart: string;
  filter: { line: Line | null; position: string | null; costPlaceId: number | null; searchPatterns: string[] };
  window: { page: number; pageSize: number; limit: number; offset: number };
};

type ShiftRow = {
  contract_id: number;
  line: Line;
  requested: boolean;
  position_name: string;
  person_id: string;
  first_name: string;
  last_name: string;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  cancellation_requested: boolean;
  obstructed: boolean;
};

const WEEK_FROM = `from contracts c join contract_days d on d.contract_id = c.id
  left join employees e on e.id = c.employee_id
  left join selection_team_members s on s.id = c.selection_member_id
  cross join lateral (select coalesce(e.first_name, s.first_name) as first_name, coalesce(e.last_name, s.last_name) as last_name) person
  left join cost_places cp on cp.id = c.cost_place_id
  where c.company_id = $1 and c.line = any($2::text[]) and c.state in ('requested', 'approved') and d.date between $3::date and $4::date`;

/** The filter's conditions, on the parameters from $5 on. */
const FILTERED = `and ($5::text is null or c.line = $5) and ($6::text is null or c.position_name = $6)
  and ($7::int is null or c.cost_place_id = $7) and ${nameMatches("person", "$8")}`;

const dayOf = (row: ShiftRow): ScheduleDay => ({ date: row.date, start: row.start_time, end: row.end_time, breakMinutes: row.break_minutes });

const toShift = (row: ShiftRow) => ({
  contractId: String(row.contract_id),
  line: row.line,
  requested: row.requested,
  positionName: row.position_name,
  date: row.date,
  start: row.start_time,
  end: row.end_time,
  breakMinutes: row.break_minutes,
  workedMinutes: workedMinutes(dayOf(row)),
  cancellationRequested: row.cancellation_requested,
  obstructed: row.obstructed,
});

/**
 * The minutes worked on each day of the week by everyone: totalMinutes of each distinct shift (date,
 * hours and break) times the people who work it. Most of a week's shifts share their hours, so 2,000
 * contracts cost a few dozen computations of Belgian instants rather than 10,000.
 */
function dayTotalsOf(weekStart: string, shifts: ShiftRow[]) {
  const alike = new Map<string, { day: ScheduleDay; count: number }>();
  for (const row of shifts) {
    const key = `${row.date} ${row.start_time} ${row.end_time} ${row.break_minutes}`;
    const known = alike.get(key);
    if (known) known.count += 1;
    else alike.set(key, { day: dayOf(row), count: 1 });
  }
  const byDate = new Map<string, number>();
  for (const { day, count } of alike.values()) byDate.set(day.date, (byDate.get(day.date) ?? 0) + totalMinutes([day]) * count);
  return weekDates(weekStart).map((date) => ({ date, workedMinutes: byDate.get(date) ?? 0 }));
}

/**
 * One week of the planning: the people the filter keeps, one page of them, each with their shifts; the
 * day totals over all of them; and what the filters can offer for that week. Three statements, whatever
 * the number of contracts: the shifts that pass the filter, the week's positions and the company's cost places.
 */
export async function planningWeek(db: Queryable, query: PlanningQuery) {
  const { companyId, lines, weekStart, filter, window } = query;
  const week = [companyId, lines, weekStart, addDays(weekStart, 6)];
  const [shifts, weekPositions, costPlaces] = await Promise.all([
    db.query<ShiftRow>(
      `select c.id as contract_id, c.line, c.state = 'requested' as requested, c.position_name,
         case when c.employee_id is null then 'worker-' || c.selection_member_id else 'employee-' || c.employee_id end as person_id,
         person.first_name, person.last_name, to_char(d.date, 'YYYY-MM-DD') as date, d.start_time, d.end_time, d.break_minutes,
         d.cancellation_requested or c.request is not distinct from 'contract_cancellation_pending' as cancellation_requested,
         exists (select 1 from work_obstructions o where o.contract_id = c.id and o.date = d.date) as obstructed
       ${WEEK_FROM} ${FILTERED}
       order by person.last_name, person.first_name, person_id, d.date, d.start_time`,
      [...week, filter.line, filter.position, filter.costPlaceId, filter.searchPatterns],
    ),
    db.query<{ position_name: string }>(`select distinct c.position_name ${WEEK_FROM}`, week),
    db.query<{ id: number; name: string }>("select id, name from cost_places where company_id = $1 order by name, id", [companyId]),
  ]);
  const people = new Map<string, ShiftRow[]>();
  for (const row of shifts) {
    const own = people.get(row.person_id);
    if (own) own.push(row);
    else people.set(row.person_id, [row]);
  }
  const rows = [...people.values()].slice(window.offset, window.offset + window.limit).map((own) => ({
    person: { id: own[0].person_id, firstName: own[0].first_name, lastName: own[0].last_name },
    shifts: own.map(toShift),
    workedMinutes: totalMinutes(own.map(dayOf)),
  }));
  // The position filtered on stays on offer in a week without it, so that the form shows what it filters.
  const positions = new Set([...weekPositions.map((row) => row.position_name), ...(filter.position ? [filter.position] : [])]);
  return {
    weekStart,
    dayTotals: dayTotalsOf(weekStart, shifts),
    rows,
    totalCount: people.size,
    page: window.page,
    pageCount: Math.max(1, Math.ceil(people.size / window.pageSize)),
    lines,
    positions: [...positions].sort((a, b) => a.localeCompare(b)),
    costPlaces: costPlaces.map((place) => ({ id: String(place.id), name: place.name })),
  };
}
