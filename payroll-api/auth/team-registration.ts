// A payroll team member's status as the employee registers (part 1 §4 team member status; part 2 §4
// employee status alerts): awaiting registration until they choose a password, then by their profile.
import { missingProfileItems } from "../../domain/employee-profile";
import { statusOnJoining, type TeamMemberStatus } from "../../domain/team";
import type { EmployeeRow } from "../graphql/rows";
import type { Queryable } from "../db/database";

export type InviteeRow = EmployeeRow & { preferred_language: string; registered: boolean };

export async function loadInvitee(db: Queryable, employeeId: number): Promise<InviteeRow> {
  const [employee] = await db.query<InviteeRow>("select *, password_hash is not null as registered from employees where id = $1", [employeeId]);
  return employee;
}

/** The status the employee has in a team they join now, or join by registering. */
function joiningStatusOf(employee: InviteeRow): TeamMemberStatus {
  const missing = missingProfileItems({
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
  return statusOnJoining({ registered: employee.registered, profileComplete: missing.length === 0 });
}

/** The status an employee joins a team with: awaiting registration until they have a password. */
export async function joiningStatus(db: Queryable, employeeId: number): Promise<TeamMemberStatus> {
  return joiningStatusOf(await loadInvitee(db, employeeId));
}

/**
 * An employee who has just chosen their first password is registered: the teams that awaited it now
 * show what their profile lacks, if anything. Runs inside the transaction that sets the password.
 */
export async function registerInTeams(tx: Queryable, employeeId: number): Promise<void> {
  const status = joiningStatusOf(await loadInvitee(tx, employeeId));
  await tx.query("update team_members set status = $2 where employee_id = $1 and status = 'awaiting_registration'", [employeeId, status]);
}
