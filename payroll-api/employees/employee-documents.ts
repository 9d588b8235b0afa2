// An employee's documents (part 2 §2 screens 6 and 7, §3, §4, §5): certificates with their scans,
// identity verification by the ID card's machine-readable zone, and residence and work permits.
import { normalizeIdCardNumber } from "../../domain/id-card-number";
import { normalizeNationalRegisterNumber } from "../../domain/national-register-number";
import type { Queryable } from "../db/database";
import { requireEmployee } from "./access";
import {
  birthdateProblems,
  countryProblems,
  expiryProblems,
  idCardNumberProblems,
  nationalRegisterNumberProblems,
  refuseProblems,
  requiredProblems,
} from "./problems";
import { scansOf, type Scan } from "./scans";
import type { MrzReading } from "../identity/mrz-reading";
import { idOf, type ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";
import type {
  CompleteIdentityVerificationInput,
  EmployeeCertificateInput,
  EmployeePermitInput,
  IdentityReading,
  IdentityScan,
  StartIdentityVerificationInput,
} from "../core/schema-types.generated";
import type { CertificateRow, EmployeeRow, IdentityVerificationRow } from "../core/rows";
import { changeEmployee, loadEmployee } from "./employee";

const CERTIFICATE_COLUMNS = "id, employee_id, certificate_type, to_char(expires_on, 'YYYY-MM-DD') as expires_on, back is not null as has_back";
const VERIFICATION_COLUMNS = "id, employee_id, state, reading, ocr_millis, created_at";

async function saveScans(tx: Queryable, employeeId: number, document: string, scans: Partial<Record<"front" | "back", Scan>>) {
  for (const [side, scan] of Object.entries(scans)) {
    await tx.query(
      `insert into employee_scans (employee_id, document, side, content_type, bytes) values ($1, $2, $3, $4, $5)
       on conflict (employee_id, document, side) do update set content_type = excluded.content_type, bytes = excluded.bytes, uploaded_at = now()`,
      [employeeId, document, side, scan.contentType, scan.bytes],
    );
  }
}

/** What the zone said, as the schema names it. */
export function readingOf(reading: MrzReading): IdentityReading {
  return {
    idCardNumber: reading.documentNumber,
    lastName: reading.lastName,
    firstName: reading.firstNames,
    nationality: reading.nationality,
    birthdate: reading.birthdate,
    gender: reading.gender,
    idCardExpiresOn: reading.expiresOn,
    nationalRegisterNumber: reading.nationalRegisterNumber,
  };
}

async function findVerification(db: Queryable, id: number, employeeId: number | null): Promise<IdentityVerificationRow | undefined> {
  const [row] = await db.query<IdentityVerificationRow>(
    `select ${VERIFICATION_COLUMNS} from identity_verifications where id = $1 ${employeeId === null ? "" : "and employee_id = $2"}`,
    employeeId === null ? [id] : [id, employeeId],
  );
  return row;
}

/** The zone has names in capitals without accents: "Lefèvre" typed is "LEFEVRE" read. */
const plain = (value: string | null | undefined) => (value ?? "").normalize("NFD").replace(/\p{M}/gu, "").trim().toUpperCase();

/** Whether the data saved is exactly what the card's zone said: only then is the identity verified. */
function matchesReading(input: Record<string, string | null | undefined>, reading: IdentityReading): boolean {
  const same = (a: string | null | undefined, b: string | null | undefined) => plain(a) === plain(b);
  return (
    same(input.firstName, reading.firstName) &&
    same(input.lastName, reading.lastName) &&
    same(input.birthdate, reading.birthdate) &&
    same(input.gender, reading.gender) &&
    same(input.nationality, reading.nationality) &&
    same(normalizeIdCardNumber(input.idCardNumber ?? ""), normalizeIdCardNumber(reading.idCardNumber)) &&
    same(input.idCardExpiresOn, reading.idCardExpiresOn) &&
    same(normalizeNationalRegisterNumber(input.nationalRegisterNumber ?? ""), normalizeNationalRegisterNumber(reading.nationalRegisterNumber ?? ""))
  );
}

/**
 * Names carry no check digits: OCR may misread one ("KASIA" as "KASTA") and a hurried review confirm
 * it. A reading counts only when its names are those the profile already had, if it had any.
 */
function namesAgree(employee: EmployeeRow, reading: IdentityReading): boolean {
  return plain(employee.first_name) === plain(reading.firstName) && plain(employee.last_name) === plain(reading.lastName);
}

export async function requireVerification(context: ApiContext, id: string) {
  const caller = context.caller;
  const row = await findVerification(context.db, idOf(id), caller?.kind === "employee" ? caller.id : null);
  if (!row) throw notFound();
  // A user reaches a verification through its employee's membership of the selected company.
  await requireEmployee(context, String(row.employee_id));
  return row;
}

export async function saveEmployeeCertificate(context: ApiContext, { input }: { input: EmployeeCertificateInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  const adding = input.certificateId == null;
  const { scans, problems } = scansOf({ front: input.front, back: input.back }, { front: adding, back: false });
  refuseProblems([...problems, ...expiryProblems("expiresOn", input.expiresOn)]);
  const [row] = await context.db.query<{ id: number }>(
    adding
      ? `insert into employee_certificates (employee_id, certificate_type, expires_on, front_type, front, back_type, back)
           values ($1, $2, $3, $4, $5, $6, $7) returning id`
      : `update employee_certificates set certificate_type = $2, expires_on = $3, front_type = coalesce($4, front_type),
             front = coalesce($5, front), back_type = coalesce($6, back_type), back = coalesce($7, back), updated_at = now()
           where employee_id = $1 and id = $8 returning id`,
    [
      employeeId,
      input.certificateType,
      input.expiresOn ?? null,
      scans.front?.contentType ?? null,
      scans.front?.bytes ?? null,
      scans.back?.contentType ?? null,
      scans.back?.bytes ?? null,
      ...(adding ? [] : [idOf(input.certificateId ?? "")]),
    ],
  );
  if (!row) throw notFound();
  const [certificate] = await context.db.query<CertificateRow>(`select ${CERTIFICATE_COLUMNS} from employee_certificates where id = $1`, [row.id]);
  return certificate;
}

export async function startIdentityVerification(context: ApiContext, { input }: { input: StartIdentityVerificationInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  const { scans, problems } = scansOf({ front: input.front, back: input.back }, { front: true, back: true });
  refuseProblems(problems);
  const { front, back } = scans as Record<"front" | "back", Scan>;
  const [row] = await context.db.query<IdentityVerificationRow>(
    `insert into identity_verifications (employee_id, front_type, front, back_type, back) values ($1, $2, $3, $4, $5)
       returning ${VERIFICATION_COLUMNS}`,
    [employeeId, front.contentType, front.bytes, back.contentType, back.bytes],
  );
  context.identityReadings.enqueue(row.id);
  return row;
}

export async function completeIdentityVerification(context: ApiContext, { input }: { input: CompleteIdentityVerificationInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  const verification = input.verificationId == null ? null : await findVerification(context.db, idOf(input.verificationId), employeeId);
  if (input.verificationId != null && !verification) throw notFound();
  if (verification && verification.state === "reading") throw badInput("VERIFICATION_NOT_READY");
  if (verification?.state === "completed" || verification?.state === "superseded") throw badInput("VERIFICATION_COMPLETED");
  refuseProblems([
    ...requiredProblems({ firstName: input.firstName, lastName: input.lastName, nationality: input.nationality, idCardNumber: input.idCardNumber }),
    ...birthdateProblems(input.birthdate),
    ...countryProblems({ nationality: input.nationality }),
    ...idCardNumberProblems(input.idCardNumber, input.nationality),
    ...expiryProblems("idCardExpiresOn", input.idCardExpiresOn),
    ...nationalRegisterNumberProblems(input.nationalRegisterNumber, { birthdate: input.birthdate, gender: input.gender }),
  ]);
  const reading = verification?.reading ? readingOf(verification.reading) : null;
  const before = await loadEmployee(context.db, employeeId);
  const check = reading && matchesReading(input, reading) && namesAgree(before, reading) ? "verified" : "manual";
  const nationalRegisterNumber = input.nationalRegisterNumber?.trim() ? normalizeNationalRegisterNumber(input.nationalRegisterNumber) : null;
  return changeEmployee(context, employeeId, async (tx) => {
    await tx.query(
      `update employees set first_name = $2, last_name = $3, birthdate = $4, gender = $5, nationality_country = $6,
           national_register_number = $7, id_card_number = $8, id_card_expires_on = $9, identity_check = $10 where id = $1`,
      [
        employeeId,
        input.firstName.trim(),
        input.lastName.trim(),
        input.birthdate,
        input.gender,
        input.nationality,
        nationalRegisterNumber,
        normalizeIdCardNumber(input.idCardNumber),
        input.idCardExpiresOn,
        check,
      ],
    );
    if (verification) {
      await tx.query(
        `insert into employee_scans (employee_id, document, side, content_type, bytes)
           select employee_id, 'id_card', side.name, case side.name when 'front' then front_type else back_type end,
             case side.name when 'front' then front else back end
           from identity_verifications, (values ('front'), ('back')) as side (name) where id = $1
           on conflict (employee_id, document, side) do update set content_type = excluded.content_type, bytes = excluded.bytes, uploaded_at = now()`,
        [verification.id],
      );
      await tx.query("update identity_verifications set state = 'completed' where id = $1", [verification.id]);
    }
    await tx.query("update identity_verifications set state = 'superseded' where employee_id = $1 and state in ('reading', 'succeeded', 'failed')", [
      employeeId,
    ]);
  });
}

export async function saveEmployeePermit(context: ApiContext, { input }: { input: EmployeePermitInput }) {
  const { employeeId } = await requireEmployee(context, input.employeeId);
  if (input.document === "id_card") throw badInput("NOT_A_PERMIT");
  const { scans, problems } = scansOf({ front: input.front, back: input.back }, { front: true, back: true });
  refuseProblems([...problems, ...expiryProblems("expiresOn", input.expiresOn)]);
  return changeEmployee(context, employeeId, async (tx) => {
    if (input.document === "residence_permit") {
      await tx.query("update employees set residence_permit_code = $2, residence_permit_expires_on = $3, identity_check = 'manual' where id = $1", [
        employeeId,
        input.code?.trim() || null,
        input.expiresOn,
      ]);
    } else {
      await tx.query("update employees set work_permit_expires_on = $2, identity_check = 'manual' where id = $1", [employeeId, input.expiresOn]);
    }
    await saveScans(tx, employeeId, input.document, scans);
  });
}

export function certificatesOf(context: ApiContext, employeeId: number): Promise<CertificateRow[]> {
  return context.db.query<CertificateRow>(`select ${CERTIFICATE_COLUMNS} from employee_certificates where employee_id = $1 order by id`, [employeeId]);
}

export function storedScansOf(context: ApiContext, employeeId: number): Promise<IdentityScan[]> {
  return context.db.query<IdentityScan>("select document, side from employee_scans where employee_id = $1 order by document, side", [employeeId]);
}

/** The employee's latest verification still reading or read; null when there is none. */
export async function pendingVerificationOf(context: ApiContext, employeeId: number): Promise<IdentityVerificationRow | null> {
  const [row] = await context.db.query<IdentityVerificationRow>(
    `select ${VERIFICATION_COLUMNS} from identity_verifications where employee_id = $1 and state in ('reading', 'succeeded', 'failed') order by id desc limit 1`,
    [employeeId],
  );
  return row ?? null;
}
