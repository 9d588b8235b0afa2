// What the contract rules need to know from the database: the employee as a candidate, the position,
// the committee and its yearly averages, and the inflow history.
import type { CandidateFacts } from "../../domain/contract-eligibility";
import type { ContractGeneralFacts } from "../../domain/contract";
import type { Period } from "../../domain/inflow";
import { INVITEE_COLUMNS, statusOf, type InviteeRow } from "../auth/team-registration";
import { isCalendarDate } from "../../domain/calendar-date";
import type { Queryable } from "../db/database";
import { yearOf } from "../../domain/student-hours";
import { idOf } from "../core/context";
import { studentHoursLeftOf } from "./student-hours";

/**
 * A team member as a candidate: the whole employee row (the status is derived from it, as the team list
 * derives it), and a student's hours left in the year asked (docs/decisions/0039), null for a non-student.
 */
export type CandidateRow = InviteeRow & { remaining_student_hours: number | null };

/**
 * The active members of a company's payroll team, by name; one of them when `employeeId` is given. A
 * student's hours left are those of the year of `date`.
 */
export async function candidatesOf(db: Queryable, companyId: number, date: string, employeeId?: number): Promise<CandidateRow[]> {
  const rows = await db.query<InviteeRow>(
    `select ${INVITEE_COLUMNS}
     from team_members t join employees e on e.id = t.employee_id
     where t.company_id = $1 and not t.disabled and ($2::int is null or e.id = $2)
     order by t.sort_name, e.id`,
    [companyId, employeeId ?? null],
  );
  const year = yearOf(date);
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      remaining_student_hours: row.is_student ? (await studentHoursLeftOf(db, row.id, [year]))[0].hoursLeft : null,
    })),
  );
}

/** Which of the ids are active members of a company's payroll team. */
export async function activeMembersAmong(db: Queryable, companyId: number, employeeIds: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ id: number }>(
    "select employee_id as id from team_members where company_id = $1 and not disabled and employee_id = any($2::int[])",
    [companyId, employeeIds.map(idOf)],
  );
  return new Set(rows.map((row) => String(row.id)));
}

export const candidateFactsOf = (row: CandidateRow, now = new Date()): CandidateFacts & { birthdate: string | null } => ({
  status: statusOf(row, now),
  isStudent: row.is_student,
  remainingStudentHours: row.remaining_student_hours,
  flexiForbiddenUntil: row.flexi_forbidden_until,
  documents: {
    idCardExpiresOn: row.id_card_expires_on,
    residencePermitExpiresOn: row.residence_permit_expires_on,
    workPermitExpiresOn: row.work_permit_expires_on,
  },
  birthdate: row.birthdate,
});

/** The well-formed dates of a schedule, in order: the working days the eligibility is judged at. */
export const workingDaysOf = (days: readonly { date: string | null }[]): string[] =>
  days
    .map((day) => day.date)
    .filter((date): date is string => Boolean(date && isCalendarDate(date)))
    .sort();

export type PositionFactsRow = {
  id: number;
  name: string;
  students_allowed: boolean;
  is_student_code: boolean;
  is_flexi: boolean;
  minimum_wage_cents: number;
  vca_certification_required: boolean;
  committee_id: number;
  statute: "worker" | "clerk";
  on_the_move: boolean;
  street: string | null;
  street_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  wage_cents: number;
  premiums: { type: string; value: number | null; unit: string | null; contributionValue: number | null }[];
  certificate_types: string[];
  has_work_post_sheet: boolean;
};

/** The facts of a position the contract wizard may use: only an approved one (docs/decisions/0037); null otherwise. */
export async function positionFactsOf(db: Queryable, companyId: number, positionId: string | null): Promise<PositionFactsRow | null> {
  if (!positionId) return null;
  const [row] = await db.query<PositionFactsRow>(
    `select p.id, p.name, p.students_allowed, f.is_student_code, p.is_flexi, p.minimum_wage_cents, p.vca_certification_required,
       f.committee_id, c.statute, p.on_the_move, p.street, p.street_number, p.zip, p.city, p.country, p.latitude, p.longitude,
       p.wage_cents, p.premiums, p.certificate_types, exists (select 1 from work_post_sheets s where s.position_id = p.id) as has_work_post_sheet
     from positions p join function_codes f on f.id = p.function_code_id join committees c on c.id = f.committee_id
     where p.company_id = $1 and p.id = $2 and p.status = 'approved'`,
    [companyId, idOf(positionId)],
  );
  return row ?? null;
}

export type CommitteeFactsRow = {
  id: number;
  statute: "worker" | "clerk";
  is_flexi_allowed: boolean;
  average_weekly_hours: number;
  by_year: Record<string, number>;
};

async function committeeFactsOf(db: Queryable, committeeId: string | null): Promise<CommitteeFactsRow | null> {
  if (!committeeId) return null;
  const [row] = await db.query<CommitteeFactsRow>(
    `select c.id, c.statute, c.is_flexi_allowed, c.average_weekly_hours::float8 as average_weekly_hours,
       coalesce((select jsonb_object_agg(y.year::text, y.average_weekly_hours::float8) from committee_yearly_hours y where y.committee_id = c.id), '{}') as by_year
     from committees c where c.id = $1`,
    [idOf(committeeId)],
  );
  return row ?? null;
}

/** The committee's full-time week of a year: that year's average when known, else its current one. */
export const averageWeeklyHoursOf = (committee: CommitteeFactsRow | null) => (year: number) =>
  committee?.by_year[String(year)] ?? committee?.average_weekly_hours ?? Number.POSITIVE_INFINITY;

export async function generalFactsOf(
  db: Queryable,
  companyId: number,
  general: { employeeId: string | null; positionId: string | null; committeeId: string | null; costPlaceId: string | null },
  today: string,
  workingDays: readonly string[],
): Promise<{ facts: ContractGeneralFacts; candidate: CandidateRow | null; position: PositionFactsRow | null; committee: CommitteeFactsRow | null }> {
  const [candidates, position, committee, costPlaces] = await Promise.all([
    general.employeeId ? candidatesOf(db, companyId, workingDays[0] ?? today, idOf(general.employeeId)) : Promise.resolve([]),
    positionFactsOf(db, companyId, general.positionId),
    committeeFactsOf(db, general.committeeId),
    general.costPlaceId
      ? db.query<{ id: number }>("select id from cost_places where company_id = $1 and id = $2", [companyId, idOf(general.costPlaceId)])
      : Promise.resolve([]),
  ]);
  const candidate = candidates[0] ?? null;
  return {
    candidate,
    position,
    committee,
    facts: {
      employee: candidate && candidateFactsOf(candidate),
      position: position && {
        studentsAllowed: position.students_allowed,
        onlyStudents: position.is_student_code,
        isFlexi: position.is_flexi,
        minimumWageCents: position.minimum_wage_cents,
        vcaRequired: position.vca_certification_required,
        statute: position.statute,
        hasWorkPostSheet: position.has_work_post_sheet,
      },
      committee: committee && { statute: committee.statute, isFlexiAllowed: committee.is_flexi_allowed },
      costPlaceKnown: costPlaces.length > 0,
      today,
      workingDays,
    },
  };
}

/** An employee's earlier inflow contracts with a company (but the one being edited), and how many others had one for the position. */
export async function inflowHistoryOf(
  db: Queryable,
  companyId: number,
  employeeId: number,
  positionId: number | null,
  exceptContractId: number | null = null,
): Promise<{ earlierInflow: Period[]; otherInflowCandidates: number }> {
  const [earlier, others] = await Promise.all([
    db.query<Period>(
      `select to_char(start_date, 'YYYY-MM-DD') as "startDate", to_char(end_date, 'YYYY-MM-DD') as "endDate" from contracts
       where company_id = $1 and employee_id = $2 and contract_reason = 'inflow' and state in ('requested', 'approved')
         and id is distinct from $3::int`,
      [companyId, employeeId, exceptContractId],
    ),
    db.query<{ count: number }>(
      `select count(distinct employee_id)::int as count from contracts
       where company_id = $1 and position_id = $2 and contract_reason = 'inflow' and state in ('requested', 'approved') and employee_id <> $3`,
      [companyId, positionId, employeeId],
    ),
  ]);
  return { earlierInflow: earlier, otherInflowCandidates: others[0].count };
}
