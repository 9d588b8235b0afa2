// Part 1 §3: an employee's profile is complete with mobile, names, place and country of birth,
// nationality, a full address and the intent agreement, plus the student agreement for students.

export type EmployeeProfileFacts = {
  firstName: string | null;
  lastName: string | null;
  mobile: string | null;
  isStudent: boolean;
  intentAgreementUrl: string | null;
  studentAgreementUrl: string | null;
  profile: {
    street: string | null;
    streetNumber: string | null;
    zip: string | null;
    city: string | null;
    country: string | null;
    countryOfBirth: string | null;
    nationalityCountry: string | null;
    placeOfBirth: string | null;
  };
};

export const PROFILE_REQUIREMENTS = [
  "names",
  "mobile",
  "placeOfBirth",
  "countryOfBirth",
  "nationality",
  "address",
  "intentAgreement",
  "studentAgreement",
] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

const present = (...values: (string | null)[]) => values.every((value) => Boolean(value?.trim()));

export function missingProfileItems(employee: EmployeeProfileFacts): ProfileRequirement[] {
  const { profile } = employee;
  const met: Record<ProfileRequirement, boolean> = {
    names: present(employee.firstName, employee.lastName),
    mobile: present(employee.mobile),
    placeOfBirth: present(profile.placeOfBirth),
    countryOfBirth: present(profile.countryOfBirth),
    nationality: present(profile.nationalityCountry),
    address: present(profile.street, profile.streetNumber, profile.zip, profile.city, profile.country),
    intentAgreement: present(employee.intentAgreementUrl),
    studentAgreement: !employee.isStudent || present(employee.studentAgreementUrl),
  };
  return PROFILE_REQUIREMENTS.filter((item) => !met[item]);
}
