// The data an employee needs before a contract (part 1 §3, part 2 §3, §5; docs/decisions/0040), in
// this one place for the profile's alert, the team status and the eligibility: mobile, names, place
// and country of birth, nationality, a full address, the national register number, the ID card (its
// number and expiry date), a residence or work permit where the nationality needs one, the bank
// account, the intent agreement, and the student agreement for students. A stored value that fails
// its own rule (an IBAN with wrong check digits) counts as missing: it is named as not valid.
import { isValidEmail } from "./email";
import { bankAccountProblems } from "./iban";
import { idCardNumberProblem } from "./id-card-number";
import { needsWorkOrResidencePermit } from "./identity-documents";
import { nationalRegisterNumberProblem, type Gender } from "./national-register-number";
import { isValidPhone } from "./phone";

export type EmployeeProfileFacts = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  isStudent: boolean;
  intentAgreementUrl: string | null;
  studentAgreementUrl: string | null;
  gender: Gender | null;
  nationalRegisterNumber: string | null;
  bankAccount: { iban: string; bic: string | null } | null;
  profile: {
    street: string | null;
    streetNumber: string | null;
    zip: string | null;
    city: string | null;
    country: string | null;
    countryOfBirth: string | null;
    nationalityCountry: string | null;
    placeOfBirth: string | null;
    birthdate: string | null;
  };
  identity: {
    idCardNumber: string | null;
    idCardExpiresOn: string | null;
    residencePermitExpiresOn: string | null;
    workPermitExpiresOn: string | null;
  };
};

export const PROFILE_REQUIREMENTS = [
  "names",
  "email",
  "mobile",
  "placeOfBirth",
  "countryOfBirth",
  "nationality",
  "address",
  "nationalRegisterNumber",
  "idCard",
  "permit",
  "bankAccount",
  "intentAgreement",
  "studentAgreement",
] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

/** A requirement not met: nothing stored, or a stored value that fails its rule. */
export type ProfileGap = { item: ProfileRequirement; invalid: boolean };

const present = (...values: (string | null)[]) => values.every((value) => Boolean(value?.trim()));

type Judgement = "met" | "missing" | "invalid";

/** Missing when nothing is stored, invalid when the stored value fails `valid`. */
const judged = (value: string | null, valid: (value: string) => boolean): Judgement => (!present(value) ? "missing" : valid(value ?? "") ? "met" : "invalid");
const required = (...values: (string | null)[]): Judgement => (present(...values) ? "met" : "missing");

function idCardJudgement(employee: EmployeeProfileFacts): Judgement {
  const { idCardNumber, idCardExpiresOn } = employee.identity;
  if (!present(idCardNumber, idCardExpiresOn)) return "missing";
  return idCardNumberProblem(idCardNumber ?? "", employee.profile.nationalityCountry) === null ? "met" : "invalid";
}

function bankAccountJudgement({ bankAccount }: EmployeeProfileFacts): Judgement {
  if (!bankAccount) return "missing";
  return judged(bankAccount.iban, (iban) => bankAccountProblems({ iban, bic: bankAccount.bic ?? "" }).length === 0);
}

/** What the employee still misses before a contract, in the order of PROFILE_REQUIREMENTS. */
export function profileGaps(employee: EmployeeProfileFacts): ProfileGap[] {
  const { profile, identity } = employee;
  const person = { birthdate: profile.birthdate, gender: employee.gender };
  const judgements: Record<ProfileRequirement, Judgement> = {
    names: required(employee.firstName, employee.lastName),
    email: judged(employee.email, isValidEmail),
    mobile: judged(employee.mobile, isValidPhone),
    placeOfBirth: required(profile.placeOfBirth),
    countryOfBirth: required(profile.countryOfBirth),
    nationality: required(profile.nationalityCountry),
    address: required(profile.street, profile.streetNumber, profile.zip, profile.city, profile.country),
    nationalRegisterNumber: judged(employee.nationalRegisterNumber, (number) => nationalRegisterNumberProblem(number, person) === null),
    idCard: idCardJudgement(employee),
    permit:
      !needsWorkOrResidencePermit(profile.nationalityCountry) || present(identity.residencePermitExpiresOn) || present(identity.workPermitExpiresOn)
        ? "met"
        : "missing",
    bankAccount: bankAccountJudgement(employee),
    intentAgreement: required(employee.intentAgreementUrl),
    studentAgreement: employee.isStudent ? required(employee.studentAgreementUrl) : "met",
  };
  return PROFILE_REQUIREMENTS.filter((item) => judgements[item] !== "met").map((item) => ({ item, invalid: judgements[item] === "invalid" }));
}

/** The requirements not met, missing or not valid alike. */
export function missingProfileItems(employee: EmployeeProfileFacts): ProfileRequirement[] {
  return profileGaps(employee).map((gap) => gap.item);
}
