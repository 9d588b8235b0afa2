import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { isCalendarDate } from "~domain/calendar-date";
import { formatIdCardNumber, idCardNumberProblem, type IdCardNumberProblem } from "~domain/id-card-number";
import { isExpired } from "~domain/identity-documents";
import {
  formatNationalRegisterNumber,
  GENDERS,
  nationalRegisterNumberProblem,
  type Gender,
  type NationalRegisterNumberProblem,
} from "~domain/national-register-number";
import type { FullKey } from "~/platform/i18n/keys";
import { isCountryCode } from "~/areas/employees/countries";
import { codeMessages, type ProblemMessages } from "~/areas/employees/form-checks";
import { ID_CARD_NUMBER_CODES, NATIONAL_REGISTER_NUMBER_CODES } from "~domain/employee-problems";

// The identity details (part 2 §3 Employee, §5): what the review of a scan and the form typed by hand
// ask, checked with the same domain rules as the API, so the portal says the same before it sends.
// Every field is read as typed and never fails on its own: all problems are found in one pass, so
// the user sees every message at once and keeps everything typed.

export const DETAILS_FIELDS = [
  "firstName",
  "lastName",
  "birthdate",
  "gender",
  "nationality",
  "nationalRegisterNumber",
  "idCardNumber",
  "idCardExpiresOn",
] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
export type DetailsForm = Partial<Record<DetailsField, string>>;

type Message = FullKey<"identity">;
export type FieldProblem<Field extends string> = { field: Field; message: Message };

const NRN_MESSAGES: Record<NationalRegisterNumberProblem, Message> = {
  format: "identity:details.errors.nationalRegisterNumberFormat",
  checkDigits: "identity:details.errors.nationalRegisterNumberCheckDigits",
  birthdateMismatch: "identity:details.errors.nationalRegisterNumberBirthdate",
  genderMismatch: "identity:details.errors.nationalRegisterNumberGender",
};

const ID_CARD_MESSAGES: Record<IdCardNumberProblem, Message> = {
  format: "identity:details.errors.idCardNumberFormat",
  checkDigits: "identity:details.errors.idCardNumberCheckDigits",
};

const blank = (value: string | undefined) => !value?.trim();
const isGender = (value: string | undefined): value is Gender => GENDERS.some((gender) => gender === value);

/** Every problem of the typed details, in the form's order; today is Belgium's (yyyy-MM-dd). */
export function detailsProblems(form: DetailsForm, today: string): FieldProblem<DetailsField>[] {
  const problems: FieldProblem<DetailsField>[] = [];
  const add = (field: DetailsField, message: Message) => problems.push({ field, message });
  if (blank(form.firstName)) add("firstName", "identity:details.errors.firstNameRequired");
  if (blank(form.lastName)) add("lastName", "identity:details.errors.lastNameRequired");
  const birthdate = form.birthdate?.trim() ?? "";
  if (!birthdate) add("birthdate", "identity:details.errors.birthdateRequired");
  else if (!isCalendarDate(birthdate)) add("birthdate", "identity:details.errors.birthdateInvalid");
  else if (birthdate > today) add("birthdate", "identity:details.errors.birthdateInFuture");
  if (!isGender(form.gender)) add("gender", "identity:details.errors.genderRequired");
  const nationality = form.nationality?.trim() ?? "";
  if (!nationality) add("nationality", "identity:details.errors.nationalityRequired");
  else if (!isCountryCode(nationality)) add("nationality", "identity:details.errors.nationalityInvalid");
  const nationalRegisterNumber = form.nationalRegisterNumber?.trim() ?? "";
  if (nationalRegisterNumber) {
    // Compared with the birthdate and gender only when those are right themselves.
    const person = {
      birthdate: isCalendarDate(birthdate) ? birthdate : null,
      gender: isGender(form.gender) ? form.gender : null,
    };
    const problem = nationalRegisterNumberProblem(nationalRegisterNumber, person);
    if (problem) add("nationalRegisterNumber", NRN_MESSAGES[problem]);
  }
  const idCardNumber = form.idCardNumber?.trim() ?? "";
  if (!idCardNumber) add("idCardNumber", "identity:details.errors.idCardNumberRequired");
  else {
    const problem = idCardNumberProblem(idCardNumber, isCountryCode(nationality) ? nationality : null);
    if (problem) add("idCardNumber", ID_CARD_MESSAGES[problem]);
  }
  const expiresOn = form.idCardExpiresOn?.trim() ?? "";
  if (!expiresOn) add("idCardExpiresOn", "identity:details.errors.idCardExpiresOnRequired");
  else if (!isCalendarDate(expiresOn)) add("idCardExpiresOn", "identity:details.errors.idCardExpiresOnInvalid");
  else if (isExpired(expiresOn, today)) add("idCardExpiresOn", "identity:details.errors.idCardExpired");
  return problems;
}

/** The identity as completeIdentityVerification takes it (the verification and the employee added by the caller). */
export type IdentityDetails = {
  firstName: string;
  lastName: string;
  birthdate: string;
  gender: Gender;
  nationality: string;
  nationalRegisterNumber: string | null;
  idCardNumber: string;
  idCardExpiresOn: string;
};

const asTyped = z.string().optional().catch(undefined);

/** Reports each problem next to its field; a form without any becomes the details the API takes. */
function checked<Field extends string, Form extends Partial<Record<Field, string>>>(problemsOf: (form: Form) => FieldProblem<Field>[]) {
  return (form: Form, context: z.RefinementCtx) => {
    addTextLineIssues(context, form);
    for (const { field, message } of problemsOf(form)) context.addIssue({ code: "custom", path: [field], message });
  };
}

export function detailsSchema(today: string) {
  return z
    .object(Object.fromEntries(DETAILS_FIELDS.map((field) => [field, asTyped])) as Record<DetailsField, typeof asTyped>)
    .superRefine(checked((form: DetailsForm) => detailsProblems(form, today)))
    .transform((form): IdentityDetails => ({
      firstName: form.firstName!.trim(),
      lastName: form.lastName!.trim(),
      birthdate: form.birthdate!.trim(),
      gender: form.gender as Gender,
      nationality: form.nationality!.trim(),
      nationalRegisterNumber: form.nationalRegisterNumber?.trim() || null,
      idCardNumber: form.idCardNumber!.trim(),
      idCardExpiresOn: form.idCardExpiresOn!.trim(),
    }));
}

/** A name as the employee's record spells it when it is the one the card gives in capitals: "NOOR" reads as "Noor". */
function spelledAsSaved(read: string, saved: string | null): string {
  return saved && saved.trim().toUpperCase() === read.trim().toUpperCase() ? saved.trim() : read;
}

type Reading = {
  idCardNumber: string;
  lastName: string;
  firstName: string;
  nationality: string | null;
  birthdate: string;
  gender: Gender;
  idCardExpiresOn: string;
  nationalRegisterNumber: string | null;
};

/**
 * The review form filled with what the card said, its numbers as the card prints them. A name the
 * employee's record has already, in other capitals, keeps the record's spelling: the API compares
 * names without regard to capitals, so the identity still counts as verified.
 */
export function detailsOfReading(reading: Reading, saved: { firstName: string | null; lastName: string | null }): DetailsForm {
  return {
    firstName: spelledAsSaved(reading.firstName, saved.firstName),
    lastName: spelledAsSaved(reading.lastName, saved.lastName),
    birthdate: reading.birthdate,
    gender: reading.gender,
    nationality: reading.nationality ?? "",
    nationalRegisterNumber: reading.nationalRegisterNumber ? formatNationalRegisterNumber(reading.nationalRegisterNumber) : "",
    idCardNumber: formatIdCardNumber(reading.idCardNumber),
    idCardExpiresOn: reading.idCardExpiresOn,
  };
}

type SavedIdentity = {
  firstName: string;
  lastName: string;
  gender: Gender | null;
  nationalRegisterNumber: string | null;
  profile: { birthdate: string | null; nationalityCountry: string | null };
  identity: { idCardNumber: string | null; idCardExpiresOn: string | null };
};

/** The form typed by hand starts from what the employee's record holds. */
export function detailsOfEmployee(employee: SavedIdentity): DetailsForm {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    birthdate: employee.profile.birthdate ?? "",
    gender: employee.gender ?? "",
    nationality: employee.profile.nationalityCountry ?? "",
    nationalRegisterNumber: employee.nationalRegisterNumber ? formatNationalRegisterNumber(employee.nationalRegisterNumber) : "",
    idCardNumber: employee.identity.idCardNumber ? formatIdCardNumber(employee.identity.idCardNumber) : "",
    idCardExpiresOn: employee.identity.idCardExpiresOn ?? "",
  };
}

// ---- the API's refusals ----

export const DETAILS_PROBLEMS: ProblemMessages = {
  firstName: { FIELD_REQUIRED: "identity:details.errors.firstNameRequired" },
  lastName: { FIELD_REQUIRED: "identity:details.errors.lastNameRequired" },
  birthdate: {
    FIELD_REQUIRED: "identity:details.errors.birthdateRequired",
    DATE_INVALID: "identity:details.errors.birthdateInvalid",
    DATE_IN_FUTURE: "identity:details.errors.birthdateInFuture",
  },
  gender: { FIELD_REQUIRED: "identity:details.errors.genderRequired" },
  nationality: { FIELD_REQUIRED: "identity:details.errors.nationalityRequired", COUNTRY_INVALID: "identity:details.errors.nationalityInvalid" },
  nationalRegisterNumber: codeMessages(NATIONAL_REGISTER_NUMBER_CODES, NRN_MESSAGES),
  idCardNumber: { FIELD_REQUIRED: "identity:details.errors.idCardNumberRequired", ...codeMessages(ID_CARD_NUMBER_CODES, ID_CARD_MESSAGES) },
  idCardExpiresOn: {
    FIELD_REQUIRED: "identity:details.errors.idCardExpiresOnRequired",
    DATE_INVALID: "identity:details.errors.idCardExpiresOnInvalid",
    EXPIRED: "identity:details.errors.idCardExpired",
  },
};
