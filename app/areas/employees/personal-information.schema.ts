// Bank account, address and contact data (part 2 §2 screen 7, §5): the form's checks and the API's
// problems, worded alike.
import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { bankAccountProblems, bicOfBelgianIban, formatIban, isValidBic, type BankAccountProblem } from "~domain/iban";
import { isValidPhone } from "~domain/phone";
import { storedValueProblems } from "~/forms/stored-values";
import { isCountryCode } from "./countries";
import type { EmployeeProfile } from "./employee.server";
import { BANK_ACCOUNT_CODES } from "~domain/employee-problems";
import { codeMessages, limitLengths, problemReporter, requireFields, typed, type EmployeeMessage, type ProblemMessages, type TypedFields } from "./form-checks";

const FIELDS = ["iban", "bic", "street", "streetNumber", "buildingNumber", "zip", "city", "country", "mobile"] as const;
type Field = (typeof FIELDS)[number];

const REQUIRED = {
  iban: "employees:errors.ibanRequired",
  street: "employees:errors.streetRequired",
  streetNumber: "employees:errors.streetNumberRequired",
  zip: "employees:errors.zipRequired",
  city: "employees:errors.cityRequired",
  country: "employees:errors.countryRequired",
  mobile: "employees:errors.mobileRequired",
} as const satisfies Partial<Record<Field, EmployeeMessage>>;

const MAX_LENGTHS: Partial<Record<Field, number>> = { iban: 42, bic: 11, street: 100, streetNumber: 20, buildingNumber: 20, zip: 10, city: 100 };

const BANK_MESSAGES: Record<BankAccountProblem["problem"], EmployeeMessage> = {
  invalidIban: "employees:errors.ibanInvalid",
  invalidBic: "employees:errors.bicInvalid",
  bicMismatch: "employees:errors.bicMismatch",
  bicRequired: "employees:errors.bicRequired",
};

const requiredProblem = (field: keyof typeof REQUIRED) => ({ FIELD_REQUIRED: REQUIRED[field] });

/** Every bank code at either field: the API names the field of each. */
const BANK_PROBLEMS = codeMessages(BANK_ACCOUNT_CODES, BANK_MESSAGES);

/** The API's problems (updateEmployeePersonalInformation), as the form words them. */
export const PERSONAL_INFORMATION_PROBLEMS: ProblemMessages = {
  iban: { ...requiredProblem("iban"), ...BANK_PROBLEMS },
  bic: BANK_PROBLEMS,
  street: requiredProblem("street"),
  streetNumber: requiredProblem("streetNumber"),
  zip: requiredProblem("zip"),
  city: requiredProblem("city"),
  country: { ...requiredProblem("country"), COUNTRY_INVALID: "employees:errors.countryInvalid" },
  mobile: { ...requiredProblem("mobile"), PHONE_INVALID: "employees:errors.mobileInvalid" },
};

function check(form: TypedFields<Field>, context: z.RefinementCtx) {
  addTextLineIssues(context, form);
  const report = problemReporter(context);
  requireFields(form, REQUIRED, report);
  limitLengths(form, MAX_LENGTHS, "employees:errors.tooLong", report);
  if (form.country && !isCountryCode(form.country)) report("country", "employees:errors.countryInvalid");
  if (form.mobile && !isValidPhone(form.mobile)) report("mobile", "employees:errors.mobileInvalid");
  if (form.iban) {
    for (const { field, problem } of bankAccountProblems({ iban: form.iban, bic: form.bic ?? "" })) report(field, BANK_MESSAGES[problem]);
  } else if (form.bic && !isValidBic(form.bic)) {
    report("bic", BANK_MESSAGES.invalidBic);
  }
}

/** The form as typed, checked; its value is the mutation's input (without the employeeId). */
export const PersonalInformationSchema = z
  .object(Object.fromEntries(FIELDS.map((field) => [field, typed])) as Record<Field, typeof typed>)
  .superRefine(check)
  .transform((form) => ({
    iban: form.iban ?? "",
    // Left empty for a Belgian account: the API fills it in from the bank code.
    bic: form.bic ?? null,
    street: form.street ?? "",
    streetNumber: form.streetNumber ?? "",
    buildingNumber: form.buildingNumber ?? null,
    zip: form.zip ?? "",
    city: form.city ?? "",
    country: form.country ?? "",
    mobile: form.mobile ?? "",
  }));

/** The form's fields as conform reads and shows them: text, as typed. */
export type PersonalInformationFields = TypedFields<Field>;

/**
 * What the form starts with: the saved data, the IBAN in groups of four, Belgium for a new address.
 * The BIC only for an account abroad: a Belgian one's follows from its bank code, and a stale BIC
 * left in the field would be refused once the IBAN changes bank.
 */
export function personalInformationDefaults(employee: EmployeeProfile): PersonalInformationFields {
  const { profile, bankAccount } = employee;
  return {
    iban: bankAccount ? formatIban(bankAccount.iban) : undefined,
    bic: bankAccount && !bicOfBelgianIban(bankAccount.iban) ? (bankAccount.bic ?? undefined) : undefined,
    street: profile.street ?? undefined,
    streetNumber: profile.streetNumber ?? undefined,
    buildingNumber: profile.buildingNumber ?? undefined,
    zip: profile.zip ?? undefined,
    city: profile.city ?? undefined,
    country: profile.country ?? "BE",
    mobile: employee.mobile ?? undefined,
  };
}

/**
 * The saved values that fail their own rule, shown as the form opens with the value kept in its
 * field (docs/decisions/0040): Bram Goossens's IBAN with wrong check digits is an error before he
 * types anything. Undefined when every saved value passes.
 */
export const personalInformationStoredProblems = (defaults: PersonalInformationFields) => storedValueProblems(PersonalInformationSchema, defaults);
