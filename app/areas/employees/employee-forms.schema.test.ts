import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { fileField } from "~/forms/files-form.server";
import { ApiError } from "~/platform/payroll-api.server";
import { CERTIFICATE_PROBLEMS, certificateSchema, scanRules } from "./certificate.schema";
import { employeeProblems } from "./form-checks";
import { GeneralInformationSchema } from "./general-information.schema";
import { PersonalInformationSchema } from "./personal-information.schema";
import { WageProfileSchema } from "./wage-profile.schema";

// The edit forms' checks: every field's problem at once, with the messages of the rules in domain/.

function parse<Schema extends z.ZodType>(schema: Schema, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return parseWithZod(formData, { schema });
}

const errorsOf = (schema: z.ZodTypeAny, fields: Record<string, string>) => {
  const submission = parse(schema, fields);
  return submission.status === "success" ? {} : submission.error;
};

const PERSONAL = {
  iban: "BE71 0961 2345 6769",
  street: "Kammenstraat",
  streetNumber: "25",
  zip: "2000",
  city: "Antwerpen",
  country: "BE",
  mobile: "+32 485 11 22 33",
};

describe("PersonalInformationSchema", () => {
  it("gives the API's input, the BIC left to the API for a Belgian account", () => {
    const submission = parse(PersonalInformationSchema, { ...PERSONAL, buildingNumber: " " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ ...PERSONAL, bic: null, buildingNumber: null });
  });

  it("refuses an invalid IBAN with the spec's message, and says every other problem at once", () => {
    expect(errorsOf(PersonalInformationSchema, { ...PERSONAL, iban: "BE71 0961 2345 6768", street: "", mobile: "call me" })).toEqual({
      iban: ["employees:errors.ibanInvalid"],
      street: ["employees:errors.streetRequired"],
      mobile: ["employees:errors.mobileInvalid"],
    });
  });

  it("asks for the BIC of an account abroad, and checks one that is typed", () => {
    expect(errorsOf(PersonalInformationSchema, { ...PERSONAL, iban: "NL91 ABNA 0417 1643 00" })).toEqual({ bic: ["employees:errors.bicRequired"] });
    expect(errorsOf(PersonalInformationSchema, { ...PERSONAL, bic: "ABNANL2A" })).toEqual({ bic: ["employees:errors.bicMismatch"] });
    expect(errorsOf(PersonalInformationSchema, { ...PERSONAL, country: "ZZ" })).toEqual({ country: ["employees:errors.countryInvalid"] });
  });
});

const GENERAL = {
  placeOfBirth: "Mortsel",
  countryOfBirth: "BE",
  preferredLanguage: "nl",
};

describe("GeneralInformationSchema", () => {
  it("accepts place and country of birth and a language", () => {
    expect(parse(GeneralInformationSchema, GENERAL).status).toBe("success");
  });

  it("says what is missing, and refuses a country or language that is none", () => {
    expect(errorsOf(GeneralInformationSchema, { ...GENERAL, placeOfBirth: "", countryOfBirth: "ZZ", preferredLanguage: "xx" })).toEqual({
      placeOfBirth: ["employees:errors.placeOfBirthRequired"],
      countryOfBirth: ["employees:errors.countryInvalid"],
      preferredLanguage: ["employees:errors.preferredLanguageRequired"],
    });
  });

  it("leaves identity data out of what it sends: that changes only through a verification", () => {
    const submission = parse(GeneralInformationSchema, { ...GENERAL, firstName: "Someone", nationalRegisterNumber: "88.11.02-017.05" });
    expect(submission.status === "success" ? submission.value : null).toEqual({ placeOfBirth: "Mortsel", countryOfBirth: "BE", preferredLanguage: "nl" });
  });
});

const WAGE = {
  maritalState: "married",
  maritalDate: "2015-06-20",
  childrenNumber: "2",
  childrenWithDisabilitiesNumber: "1",
  dependentPersonsNumber: "0",
  dependentPersonsWithDisabilitiesNumber: "0",
  isStudent: "no",
  involuntaryPartTime: "no",
};

describe("WageProfileSchema", () => {
  it("gives the counts as numbers and drops a single person's marital date", () => {
    const married = parse(WageProfileSchema, WAGE);
    expect(married.status === "success" && married.value).toMatchObject({ maritalDate: "2015-06-20", childrenNumber: 2, isStudent: false, taxCode: null });
    const single = parse(WageProfileSchema, { ...WAGE, maritalState: "single", maritalDate: "2099-01-01" });
    expect(single.status === "success" && single.value.maritalDate).toBeNull();
  });

  it("refuses a marital date in the future, counts out of range and more with a disability than in total", () => {
    expect(
      errorsOf(WageProfileSchema, {
        ...WAGE,
        maritalDate: "2099-01-01",
        childrenWithDisabilitiesNumber: "3",
        dependentPersonsNumber: "21",
        dependentPersonsWithDisabilitiesNumber: "1.5",
      }),
    ).toEqual({
      maritalDate: ["employees:errors.maritalDateInFuture"],
      childrenWithDisabilitiesNumber: ["employees:errors.childrenWithDisabilitiesTooMany"],
      dependentPersonsNumber: ["employees:errors.countInvalid"],
      dependentPersonsWithDisabilitiesNumber: ["employees:errors.countInvalid"],
    });
  });

  it("asks for the marital date of every state but single", () => {
    expect(errorsOf(WageProfileSchema, { ...WAGE, maritalState: "divorced", maritalDate: "" })).toEqual({
      maritalDate: ["employees:errors.maritalDateRequired"],
    });
    expect(errorsOf(WageProfileSchema, { ...WAGE, isStudent: "" })).toEqual({ isStudent: ["employees:errors.isStudentRequired"] });
  });
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const scans = (front: Parameters<typeof fileField>[0], back: Parameters<typeof fileField>[0], adding = true) =>
  certificateSchema({ front: fileField(front, scanRules("front", { adding })), back: fileField(back, scanRules("back", { adding })) });

describe("certificateSchema", () => {
  it("names the missing front side of a new certificate, and a scan that is too large", () => {
    expect(errorsOf(scans({ kind: "missing" }, { kind: "too-large" }), { certificateType: "forklift" })).toEqual({
      front: ["employees:errors.frontRequired"],
      back: ["employees:errors.scanTooLarge"],
    });
  });

  it("keeps the scans of an edited certificate whose file inputs are empty", () => {
    const submission = parse(scans({ kind: "missing" }, { kind: "missing" }, false), { certificateType: "forklift", expiresOn: "2999-12-31" });
    expect(submission.status === "success" && submission.value).toEqual({ certificateType: "forklift", expiresOn: "2999-12-31", front: null, back: null });
  });

  it("sends an image as base64, and refuses another file, an unknown type and a past expiry", () => {
    const added = parse(scans({ kind: "file", name: "front.png", bytes: PNG }, { kind: "missing" }), { certificateType: "first_aid" });
    expect(added.status === "success" && added.value.front).toEqual({ data: Buffer.from(PNG).toString("base64") });
    expect(
      errorsOf(scans({ kind: "file", name: "front.png", bytes: new TextEncoder().encode("text") }, { kind: "missing" }), {
        certificateType: "knitting",
        expiresOn: "2000-01-31",
      }),
    ).toEqual({
      certificateType: ["employees:errors.certificateTypeRequired"],
      expiresOn: ["employees:errors.certificateExpired"],
      front: ["employees:errors.frontInvalid"],
    });
  });
});

describe("employeeProblems", () => {
  const problems = employeeProblems(CERTIFICATE_PROBLEMS, "employees:certificates.failed");

  it("says the API's problems next to their fields, with the form's own messages", () => {
    const error = new ApiError("rejected", "EMPLOYEE_INVALID", 400, [
      { field: "front", code: "SCAN_TOO_LARGE" },
      { field: "expiresOn", code: "EXPIRED" },
    ]);
    expect(problems(error)).toEqual({
      fieldErrors: { front: ["employees:errors.scanTooLarge"], expiresOn: ["employees:errors.certificateExpired"] },
      formErrors: [],
    });
  });

  it("says a problem it has no message for above the form, and leaves other refusals to the form's own handling", () => {
    expect(problems(new ApiError("rejected", "EMPLOYEE_INVALID", 400, [{ field: "colour", code: "UGLY" }]))).toEqual({
      fieldErrors: {},
      formErrors: ["employees:certificates.failed"],
    });
    expect(problems(new ApiError("rejected", "NOT_ALLOWED", 403))).toBeNull();
  });
});
