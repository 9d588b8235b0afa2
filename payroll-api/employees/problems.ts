// The domain's rules as the API's per-field problem codes (extensions.problems of EMPLOYEE_INVALID).
// The portal checks the same rules with the same domain modules before it sends anything; these
// checks are what holds for any other client.
import { bankAccountProblems } from "../../domain/iban";
import { idCardNumberProblem } from "../../domain/id-card-number";
import { isExpired } from "../../domain/identity-documents";
import { todayInBelgium } from "../../domain/belgian-time";
import { nationalRegisterNumberProblem, type Gender } from "../../domain/national-register-number";
import { isValidPhone } from "../../domain/phone";
import { wageProfileProblems } from "../../domain/wage-profile";
import { invalidInput } from "../core/errors";
import type { Problem } from "./scans";

const BANK_CODES = { invalidIban: "IBAN_INVALID", invalidBic: "BIC_INVALID", bicMismatch: "BIC_MISMATCH", bicRequired: "BIC_REQUIRED" } as const;
const NRN_CODES = { format: "NRN_FORMAT", checkDigits: "NRN_CHECK_DIGITS", birthdateMismatch: "NRN_BIRTHDATE", genderMismatch: "NRN_GENDER" } as const;
const ID_CARD_CODES = { format: "ID_CARD_NUMBER_FORMAT", checkDigits: "ID_CARD_NUMBER_CHECK_DIGITS" } as const;
const WAGE_CODES = {
  maritalDateRequired: "MARITAL_DATE_REQUIRED",
  maritalDateInFuture: "MARITAL_DATE_IN_FUTURE",
  notWholeNumber: "OUT_OF_RANGE",
  outOfRange: "OUT_OF_RANGE",
  moreWithDisabilitiesThanTotal: "MORE_WITH_DISABILITIES_THAN_TOTAL",
} as const;

const COUNTRY = /^[A-Z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const today = () => todayInBelgium(new Date());

/** Refuses the whole input when any field has a problem. */
export function refuseProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw invalidInput("EMPLOYEE_INVALID", problems);
}

/** A FIELD_REQUIRED problem for each blank field named. */
export function requiredProblems(values: Record<string, string | null | undefined>): Problem[] {
  return Object.entries(values)
    .filter(([, value]) => !value?.trim())
    .map(([field]) => ({ field, code: "FIELD_REQUIRED" }));
}

export function bankProblems(iban: string, bic: string): Problem[] {
  return bankAccountProblems({ iban, bic }).map(({ field, problem }) => ({ field, code: BANK_CODES[problem] }));
}

export function phoneProblems(field: string, phone: string): Problem[] {
  return phone.trim() && !isValidPhone(phone) ? [{ field, code: "PHONE_INVALID" }] : [];
}

export function countryProblems(values: Record<string, string>): Problem[] {
  return Object.entries(values)
    .filter(([, value]) => value && !COUNTRY.test(value))
    .map(([field]) => ({ field, code: "COUNTRY_INVALID" }));
}

export function nationalRegisterNumberProblems(value: string | null | undefined, person: { birthdate: string | null; gender: Gender | null }): Problem[] {
  if (!value?.trim()) return [];
  const problem = nationalRegisterNumberProblem(value, person);
  return problem ? [{ field: "nationalRegisterNumber", code: NRN_CODES[problem] }] : [];
}

export function idCardNumberProblems(value: string, nationality: string | null): Problem[] {
  if (!value.trim()) return [];
  const problem = idCardNumberProblem(value, nationality);
  return problem ? [{ field: "idCardNumber", code: ID_CARD_CODES[problem] }] : [];
}

/** A date that must be a calendar date and, for a birth date, not after today. */
export function birthdateProblems(birthdate: string): Problem[] {
  if (!DATE.test(birthdate)) return [{ field: "birthdate", code: "DATE_INVALID" }];
  return birthdate > today() ? [{ field: "birthdate", code: "DATE_IN_FUTURE" }] : [];
}

/** An identity document or certificate that has expired already. */
export function expiryProblems(field: string, expiresOn: string | null | undefined): Problem[] {
  if (!expiresOn) return [];
  if (!DATE.test(expiresOn)) return [{ field, code: "DATE_INVALID" }];
  return isExpired(expiresOn, today()) ? [{ field, code: "EXPIRED" }] : [];
}

export function wageProblems(profile: Parameters<typeof wageProfileProblems>[0]): Problem[] {
  return wageProfileProblems(profile, today()).map(({ field, problem }) => ({ field, code: WAGE_CODES[problem] }));
}
