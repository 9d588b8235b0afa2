// The domain's rules as the API's per-field problem codes (extensions.problems of EMPLOYEE_INVALID,
// domain/employee-problems.ts).
// The portal checks the same rules with the same domain modules before it sends anything; these
// checks are what holds for any other client.
import { bankAccountProblems } from "../../domain/iban";
import { idCardNumberProblem } from "../../domain/id-card-number";
import { isExpired } from "../../domain/identity-documents";
import { todayInBelgium } from "../../domain/belgian-time";
import { nationalRegisterNumberProblem, type Gender } from "../../domain/national-register-number";
import { isValidPhone } from "../../domain/phone";
import { wageProfileProblems } from "../../domain/wage-profile";
import {
  BANK_ACCOUNT_CODES,
  ID_CARD_NUMBER_CODES,
  NATIONAL_REGISTER_NUMBER_CODES,
  WAGE_PROFILE_CODES,
  type EmployeeProblemCode,
} from "../../domain/employee-problems";
import { invalidInput } from "../core/errors";
import type { Problem } from "./scans";

const COUNTRY = /^[A-Z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const today = () => todayInBelgium(new Date());

/** Refuses the whole input when any field has a problem: only codes of domain/employee-problems.ts, which the portal's messages are typed against. */
export function refuseProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw invalidInput("EMPLOYEE_INVALID", problems);
}

/** The problem of each field named, with one code. */
export const problemsOf = (fields: readonly string[], code: EmployeeProblemCode): Problem[] => fields.map((field) => ({ field, code }));

/** A FIELD_REQUIRED problem for each blank field named. */
export function requiredProblems(values: Record<string, string | null | undefined>): Problem[] {
  return problemsOf(
    Object.keys(values).filter((field) => !values[field]?.trim()),
    "FIELD_REQUIRED",
  );
}

export function bankProblems(iban: string, bic: string): Problem[] {
  return bankAccountProblems({ iban, bic }).map(({ field, problem }) => ({ field, code: BANK_ACCOUNT_CODES[problem] }));
}

export function phoneProblems(field: string, phone: string): Problem[] {
  return phone.trim() && !isValidPhone(phone) ? [{ field, code: "PHONE_INVALID" }] : [];
}

export function countryProblems(values: Record<string, string>): Problem[] {
  return problemsOf(
    Object.keys(values).filter((field) => values[field] && !COUNTRY.test(values[field])),
    "COUNTRY_INVALID",
  );
}

export function nationalRegisterNumberProblems(value: string | null | undefined, person: { birthdate: string | null; gender: Gender | null }): Problem[] {
  if (!value?.trim()) return [];
  const problem = nationalRegisterNumberProblem(value, person);
  return problem ? [{ field: "nationalRegisterNumber", code: NATIONAL_REGISTER_NUMBER_CODES[problem] }] : [];
}

export function idCardNumberProblems(value: string, nationality: string | null): Problem[] {
  if (!value.trim()) return [];
  const problem = idCardNumberProblem(value, nationality);
  return problem ? [{ field: "idCardNumber", code: ID_CARD_NUMBER_CODES[problem] }] : [];
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
  return wageProfileProblems(profile, today()).map(({ field, problem }) => ({ field, code: WAGE_PROFILE_CODES[problem] }));
}
