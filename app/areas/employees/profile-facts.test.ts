import type { EmployeeProfile, Membership } from "./employee.server";
import { formsToComplete, onlyTheEmployeeCanComplete, profileFacts } from "./profile-facts";

const complete: EmployeeProfile = {
  id: "7",
  firstName: "Jonas",
  lastName: "Hermans",
  email: "employee@example.com",
  mobile: "+32 485 11 22 33",
  isStudent: false,
  intentAgreementUrl: "/api/employees/7/agreements/intent.pdf",
  studentAgreementUrl: null,
  gender: "male",
  preferredLanguage: "nl",
  nationalRegisterNumber: "97040833535",
  lastSeenAt: null,
  flexiForbiddenUntil: null,
  studentHoursByYear: null,
  profile: {
    street: "Kammenstraat",
    streetNumber: "25",
    buildingNumber: null,
    zip: "2000",
    city: "Antwerpen",
    country: "BE",
    countryOfBirth: "BE",
    nationalityCountry: "BE",
    placeOfBirth: "Antwerpen",
    birthdate: "1997-04-08",
  },
  bankAccount: { iban: "BE49001123567871", bic: "GEBABEBB" },
  identity: {
    idCardNumber: "592000000081",
    idCardExpiresOn: "2030-01-01",
    residencePermitCode: null,
    residencePermitExpiresOn: null,
    workPermitExpiresOn: "2026-03-09",
    check: "unverified",
    scans: [],
  },
  wageProfile: {
    maritalState: "single",
    maritalDate: null,
    childrenNumber: 0,
    childrenWithDisabilitiesNumber: 0,
    dependentPersonsNumber: 0,
    dependentPersonsWithDisabilitiesNumber: 0,
    isStudent: false,
    taxCode: null,
    involuntaryPartTime: false,
  },
  certificates: [],
};

const member = (facts: Partial<Membership>): Membership => ({ status: "contract_ready", archived: false, invitationSentAt: null, ...facts });
// 10 March 2026, 09:30 in Brussels.
const now = new Date("2026-03-10T08:30:00Z");

describe("formsToComplete", () => {
  it("names each form once, in the order of what is missing", () => {
    expect(formsToComplete(["names", "mobile", "placeOfBirth", "address"])).toEqual(["identity", "personal", "general"]);
    expect(formsToComplete(["mobile", "bankAccount"])).toEqual(["personal"]);
    expect(formsToComplete(["nationalRegisterNumber", "idCard", "permit"])).toEqual(["identity"]);
  });

  it("has no form for the agreements, which the employee signs", () => {
    expect(formsToComplete(["intentAgreement", "studentAgreement"])).toEqual([]);
    expect(onlyTheEmployeeCanComplete("intentAgreement")).toBe(true);
    expect(onlyTheEmployeeCanComplete("address")).toBe(false);
    expect(onlyTheEmployeeCanComplete("email")).toBe(false);
    expect(formsToComplete(["email"])).toEqual([]);
  });
});

describe("profileFacts", () => {
  it("finds what is missing and which documents expired, by Belgian today", () => {
    const facts = profileFacts({ ...complete, mobile: null }, member({}), now);
    expect(facts.today).toBe("2026-03-10");
    expect(facts.missing).toEqual(["mobile"]);
    expect(facts.invalid).toEqual([]);
    expect(facts.expired).toEqual(["workPermit"]);
    expect(facts.invitation).toBeNull();
  });

  it("names a stored value that fails its rule as missing and not valid (Bram Goossens's IBAN)", () => {
    const facts = profileFacts({ ...complete, bankAccount: { iban: "BE07068123678967", bic: null } }, member({}), now);
    expect(facts.missing).toEqual(["bankAccount"]);
    expect(facts.invalid).toEqual(["bankAccount"]);
  });

  it("offers the reminder of an invitation a day old, and says when for a newer one", () => {
    const old = profileFacts(complete, member({ status: "awaiting_registration", invitationSentAt: "2026-03-09T08:30:00.000Z" }), now);
    expect(old.invitation).toEqual({ sentAt: "2026-03-09T08:30:00.000Z", mayRemind: true, remindFrom: "2026-03-10T08:30:00.000Z" });
    const recent = profileFacts(complete, member({ status: "awaiting_registration", invitationSentAt: "2026-03-09T08:30:01.000Z" }), now);
    expect(recent.invitation).toMatchObject({ mayRemind: false, remindFrom: "2026-03-10T08:30:01.000Z" });
  });

  it("has no awaiting-registration alert for an archived member, nor on the employee's own profile", () => {
    expect(profileFacts(complete, member({ status: "awaiting_registration", archived: true }), now).invitation).toBeNull();
    expect(profileFacts(complete, null, now).invitation).toBeNull();
  });
});
