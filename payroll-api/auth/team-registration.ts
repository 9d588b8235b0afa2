// A payroll team member's status (part 1 §4 team member status; part 2 §4 employee status alerts):
// awaiting registration until the employee chooses a password, then by their identity documents and
// their profile. Stored per team, refreshed whenever the employee's profile changes.
import { missingProfileItems } from "../../domain/employee-profile";
import { expiredDocuments } from "../../domain/identity-documents";
import { todayInBelgium } from "../../domain/belgian-time";
import { teamMemberStatus, type TeamMemberStatus } from "../../domain/team";
import { EMPLOYEE_COLUMNS, type EmployeeRow } from "../graphql/rows";
import type { Queryable } from "../db/database";

export type InviteeRow = EmployeeRow & { registered: boolean };

export async function loadInvitee(db: Queryable, employeeId: number): Promise<InviteeRow> {
  const [employee] = await db.query<InviteeRow>(`select ${EMPLOYEE_COLUMNS}, e.password_hash is not null as registered from employees e where e.id = $1`, [
    employeeId,
  ]);
  return employee;
}

/** What part 1 §3 still misses of an employee's profile. */
export function missingOf(employee: EmployeeRow) {
  return missingProfileItems({
    firstName: employee.first_name,
    lastName: employee.last_name,
    mobile: employee.mobile,
    isStudent: employee.is_student,
    intentAgreementUrl: employee.intent_agreement_url,
    studentAgreementUrl: employee.student_agreement_url,
    profile: {
      street: employee.street,
      streetNumber: employee.street_number,
      zip: employee.zip,
      city: employee.city,
      country: employee.country,
      countryOfBirth: employee.country_of_birth,
      nationalityCountry: employee.nationality_country,
      placeOfBirth: employee.place_of_birth,
    },
  });
}

/** The identity documents of an employee that have expired by today's Belgian date. */
export function expiredOf(employee: EmployeeRow, now = new Date()) {
  return expiredDocuments(
    {
      idCardExpiresOn: employee.id_card_expires_on,
      residencePermitExpiresOn: employee.residence_permit_expires_on,
      workPermitExpiresOn: employee.work_permit_expires_on,
    },
    todayInBelgium(now),
  );
}

function statusOf(employee: InviteeRow): TeamMemberStatus {
  return teamMemberStatus({
    registered: employee.registered,
    profileComplete: missingOf(employee).length === 0,
    documentsExpired: expiredOf(employee).length > 0,
  });
}

/** The status an employee joins a team with: awaiting registration until they have a password. */
export async function joiningStatus(db: Queryable, employeeId: number): Promise<TeamMemberStatus> {
  return statusOf(await loadInvitee(db, employeeId));
}

/**
 * The employee's status in every team, after they registered or their profile changed. Runs inside
 * the transaction that made the change.
 */
export async function refreshTeamStatuses(tx: Queryable, employeeId: number): Promise<void> {
  await tx.query("update team_members set status = $2 where employee_id = $1 and status <> $2", [employeeId, statusOf(await loadInvitee(tx, employeeId))]);
}
