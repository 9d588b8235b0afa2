// The problems of EMPLOYEE_INVALID (the employee's profile, wage profile, certificates, identity
// documents and agreements), as codes in the error's extensions.problems. The API turns the domain's
// rules into these codes; the portal has a message for each (docs/decisions/0055). Written once here,
// so that a code without a message fails tsc in the portal.
import type { BankAccountProblem } from "./iban";
import type { IdCardNumberProblem } from "./id-card-number";
import type { NationalRegisterNumberProblem } from "./national-register-number";
import type { WageProfileProblem } from "./wage-profile";

export const BANK_ACCOUNT_CODES = {
  invalidIban: "IBAN_INVALID",
  invalidBic: "BIC_INVALID",
  bicMismatch: "BIC_MISMATCH",
  bicRequired: "BIC_REQUIRED",
} as const satisfies Record<BankAccountProblem["problem"], string>;

export const NATIONAL_REGISTER_NUMBER_CODES = {
  format: "NRN_FORMAT",
  checkDigits: "NRN_CHECK_DIGITS",
  birthdateMismatch: "NRN_BIRTHDATE",
  genderMismatch: "NRN_GENDER",
} as const satisfies Record<NationalRegisterNumberProblem, string>;

export const ID_CARD_NUMBER_CODES = { format: "ID_CARD_NUMBER_FORMAT", checkDigits: "ID_CARD_NUMBER_CHECK_DIGITS" } as const satisfies Record<
  IdCardNumberProblem,
  string
>;

/** A count that is no whole number is out of range too: the form cannot send one. */
export const WAGE_PROFILE_CODES = {
  maritalDateRequired: "MARITAL_DATE_REQUIRED",
  maritalDateInFuture: "MARITAL_DATE_IN_FUTURE",
  notWholeNumber: "OUT_OF_RANGE",
  outOfRange: "OUT_OF_RANGE",
  moreWithDisabilitiesThanTotal: "MORE_WITH_DISABILITIES_THAN_TOTAL",
} as const satisfies Record<WageProfileProblem["problem"], string>;

/** Why an uploaded scan (a side of an ID card, a permit or a certificate) is refused. */
export type ScanProblemCode = "SCAN_REQUIRED" | "SCAN_INVALID" | "SCAN_TOO_LARGE";

/** A date: not one, after today where it must not be (a birth date), or past (an expiry). */
type DateProblemCode = "DATE_INVALID" | "DATE_IN_FUTURE" | "EXPIRED";

type CodeOf<Codes> = Codes[keyof Codes];

export type EmployeeProblemCode =
  | "FIELD_REQUIRED"
  | "PHONE_INVALID"
  | "COUNTRY_INVALID"
  | CodeOf<typeof BANK_ACCOUNT_CODES>
  | CodeOf<typeof NATIONAL_REGISTER_NUMBER_CODES>
  | CodeOf<typeof ID_CARD_NUMBER_CODES>
  | CodeOf<typeof WAGE_PROFILE_CODES>
  | ScanProblemCode
  | DateProblemCode
  // Identity data sent with the general information: it changes only through a verification (docs/decisions/0040).
  | "IDENTITY_VERIFICATION_REQUIRED"
  // The intent or student agreement left unticked.
  | "AGREEMENT_REQUIRED";
