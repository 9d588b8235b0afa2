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

/** The week's shifts that pass the filter ($1 to $8), each with its person's id. */
const FILTERED_WEEK = `with week_shifts as (
  select c.id as contract_id, c.line, c.state, c.request, c.position_name, d.date, d.start_time, d.end_time, d.break_minutes,
    d.cancellation_requested, person.first_name, person.last_name,
    case when c.employee_id is null then 'worker-' || c.selection_member_id else 'employee-' || c.employee_id end as person_id
  ${WEEK_FROM} ${FILTERED})`;

type AlikeShifts = { date: string; start_time: string; end_time: string; break_minutes: number; count: number };

/**
 * The minutes worked on each day of the week by everyone the filter keeps: totalMinutes of each
 * distinct shift (date, hours and break) times the number of shifts like it. Most of a week's shifts
 * share their hours, so 2,000 contracts cost a few dozen computations of Belgian instants, not 10,000.
 */
function dayTotalsOf(weekStart: string, alike: AlikeShifts[]) {
  const byDate = new Map<string, number>();
  for (const group of alike) {
    const day = { date: group.date, start: group.start_time, end: group.end_time, breakMinutes: group.break_minutes };
    byDate.set(day.date, (byDate.get(day.date) ?? 0) + totalMinutes([day]) * group.count);
  }
  return weekDates(weekStart).map((date) => ({ date, workedMinutes: byDate.get(date) ?? 0 }));
}

/**
 * One week of the planning: the people the filter keeps, one page of them, each with their shifts; the
 * day totals over all of them; and what the filters can offer for that week. A fixed number of
 * statements whose answers do not grow with the week: the page's people, their shifts, the count of
 * people, the distinct shifts for the day totals, the week's positions and the company's cost places.
 */
export async function planningWeek(db: Queryable, query: PlanningQuery) {
  const { companyId, lines, weekStart, filter, window } = query;
  const week = [companyId, lines, weekStart, addDays(weekStart, 6)];
  const filtered = [...week, filter.line, filter.position, filter.costPlaceId, filter.searchPatterns];
  const [people, [{ count }], alike, weekPositions, costPlaces] = await Promise.all([
    db.query<{ person_id: string }>(
      `${FILTERED_WEEK} select person_id from week_shifts group by person_id, last_name, first_name
       order by last_name, first_name, person_id limit ${window.limit} offset ${window.offset}`,
      filtered,
    ),
    db.query<{ count: number }>(`${FILTERED_WEEK} select count(distinct person_id)::int as count from week_shifts`, filtered),
    db.query<AlikeShifts>(
      `${FILTERED_WEEK} select to_char(date, 'YYYY-MM-DD') as date, start_time, end_time, break_minutes, count(*)::int as count
       from week_shifts group by date, start_time, end_time, break_minutes`,
      filtered,
    ),
    db.query<{ position_name: string }>(`select distinct c.position_name ${WEEK_FROM}`, week),
    db.query<{ id: number; name: string }>("select id, name from cost_places where company_id = $1 order by name, id", [companyId]),
  ]);
  const shifts = await db.query<ShiftRow>(
    `${FILTERED_WEEK} select contract_id, line, state = 'requested' as requested, position_name, person_id, first_name, last_name,
       to_char(date, 'YYYY-MM-DD') as date, start_time, end_time, break_minutes,
       cancellation_requested or request is not distinct from 'contract_cancellation_pending' as cancellation_requested,
       exists (select 1 from work_obstructions o where o.contract_id = week_shifts.contract_id and o.date = week_shifts.date) as obstructed
     from week_shifts where person_id = any($9::text[]) order by last_name, first_name, person_id, date, start_time`,
    [...filtered, people.map((person) => person.person_id)],
  );
  const byPerson = new Map<string, ShiftRow[]>(people.map((person) => [person.person_id, []]));
  for (const row of shifts) byPerson.get(row.person_id)!.push(row);
  // A contract changed between the statements may leave a person of the page without shifts: left out.
  const rows = [...byPerson.values()]
    .filter((own) => own.length > 0)
    .map((own) => ({
      person: { id: own[0].person_id, firstName: own[0].first_name, lastName: own[0].last_name },
      shifts: own.map(toShift),
      workedMinutes: totalMinutes(own.map(dayOf)),
    }));
  // The position filtered on stays on offer in a week without it, so that the form shows what it filters.
  const positions = new Set([...weekPositions.map((row) => row.position_name), ...(filter.position ? [filter.position] : [])]);
  return {
    weekStart,
    dayTotals: dayTotalsOf(weekStart, alike),
    rows,
    totalCount: count,
    page: window.page,
    pageCount: Math.max(1, Math.ceil(count / window.pageSize)),
    lines,
    positions: [...positions].sort((a, b) => a.localeCompare(b)),
    costPlaces: costPlaces.map((place) => ({ id: String(place.id), name: place.name })),
  };
}
