// Employees (part 2 §2 screens 5 and 7, §3, §5): the whole profile as an employer of the employee's
// payroll team and the employee themselves see it, and its three edit forms. Every change refreshes
// the employee's status in each of their teams.
import { bicFor, normalizeIban } from "../../domain/iban";
import { refreshTeamStatuses } from "../auth/team-registration";
import type { Queryable } from "../db/database";
import { requireEmployee } from "./access";
import { bankProblems, countryProblems, phoneProblems, problemsOf, refuseProblems, requiredProblems, wageProblems } from "./problems";
import { requireCaller, type ApiContext } from "../core/context";
import { notFound } from "../core/errors";
import { EMPLOYEE_COLUMNS, type EmployeeRow } from "../core/rows";
import { loadTeamMember } from "../team/team";
import type { EmployeeGeneralInformationInput, EmployeePersonalInformationInput, SignAgreementsInput, WageProfileInput } from "../core/schema-types.generated";

export async function loadEmployee(db: Queryable, id: number): Promise<EmployeeRow> {
  const [employee] = await db.query<EmployeeRow>(`select ${EMPLOYEE_COLUMNS} from employees e where e.id = $1`, [id]);
  if (!employee) throw notFound();
  return employee;
}

/** Applies a change to an employee and refreshes their team statuses, in one transaction. */
export async function changeEmployee(context: ApiContext, employeeId: number, change: (tx: Queryable) => Promise<unknown>): Promise<EmployeeRow> {
  await context.db.transaction(async (tx) => {
    await change(tx);
    await refreshTeamStatuses(tx, employeeId);
  });
  return loadEmployee(context.db, employeeId);
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/** Identity data typed by hand: the back office checks it (part 2 §4). */
/** The identity data, which changes only through a verification (part 2 §4; completeIdentityVerification). */
const IDENTITY_FIELDS = ["firstName", "lastName", "birthdate", "nationality", "gender", "nationalRegisterNumber"] as const;

/** An identity field sent to the general information is refused, never silently ignored (docs/decisions/0040). */
const identityFieldsSent = (input: Partial<Record<(typeof IDENTITY_FIELDS)[number], unknown>>) =>
  problemsOf(
    IDENTITY_FIELDS.filter((field) => input[field] !== undefined && input[field] !== null),
    "IDENTITY_VERIFICATION_REQUIRED",
  );

export async function companyEmployee(context: ApiContext, { id }: { id: string }) {
  const { employeeId, companyId } = await requireEmployee(context, id);
  const member = await loadTeamMember(context.db, companyId ?? 0, employeeId);
  if (!member) throw notFound();
  return { member: member.member, invitationSentAt: member.invitationSentAt, employee: await loadEmployee(context.db, employeeId) };
}

export async function updateEmployeePersonalInformation(context: ApiContext, { input }: { input: EmployeePersonalInformationInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  const bic = input.bic ?? "";
  refuseProblems([
    ...requiredProblems({
      iban: input.iban,
      street: input.street,
      streetNumber: input.streetNumber,
      zip: input.zip,
      city: input.city,
      country: input.country,
      mobile: input.mobile,
    }),
    ...(input.iban.trim() ? bankProblems(input.iban, bic) : []),
    ...phoneProblems("mobile", input.mobile),
    ...countryProblems({ country: input.country }),
  ]);
  return changeEmployee(context, employeeId, (tx) =>
    tx.query(
      `update employees set bank_account = $2, bic = $3, street = $4, street_number = $5, building_number = $6,
           zip = $7, city = $8, country = $9, mobile = $10 where id = $1`,
      [
        employeeId,
        normalizeIban(input.iban),
        bicFor({ iban: input.iban, bic }),
        input.street.trim(),
        input.streetNumber.trim(),
        blankToNull(input.buildingNumber),
        input.zip.trim(),
        input.city.trim(),
        input.country,
        input.mobile.trim(),
      ],
    ),
  );
}

export async function updateEmployeeGeneralInformation(context: ApiContext, { input }: { input: EmployeeGeneralInformationInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  refuseProblems([
    ...identityFieldsSent(input),
    ...requiredProblems({ placeOfBirth: input.placeOfBirth, countryOfBirth: input.countryOfBirth }),
    ...countryProblems({ countryOfBirth: input.countryOfBirth }),
  ]);
  return changeEmployee(context, employeeId, (tx) =>
    tx.query("update employees set place_of_birth = $2, country_of_birth = $3, preferred_language = $4 where id = $1", [
      employeeId,
      input.placeOfBirth.trim(),
      input.countryOfBirth,
      input.preferredLanguage,
    ]),
  );
}

export async function updateEmployeeWageProfile(context: ApiContext, { input }: { input: WageProfileInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  const maritalDate = input.maritalState === "single" ? null : (input.maritalDate ?? null);
  refuseProblems(wageProblems({ ...input, maritalDate }));
  return changeEmployee(context, employeeId, (tx) =>
    tx.query(
      `update employees set marital_state = $2, marital_date = $3, children_number = $4, children_with_disabilities_number = $5,
           dependent_persons_number = $6, dependent_persons_with_disabilities_number = $7, is_student = $8, tax_code = $9,
           involuntary_part_time = $10 where id = $1`,
      [
        employeeId,
        input.maritalState,
        maritalDate,
        input.childrenNumber,
        input.childrenWithDisabilitiesNumber,
        input.dependentPersonsNumber,
        input.dependentPersonsWithDisabilitiesNumber,
        input.isStudent,
        input.taxCode ?? null,
        input.involuntaryPartTime,
      ],
    ),
  );
}

export async function signAgreements(context: ApiContext, { input }: { input: SignAgreementsInput }) {
  const employeeId = requireCaller(context, "employee");
  const employee = await loadEmployee(context.db, employeeId);
  refuseProblems(problemsOf([...(input.intent ? [] : ["intent"]), ...(employee.is_student && !input.student ? ["student"] : [])], "AGREEMENT_REQUIRED"));
  const url = (kind: string) => `/api/employees/${employeeId}/agreements/${kind}.pdf`;
  return changeEmployee(context, employeeId, (tx) =>
    tx.query(
      `update employees set intent_agreement_url = $2, student_agreement_url = case when is_student then $3 else student_agreement_url end,
           agreements_signed_at = now() where id = $1`,
      [employeeId, url("intent"), url("student")],
    ),
  );
}
