// Names, birth, nationality, gender, language and national register number (part 2 §2 screen 7, §5):
// the form's checks and the API's problems, worded alike.
import { z } from "zod";
import { isCalendarDate } from "~domain/calendar-date";
import { todayInBelgium } from "~domain/belgian-time";
import { isLanguage } from "~domain/languages";
import {
  formatNationalRegisterNumber,
  GENDERS,
  nationalRegisterNumberProblem,
  type Gender,
  type NationalRegisterNumberProblem,
} from "~domain/national-register-number";
import type { Locale } from "~/platform/operations.generated";
import { isCountryCode } from "./countries";
import type { EmployeeProfile } from "./employee.server";
import { limitLengths, problemReporter, requireFields, typed, type ProblemMessages, type TypedFields } from "./form-checks";

const FIELDS = [
  "firstName",
  "lastName",
  "birthdate",
  "placeOfBirth",
  "countryOfBirth",
  "nationality",
  "gender",
  "preferredLanguage",
  "nationalRegisterNumber",
] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED: Partial<Record<Field, string>> = {
  firstName: "employees:errors.firstNameRequired",
  lastName: "employees:errors.lastNameRequired",
  birthdate: "employees:errors.birthdateRequired",
  placeOfBirth: "employees:errors.placeOfBirthRequired",
  countryOfBirth: "employees:errors.countryOfBirthRequired",
  nationality: "employees:errors.nationalityRequired",
  gender: "employees:errors.genderRequired",
  preferredLanguage: "employees:errors.preferredLanguageRequired",
};

const MAX_LENGTHS: Partial<Record<Field, number>> = { firstName: 100, lastName: 100, placeOfBirth: 100, nationalRegisterNumber: 20 };

const NRN_MESSAGES: Record<NationalRegisterNumberProblem, string> = {
  format: "employees:errors.nrnFormat",
  checkDigits: "employees:errors.nrnCheckDigits",
  birthdateMismatch: "employees:errors.nrnBirthdate",
  genderMismatch: "employees:errors.nrnGender",
};

const BIRTHDATE_IN_FUTURE = "employees:errors.birthdateInFuture";
const BIRTHDATE_INVALID = "employees:errors.birthdateInvalid";
const COUNTRY_INVALID = "employees:errors.countryInvalid";

const requiredProblem = (field: Field) => ({ FIELD_REQUIRED: REQUIRED[field] });

/** The API's problems (updateEmployeeGeneralInformation), as the form words them. */
export const GENERAL_INFORMATION_PROBLEMS: ProblemMessages = {
  firstName: requiredProblem("firstName"),
  lastName: requiredProblem("lastName"),
  placeOfBirth: requiredProblem("placeOfBirth"),
  birthdate: { ...requiredProblem("birthdate"), DATE_INVALID: BIRTHDATE_INVALID, DATE_IN_FUTURE: BIRTHDATE_IN_FUTURE },
  countryOfBirth: { ...requiredProblem("countryOfBirth"), COUNTRY_INVALID },
  nationality: { ...requiredProblem("nationality"), COUNTRY_INVALID },
  nationalRegisterNumber: {
    NRN_FORMAT: NRN_MESSAGES.format,
    NRN_CHECK_DIGITS: NRN_MESSAGES.checkDigits,
    NRN_BIRTHDATE: NRN_MESSAGES.birthdateMismatch,
    NRN_GENDER: NRN_MESSAGES.genderMismatch,
  },
};

const isGender = (value: string | undefined): value is Gender => (GENDERS as readonly (string | undefined)[]).includes(value);

function check(form: TypedFields<Field>, context: z.RefinementCtx) {
  const report = problemReporter(context);
  requireFields(form, REQUIRED, report);
  limitLengths(form, MAX_LENGTHS, "employees:errors.tooLong", report);
  const birthdate = form.birthdate && isCalendarDate(form.birthdate) ? form.birthdate : null;
  if (form.birthdate && !birthdate) report("birthdate", BIRTHDATE_INVALID);
  if (birthdate && birthdate > todayInBelgium(new Date())) report("birthdate", BIRTHDATE_IN_FUTURE);
  if (form.countryOfBirth && !isCountryCode(form.countryOfBirth)) report("countryOfBirth", COUNTRY_INVALID);
  if (form.nationality && !isCountryCode(form.nationality)) report("nationality", COUNTRY_INVALID);
  if (form.gender && !isGender(form.gender)) report("gender", REQUIRED.gender ?? "");
  if (form.preferredLanguage && !isLanguage(form.preferredLanguage)) report("preferredLanguage", REQUIRED.preferredLanguage ?? "");
  if (form.nationalRegisterNumber) {
    const gender = isGender(form.gender) ? form.gender : null;
    const problem = nationalRegisterNumberProblem(form.nationalRegisterNumber, { birthdate, gender });
    if (problem) report("nationalRegisterNumber", NRN_MESSAGES[problem]);
  }
}

/** The form as typed, checked; its value is the mutation's input (without the employeeId). */
export const GeneralInformationSchema = z
  .object(Object.fromEntries(FIELDS.map((field) => [field, typed])) as Record<Field, typeof typed>)
  .superRefine(check)
  .transform((form) => ({
    firstName: form.firstName ?? "",
    lastName: form.lastName ?? "",
    birthdate: form.birthdate ?? "",
    placeOfBirth: form.placeOfBirth ?? "",
    countryOfBirth: form.countryOfBirth ?? "",
    nationality: form.nationality ?? "",
    gender: form.gender as Gender,
    preferredLanguage: form.preferredLanguage as Locale,
    nationalRegisterNumber: form.nationalRegisterNumber ?? null,
  }));

/** The form's fields as conform reads and shows them: text, as typed. */
export type GeneralInformationFields = TypedFields<Field>;

/** What the form starts with: the saved data. */
export function generalInformationDefaults(employee: EmployeeProfile): GeneralInformationFields {
  const { profile } = employee;
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    birthdate: profile.birthdate ?? undefined,
    placeOfBirth: profile.placeOfBirth ?? undefined,
    countryOfBirth: profile.countryOfBirth ?? undefined,
    nationality: profile.nationalityCountry ?? undefined,
    gender: employee.gender ?? undefined,
    preferredLanguage: employee.preferredLanguage,
    nationalRegisterNumber: employee.nationalRegisterNumber ? formatNationalRegisterNumber(employee.nationalRegisterNumber) : undefined,
  };
}
