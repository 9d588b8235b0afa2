import { PROFILE_REQUIREMENTS, missingProfileItems, profileGaps, type EmployeeProfileFacts, type ProfileRequirement } from "./employee-profile";

type Profile = EmployeeProfileFacts["profile"];

/** A student whose profile meets every requirement, with `changes` applied. */
function employee(changes: Partial<Omit<EmployeeProfileFacts, "profile">> = {}, profile: Partial<Profile> = {}): EmployeeProfileFacts {
  return {
    firstName: "Els",
    lastName: "Vermeersch",
    email: "els.vermeersch@example.be",
    mobile: "+32 470 12 34 56",
    isStudent: true,
    intentAgreementUrl: "https://files.example.com/intent.pdf",
    studentAgreementUrl: "https://files.example.com/student.pdf",
    gender: "female",
    nationalRegisterNumber: "94031203053",
    bankAccount: { iban: "BE56363123456788", bic: "BBRUBEBB" },
    identity: { idCardNumber: "592000000081", idCardExpiresOn: "2031-03-11", residencePermitExpiresOn: null, workPermitExpiresOn: null },
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
      birthdate: "1994-03-12",
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
      {
        firstName: null,
        lastName: null,
        email: null,
        mobile: null,
        intentAgreementUrl: null,
        studentAgreementUrl: null,
        nationalRegisterNumber: null,
        bankAccount: null,
        identity: { idCardNumber: null, idCardExpiresOn: null, residencePermitExpiresOn: null, workPermitExpiresOn: null },
      },
      { street: null, streetNumber: null, zip: null, city: null, country: null, countryOfBirth: null, nationalityCountry: null, placeOfBirth: null },
    );
    // Without a nationality no permit is asked for yet.
    expect(missingProfileItems(empty)).toEqual(PROFILE_REQUIREMENTS.filter((item) => item !== "permit"));
    expect(profileGaps(empty).every((gap) => !gap.invalid)).toBe(true);
  });

  type TextField = "firstName" | "lastName" | "email" | "mobile" | "nationalRegisterNumber" | "intentAgreementUrl" | "studentAgreementUrl";

  /** The complete student with one text field, of the employee or of the profile, set to `value`. */
  const withField = (field: TextField | `profile.${keyof Profile}`, value: string | null) =>
    field.startsWith("profile.") ? employee({}, { [field.slice("profile.".length)]: value }) : employee({ [field]: value });

  describe.each<[TextField | `profile.${keyof Profile}`, ProfileRequirement]>([
    ["firstName", "names"],
    ["lastName", "names"],
    ["email", "email"],
    ["mobile", "mobile"],
    ["nationalRegisterNumber", "nationalRegisterNumber"],
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
      [
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
      ].sort(),
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

  describe("documents and bank account", () => {
    const identity = employee().identity;

    it("needs the ID card's number and its expiry date", () => {
      expect(missingProfileItems(employee({ identity: { ...identity, idCardNumber: null } }))).toEqual(["idCard"]);
      expect(missingProfileItems(employee({ identity: { ...identity, idCardExpiresOn: null } }))).toEqual(["idCard"]);
    });

    it("needs a bank account", () => {
      expect(profileGaps(employee({ bankAccount: null }))).toEqual([{ item: "bankAccount", invalid: false }]);
    });

    it("asks a non-Belgian for a residence or a work permit, a Belgian for none", () => {
      const polish = (changes: Partial<EmployeeProfileFacts["identity"]>) =>
        employee({ identity: { ...identity, idCardNumber: "AB1234567", ...changes } }, { nationalityCountry: "PL" });
      expect(missingProfileItems(polish({}))).toEqual(["permit"]);
      expect(missingProfileItems(polish({ residencePermitExpiresOn: "2030-01-01" }))).toEqual([]);
      expect(missingProfileItems(polish({ workPermitExpiresOn: "2030-01-01" }))).toEqual([]);
      expect(missingProfileItems(employee())).toEqual([]);
    });
  });

  describe("a stored value that fails its own rule counts as missing, named as not valid", () => {
    it("an IBAN with wrong check digits (Bram Goossens's BE07 0681 2367 8967)", () => {
      expect(profileGaps(employee({ bankAccount: { iban: "BE07068123678967", bic: null } }))).toEqual([{ item: "bankAccount", invalid: true }]);
      expect(profileGaps(employee({ bankAccount: { iban: "BE49001123567871", bic: null } }))).toEqual([]);
    });

    it("a BIC of another bank than the Belgian IBAN's", () => {
      expect(profileGaps(employee({ bankAccount: { iban: "BE56363123456788", bic: "GEBABEBB" } }))).toEqual([{ item: "bankAccount", invalid: true }]);
    });

    it("a national register number with wrong check digits, or that contradicts the birthdate or gender", () => {
      expect(profileGaps(employee({ nationalRegisterNumber: "94031203054" }))).toEqual([{ item: "nationalRegisterNumber", invalid: true }]);
      expect(profileGaps(employee({}, { birthdate: "1994-03-13" }))).toEqual([{ item: "nationalRegisterNumber", invalid: true }]);
      expect(profileGaps(employee({ gender: "male" }))).toEqual([{ item: "nationalRegisterNumber", invalid: true }]);
    });

    it("an ID card number with wrong check digits", () => {
      const identity = employee().identity;
      expect(profileGaps(employee({ identity: { ...identity, idCardNumber: "592000000082" } }))).toEqual([{ item: "idCard", invalid: true }]);
    });

    it("a mobile number or an e-mail address that is none", () => {
      expect(profileGaps(employee({ mobile: "call me" }))).toEqual([{ item: "mobile", invalid: true }]);
      expect(profileGaps(employee({ email: "els.example.be" }))).toEqual([{ item: "email", invalid: true }]);
    });
  });
});
