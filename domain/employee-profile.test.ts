import { PROFILE_REQUIREMENTS, missingProfileItems, type EmployeeProfileFacts, type ProfileRequirement } from "./employee-profile";

type Profile = EmployeeProfileFacts["profile"];

/** A student whose profile meets every requirement, with `changes` applied. */
function employee(changes: Partial<Omit<EmployeeProfileFacts, "profile">> = {}, profile: Partial<Profile> = {}): EmployeeProfileFacts {
  return {
    firstName: "Els",
    lastName: "Vermeersch",
    mobile: "+32 470 12 34 56",
    isStudent: true,
    intentAgreementUrl: "https://files.example.com/intent.pdf",
    studentAgreementUrl: "https://files.example.com/student.pdf",
    ...changes,
    profile: {
      street: "Kerkstraat",
      streetNumber: "12",
      zip: "9000",
      city: "Gent",
      country: "BE",
      countryOfBirth: "BE",
      nationalityCountry: "BE",
      placeOfBirth: "Brugge",
      ...profile,
    },
  };
}

describe("missingProfileItems", () => {
  it("gives nothing for a complete profile", () => {
    expect(missingProfileItems(employee())).toEqual([]);
  });

  it("gives nothing for a complete profile of a non-student", () => {
    expect(missingProfileItems(employee({ isStudent: false }))).toEqual([]);
  });

  it("gives every requirement for an empty profile, in the order of PROFILE_REQUIREMENTS", () => {
    const empty = employee(
      { firstName: null, lastName: null, mobile: null, intentAgreementUrl: null, studentAgreementUrl: null },
      { street: null, streetNumber: null, zip: null, city: null, country: null, countryOfBirth: null, nationalityCountry: null, placeOfBirth: null },
    );
    expect(missingProfileItems(empty)).toEqual([...PROFILE_REQUIREMENTS]);
  });

  type TextField = "firstName" | "lastName" | "mobile" | "intentAgreementUrl" | "studentAgreementUrl";

  /** The complete student with one text field, of the employee or of the profile, set to `value`. */
  const withField = (field: TextField | `profile.${keyof Profile}`, value: string | null) =>
    field.startsWith("profile.") ? employee({}, { [field.slice("profile.".length)]: value }) : employee({ [field]: value });

  describe.each<[TextField | `profile.${keyof Profile}`, ProfileRequirement]>([
    ["firstName", "names"],
    ["lastName", "names"],
    ["mobile", "mobile"],
    ["profile.placeOfBirth", "placeOfBirth"],
    ["profile.countryOfBirth", "countryOfBirth"],
    ["profile.nationalityCountry", "nationality"],
    ["profile.street", "address"],
    ["profile.streetNumber", "address"],
    ["profile.zip", "address"],
    ["profile.city", "address"],
    ["profile.country", "address"],
    ["intentAgreementUrl", "intentAgreement"],
    ["studentAgreementUrl", "studentAgreement"],
  ])("without %s", (field, requirement) => {
    it(`gives only ${requirement} when it is null`, () => {
      expect(missingProfileItems(withField(field, null))).toEqual([requirement]);
    });

    it(`gives only ${requirement} when it is empty`, () => {
      expect(missingProfileItems(withField(field, ""))).toEqual([requirement]);
    });

    it(`gives only ${requirement} when it is only whitespace`, () => {
      expect(missingProfileItems(withField(field, " \t\n "))).toEqual([requirement]);
    });
  });

  it("covers every requirement with the cases above", () => {
    // Guards against a new requirement being added to PROFILE_REQUIREMENTS without a test here.
    expect([...PROFILE_REQUIREMENTS].sort()).toEqual(
      ["names", "mobile", "placeOfBirth", "countryOfBirth", "nationality", "address", "intentAgreement", "studentAgreement"].sort(),
    );
  });

  it("gives names once when both first and last name are missing", () => {
    expect(missingProfileItems(employee({ firstName: null, lastName: "  " }))).toEqual(["names"]);
  });

  it("gives address once when several address fields are missing", () => {
    expect(missingProfileItems(employee({}, { street: null, zip: "", city: " " }))).toEqual(["address"]);
  });

  it("accepts values with surrounding whitespace", () => {
    expect(missingProfileItems(employee({ firstName: "  Els ", mobile: " +32 470 12 34 56\n" }, { city: "\tGent" }))).toEqual([]);
  });

  describe("student agreement", () => {
    it("is not required of a non-student", () => {
      expect(missingProfileItems(employee({ isStudent: false, studentAgreementUrl: null }))).toEqual([]);
      expect(missingProfileItems(employee({ isStudent: false, studentAgreementUrl: "  " }))).toEqual([]);
    });

    it("is required of a student", () => {
      expect(missingProfileItems(employee({ isStudent: true, studentAgreementUrl: null }))).toEqual(["studentAgreement"]);
    });

    it("does not stand in for the intent agreement", () => {
      expect(missingProfileItems(employee({ isStudent: true, intentAgreementUrl: null }))).toEqual(["intentAgreement"]);
    });
  });
});
