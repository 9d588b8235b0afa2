// The profiles behind the generated members' statuses (seed-team.ts): the status is derived from the
// employee's data when read (docs/decisions/0040), so a member shown available has everything a
// contract needs, with check digits that pass their rules, and one shown expired has an ID card that
// ran out. A member awaiting registration has no password; one missing information has only a
// password.
import { composeIBAN } from "ibantools";
import type { TeamMemberStatus } from "../../domain/team";
import type { Queryable } from "../db/database";

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** A national register number for a birthdate (or 1 January 1990 when unknown), with a sequence number. */
function nationalRegisterNumberFor(birthdate: string | null, sequence: number): string {
  const [year, month, day] = (birthdate ?? "1990-01-01").split("-");
  const base = `${year.slice(2)}${month}${day}${pad(sequence % 1000, 3)}`;
  // Someone born from 2000 on has a 2 before the nine digits for the check.
  const checked = Number(year) >= 2000 ? Number(`2${base}`) : Number(base);
  return `${base}${pad(97 - (checked % 97), 2)}`;
}

/** A Belgian IBAN of BNP Paribas Fortis (bank code 001), account `index`, with both its check digits right. */
function ibanFor(index: number): string {
  const account = `001${pad(index, 7)}`;
  const remainder = Number(account) % 97;
  const iban = composeIBAN({ countryCode: "BE", bban: `${account}${pad(remainder === 0 ? 97 : remainder, 2)}` });
  if (!iban) throw new Error(`No IBAN for ${account}`);
  return iban;
}

/** A Belgian eID card number (12 digits, the last two a mod-97 check). */
function idCardNumberFor(index: number): string {
  const number = `592${pad(index, 7)}`;
  const remainder = Number(number) % 97;
  return `${number}${pad(remainder === 0 ? 97 : remainder, 2)}`;
}

/**
 * Fills in the generated employee `id`'s data as `status` says: everything for an available or
 * expired member (the ID card expired on `expiredOn` for the latter), a password for every registered
 * one. `index` makes each member's numbers their own.
 */
export async function applyStatusProfile(
  tx: Queryable,
  employee: { id: number; birthdate: string | null; city: string | null },
  status: TeamMemberStatus,
  index: number,
  passwordHash: string,
  idCardExpiresOn: string,
): Promise<void> {
  if (status === "awaiting_registration") return;
  await tx.query("update employees set password_hash = $2 where id = $1", [employee.id, passwordHash]);
  if (status === "missing_information") return;
  await tx.query(
    `update employees set mobile = $2, street = 'Kerkstraat', street_number = $3, zip = '2000', city = coalesce(city, 'Antwerpen'),
       country = 'BE', country_of_birth = 'BE', place_of_birth = coalesce(city, 'Antwerpen'), nationality_country = 'BE',
       national_register_number = $4, bank_account = $5, bic = 'GEBABEBB', id_card_number = $6, id_card_expires_on = $7,
       identity_check = 'verified', intent_agreement_url = '/api/employees/' || id || '/agreements/intent.pdf',
       agreements_signed_at = now() - interval '200 days'
     where id = $1`,
    [
      employee.id,
      `+32 470 ${pad(index, 6).replace(/(\d\d)(\d\d)(\d\d)/, "$1 $2 $3")}`,
      String(index + 1),
      nationalRegisterNumberFor(employee.birthdate, 2 * index + 1),
      ibanFor(index + 1),
      idCardNumberFor(index + 1),
      idCardExpiresOn,
    ],
  );
}
