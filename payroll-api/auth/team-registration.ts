// A payroll team member's status (part 1 §4 team member status; part 2 §4 employee status alerts):
// awaiting registration until the employee chooses a password, then by their identity documents and
// their profile (the data needed before a contract, domain/employee-profile.ts). The team list and the
// contract wizard derive it from the employee's row when they read it (docs/decisions/0040); the copy
// stored per team, refreshed whenever the profile changes, is no longer read (docs/decisions/0084).
import { missingProfileItems } from "../../domain/employee-profile";
import { expiredDocuments } from "../../domain/identity-documents";
import { todayInBelgium } from "../../domain/belgian-time";
import { teamMemberStatus, type TeamMemberStatus } from "../../domain/team";
import { EMPLOYEE_COLUMNS, type EmployeeRow } from "../core/rows";
import type { Queryable } from "../db/database";

export type InviteeRow = EmployeeRow & { registered: boolean };

/** The columns of InviteeRow, for table alias e. */
export const INVITEE_COLUMNS = `${EMPLOYEE_COLUMNS}, e.password_hash is not null as registered`;

export async function loadInvitee(db: Queryable, employeeId: number): Promise<InviteeRow> {
  const [employee] = await db.query<InviteeRow>(`select ${INVITEE_COLUMNS} from employees e where e.id = $1`, [employeeId]);
  return employee;
}

/** What the employee still misses before a contract (domain/employee-profile.ts). */
function missingOf(employee: EmployeeRow) {
  return missingProfileItems({
    firstName: employee.first_name,
    lastName: employee.last_name,
    email: employee.email,
    mobile: employee.mobile,
    isStudent: employee.is_student,
    intentAgreementUrl: employee.intent_agreement_url,
    studentAgreementUrl: employee.student_agreement_url,
    gender: employee.gender,
    nationalRegisterNumber: employee.national_register_number,
    bankAccount: employee.bank_account === null ? null : { iban: employee.bank_account, bic: employee.bic },
    identity: {
      idCardNumber: employee.id_card_number,
      idCardExpiresOn: employee.id_card_expires_on,
      residencePermitExpiresOn: employee.residence_permit_expires_on,
      workPermitExpiresOn: employee.work_permit_expires_on,
    },
    profile: {
      street: employee.street,
      streetNumber: employee.street_number,
      zip: employee.zip,
      city: employee.city,
      country: employee.country,
      countryOfBirth: employee.country_of_birth,
      nationalityCountry: employee.nationality_country,
      placeOfBirth: employee.place_of_birth,
      birthdate: employee.birthdate,
    },
  });
}

/** The identity documents of an employee that have expired by today's Belgian date. */
function expiredOf(employee: EmployeeRow, now = new Date()) {
  return expiredDocuments(
    {
      idCardExpiresOn: employee.id_card_expires_on,
      residencePermitExpiresOn: employee.residence_permit_expires_on,
      workPermitExpiresOn: employee.work_permit_expires_on,
    },
    todayInBelgium(now),
  );
}

/** The status of an employee as read now: the one rule of the team list, the contract wizard and the stored copy. */
export function statusOf(employee: InviteeRow, now = new Date()): TeamMemberStatus {
  return teamMemberStatus({
    registered: employee.registered,
    profileComplete: missingOf(employee).length === 0,
    documentsExpired: expiredOf(employee, now).length > 0,
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

/**
 * The active members of a company's payroll team missing contract data (missing or expired
 * information), by the status derived now from each one's row: the dashboard's count agrees with the
 * team list's statuses, a document expired since the last change included (docs/decisions/0040, 0084).
 * Only registered members are read: the others await registration, whatever their profile.
 */
export async function notReadyCount(db: Queryable, companyId: number, now = new Date()): Promise<number> {
  const members = await db.query<InviteeRow>(
    `select ${INVITEE_COLUMNS} from team_members t join employees e on e.id = t.employee_id
     where t.company_id = $1 and not t.disabled and e.password_hash is not null`,
    [companyId],
  );
  return members.filter((member) => {
    const status = statusOf(member, now);
    return status === "missing_information" || status === "expired_information";
  }).length;
}
