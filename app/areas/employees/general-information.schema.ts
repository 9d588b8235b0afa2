// Place and country of birth and language (part 2 §2 screen 7, §5): the form's checks and the API's
// problems, worded alike. The identity data (names, birthdate, gender, nationality, national register
// number) is shown beside the form but changes only through an identity verification (part 2 §4;
// docs/decisions/0040): the API refuses it here.
import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { isLanguage } from "~domain/languages";
import { formatNationalRegisterNumber, type Gender } from "~domain/national-register-number";
import type { Locale } from "~/platform/operations.generated";
import { isCountryCode } from "./countries";
import type { EmployeeProfile } from "./employee.server";
import { limitLengths, problemReporter, requireFields, typed, type EmployeeMessage, type ProblemMessages, type TypedFields } from "./form-checks";

const FIELDS = ["placeOfBirth", "countryOfBirth", "preferredLanguage"] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED = {
  placeOfBirth: "employees:errors.placeOfBirthRequired",
  countryOfBirth: "employees:errors.countryOfBirthRequired",
  preferredLanguage: "employees:errors.preferredLanguageRequired",
} as const satisfies Partial<Record<Field, EmployeeMessage>>;

const MAX_LENGTHS: Partial<Record<Field, number>> = { placeOfBirth: 100 };

const COUNTRY_INVALID = "employees:errors.countryInvalid" satisfies EmployeeMessage;

const requiredProblem = (field: keyof typeof REQUIRED) => ({ FIELD_REQUIRED: REQUIRED[field] });

/** The API's problems (updateEmployeeGeneralInformation), as the form words them. */
export const GENERAL_INFORMATION_PROBLEMS: ProblemMessages = {
  placeOfBirth: requiredProblem("placeOfBirth"),
  countryOfBirth: { ...requiredProblem("countryOfBirth"), COUNTRY_INVALID },
};

function check(form: TypedFields<Field>, context: z.RefinementCtx) {
  addTextLineIssues(context, form);
  const report = problemReporter(context);
  requireFields(form, REQUIRED, report);
  limitLengths(form, MAX_LENGTHS, "employees:errors.tooLong", report);
  if (form.countryOfBirth && !isCountryCode(form.countryOfBirth)) report("countryOfBirth", COUNTRY_INVALID);
  if (form.preferredLanguage && !isLanguage(form.preferredLanguage)) report("preferredLanguage", REQUIRED.preferredLanguage);
}

/** The form as typed, checked; its value is the mutation's input (without the employeeId). */
export const GeneralInformationSchema = z
  .object(Object.fromEntries(FIELDS.map((field) => [field, typed])) as Record<Field, typeof typed>)
  .superRefine(check)
  .transform((form) => ({
    placeOfBirth: form.placeOfBirth ?? "",
    countryOfBirth: form.countryOfBirth ?? "",
    preferredLanguage: form.preferredLanguage as Locale,
  }));

/** The form's fields as conform reads and shows them: text, as typed. */
export type GeneralInformationFields = TypedFields<Field>;

/** What the form starts with: the saved data. */
export function generalInformationDefaults(employee: EmployeeProfile): GeneralInformationFields {
  const { profile } = employee;
  return {
    placeOfBirth: profile.placeOfBirth ?? undefined,
    countryOfBirth: profile.countryOfBirth ?? undefined,
    preferredLanguage: employee.preferredLanguage,
  };
}

/** The identity data the form shows but does not edit; null where nothing is known. */
export type IdentityValues = {
  firstName: string;
  lastName: string;
  birthdate: string | null;
  gender: Gender | null;
  nationality: string | null;
  nationalRegisterNumber: string | null;
};

export function identityValuesOf(employee: EmployeeProfile): IdentityValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    birthdate: employee.profile.birthdate ?? null,
    gender: employee.gender ?? null,
    nationality: employee.profile.nationalityCountry ?? null,
    nationalRegisterNumber: employee.nationalRegisterNumber ? formatNationalRegisterNumber(employee.nationalRegisterNumber) : null,
  };
}
