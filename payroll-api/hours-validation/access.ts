// Who may see the hours-validation system's contracts and timesheets: a user whose selected company owns
// the contract's external company id and who holds hours_validation in that line's permission list. Who
// may save them besides follows the user's hours-validation level (domain/timesheet-rules.ts).
import type { TimesheetContractDetails } from "../../domain/hours-validation-calls";
import type { HoursValidationLevelName, TimesheetLine } from "../../domain/timesheet-rules";
import type { Queryable } from "../db/database";

/** The caller's line of work and level for an external company id, with what a download prints. */
export type LineAccess = { line: TimesheetLine; level: HoursValidationLevelName; companyName: string; language: "en" | "nl" | "fr" };

// The two lines' conditions, for the company c, the membership m and an external id.
const holdsLine = (externalId: string) =>
  `((c.construct4d_id = ${externalId} and 'hours_validation' = any (m.construct4d_permissions))
    or (c.interim4d_id = ${externalId} and 'hours_validation' = any (m.interim4d_permissions)))`;

/** The caller's access to an external company id of their selected company; null when they have none. */
export async function lineAccessOf(db: Queryable, userId: number, externalId: number): Promise<LineAccess | null> {
  const [row] = await db.query<LineAccess>(
    `select case when c.construct4d_id = $2 then 'construct' else 'interim' end as line, m.hours_validation_level as level,
       coalesce(c.official_name, c.name) as "companyName", u.preferred_language as language
     from users u
     join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
     join companies c on c.id = m.company_id
     where u.id = $1 and ${holdsLine("$2")}`,
    [userId, externalId],
  );
  return row ?? null;
}

/** A contract as the details call answers it, with the caller's level in place of what it allows. */
export type HoursValidationContract = Omit<TimesheetContractDetails, "canValidate"> & { level: HoursValidationLevelName };

/** A contract as the caller may see it, with the caller's level; null for anyone else's (or none). */
export async function contractFor(db: Queryable, userId: number, contractId: number): Promise<HoursValidationContract | null> {
  const [row] = await db.query<HoursValidationContract>(
    `select h.id, h.external_company_id::text as "companyId", case when c.construct4d_id = h.external_company_id then 'construct' else 'interim' end as line,
       m.hours_validation_level as level, h.employee_name as "employeeName", h.position_name as "positionName",
       h.contract_number as "contractNumber", h.worker_type as "workerType", h.committee,
       h.average_weekly_hours::float8 as "averageWeeklyHours", h.wage_cents as "wageCents",
       to_char(h.start_date, 'YYYY-MM-DD') as "startDate", to_char(h.end_date, 'YYYY-MM-DD') as "endDate", h.schedule
     from hours_validation_contracts h
     join users u on u.id = $2
     join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
     join companies c on c.id = m.company_id
     where h.id = $1 and ${holdsLine("h.external_company_id")}`,
    [contractId, userId],
  );
  return row ?? null;
}
