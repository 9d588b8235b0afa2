import { parseWithZod } from "@conform-to/zod/v4";
import { detailsOfEmployee, detailsOfReading, detailsProblems, detailsSchema, DETAILS_PROBLEMS, type DetailsForm } from "./identity.schema";
import { employeeProblems } from "~/areas/employees/form-checks";
import { ApiError } from "~/platform/payroll-api.server";

const TODAY = "2026-03-15";

/** A Belgian man born 30 July 1985, as the card gives him: every check passes. */
const VALID: DetailsForm = {
  firstName: "Jan Marie",
  lastName: "Peeters",
  birthdate: "1985-07-30",
  gender: "male",
  nationality: "BE",
  nationalRegisterNumber: "85.07.30-033.28",
  idCardNumber: "592-0000000-81",
  idCardExpiresOn: "2031-03-11",
};

const messagesOf = (form: DetailsForm) => Object.fromEntries(detailsProblems(form, TODAY).map(({ field, message }) => [field, message]));

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("detailsProblems", () => {
  it("finds none in details that pass every rule", () => {
    expect(detailsProblems(VALID, TODAY)).toEqual([]);
  });

  it("says every missing field at once, in the form's order", () => {
    expect(detailsProblems({}, TODAY).map((problem) => problem.field)).toEqual([
      "firstName",
      "lastName",
      "birthdate",
      "gender",
      "nationality",
      "idCardNumber",
      "idCardExpiresOn",
    ]);
  });

  it("leaves the national register number optional", () => {
    expect(detailsProblems({ ...VALID, nationalRegisterNumber: "  " }, TODAY)).toEqual([]);
  });

  it("checks the dates: real, a birth in the past, a card not expired (valid through its last day)", () => {
    expect(messagesOf({ ...VALID, birthdate: "1985-02-30" }).birthdate).toBe("identity:details.errors.birthdateInvalid");
    expect(messagesOf({ ...VALID, birthdate: "2026-03-16" }).birthdate).toBe("identity:details.errors.birthdateInFuture");
    expect(messagesOf({ ...VALID, idCardExpiresOn: "2026-03-14" }).idCardExpiresOn).toBe("identity:details.errors.idCardExpired");
    expect(messagesOf({ ...VALID, idCardExpiresOn: TODAY }).idCardExpiresOn).toBeUndefined();
    expect(messagesOf({ ...VALID, idCardExpiresOn: "next year" }).idCardExpiresOn).toBe("identity:details.errors.idCardExpiresOnInvalid");
  });

  it("checks the national register number with the domain's rules, against the birthdate and gender typed", () => {
    expect(messagesOf({ ...VALID, nationalRegisterNumber: "8507300332" }).nationalRegisterNumber).toBe("identity:details.errors.nationalRegisterNumberFormat");
    expect(messagesOf({ ...VALID, nationalRegisterNumber: "85073003329" }).nationalRegisterNumber).toBe(
      "identity:details.errors.nationalRegisterNumberCheckDigits",
    );
    expect(messagesOf({ ...VALID, birthdate: "1985-07-31" }).nationalRegisterNumber).toBe("identity:details.errors.nationalRegisterNumberBirthdate");
    expect(messagesOf({ ...VALID, gender: "female" }).nationalRegisterNumber).toBe("identity:details.errors.nationalRegisterNumberGender");
    // A birthdate that is wrong itself is its own field's problem, not the number's.
    expect(messagesOf({ ...VALID, birthdate: "1985-13-01" })).toEqual({ birthdate: "identity:details.errors.birthdateInvalid" });
  });

  it("checks the card number for the nationality: a Belgian's is a Belgian eID number", () => {
    expect(messagesOf({ ...VALID, idCardNumber: "592-0000000-82" }).idCardNumber).toBe("identity:details.errors.idCardNumberCheckDigits");
    expect(messagesOf({ ...VALID, idCardNumber: "B0123456789" }).idCardNumber).toBe("identity:details.errors.idCardNumberFormat");
    expect(messagesOf({ ...VALID, nationality: "PL", nationalRegisterNumber: "", idCardNumber: "ABC123456" }).idCardNumber).toBeUndefined();
  });

  it("only takes a nationality from the list", () => {
    expect(messagesOf({ ...VALID, nationality: "Belgian" }).nationality).toBe("identity:details.errors.nationalityInvalid");
    expect(messagesOf({ ...VALID, gender: "x" }).gender).toBe("identity:details.errors.genderRequired");
  });
});

describe("detailsSchema", () => {
  it("gives the details as the API takes them, trimmed, an empty register number left out", () => {
    const submission = parseWithZod(formData({ ...VALID, firstName: " Jan Marie ", nationalRegisterNumber: "" } as Record<string, string>), {
      schema: detailsSchema(TODAY),
    });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ ...VALID, firstName: "Jan Marie", nationalRegisterNumber: null });
  });

  it("answers every problem next to its field, keeping what was typed", () => {
    const submission = parseWithZod(formData({ firstName: "Jan", birthdate: "2030-01-01" }), { schema: detailsSchema(TODAY) });
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.error).toMatchObject({ lastName: ["identity:details.errors.lastNameRequired"], birthdate: ["identity:details.errors.birthdateInFuture"] });
    expect(reply.initialValue).toMatchObject({ firstName: "Jan", birthdate: "2030-01-01" });
  });
});

describe("the review's and the typed form's first values", () => {
  const reading = {
    idCardNumber: "592000000081",
    lastName: "VAN DER BERG",
    firstName: "NOOR",
    nationality: "BE",
    birthdate: "1995-10-03",
    gender: "female" as const,
    idCardExpiresOn: "2031-03-11",
    nationalRegisterNumber: "85073003328",
  };

  it("prints the numbers as the card does and keeps the record's spelling of a name the card gives in capitals", () => {
    expect(detailsOfReading(reading, { firstName: "Noor", lastName: "Aerts" })).toEqual({
      firstName: "Noor",
      lastName: "VAN DER BERG",
      birthdate: "1995-10-03",
      gender: "female",
      nationality: "BE",
      nationalRegisterNumber: "85.07.30-033.28",
      idCardNumber: "592-0000000-81",
      idCardExpiresOn: "2031-03-11",
    });
  });

  it("leaves an unknown nationality and a missing register number to choose and type", () => {
    const read = detailsOfReading({ ...reading, nationality: null, nationalRegisterNumber: null }, { firstName: null, lastName: null });
    expect(read).toMatchObject({ firstName: "NOOR", nationality: "", nationalRegisterNumber: "" });
  });

  it("starts the typed form from the employee's record", () => {
    const employee = {
      firstName: "Ella",
      lastName: "Segers",
      gender: null,
      nationalRegisterNumber: null,
      profile: { birthdate: "2000-01-15", nationalityCountry: null },
      identity: { idCardNumber: null, idCardExpiresOn: null },
    };
    expect(detailsOfEmployee(employee)).toEqual({
      firstName: "Ella",
      lastName: "Segers",
      birthdate: "2000-01-15",
      gender: "",
      nationality: "",
      nationalRegisterNumber: "",
      idCardNumber: "",
      idCardExpiresOn: "",
    });
  });
});

describe("the API's refusals of the details", () => {
  const problems = employeeProblems(DETAILS_PROBLEMS, "identity:details.failed");

  it("places each problem next to its field with the form's own message", () => {
    const error = new ApiError("rejected", "EMPLOYEE_INVALID", 200, [
      { field: "idCardNumber", code: "ID_CARD_NUMBER_CHECK_DIGITS" },
      { field: "idCardExpiresOn", code: "EXPIRED" },
      { field: "nationalRegisterNumber", code: "NRN_GENDER" },
    ]);
    expect(problems(error)).toEqual({
      fieldErrors: {
        idCardNumber: ["identity:details.errors.idCardNumberCheckDigits"],
        idCardExpiresOn: ["identity:details.errors.idCardExpired"],
        nationalRegisterNumber: ["identity:details.errors.nationalRegisterNumberGender"],
      },
      formErrors: [],
    });
  });

  it("says a problem it has no words for above the form, and leaves other refusals alone", () => {
    expect(problems(new ApiError("rejected", "EMPLOYEE_INVALID", 200, [{ field: "placeOfBirth", code: "FIELD_REQUIRED" }]))).toEqual({
      fieldErrors: {},
      formErrors: ["identity:details.failed"],
    });
    expect(problems(new ApiError("rejected", "VERIFICATION_NOT_READY", 200))).toBeNull();
  });
});
