import { parseWithZod } from "@conform-to/zod/v4";
import { generalFormValues, generalStepSchema, localityOf } from "./position-general.schema";
import type { WizardFacts } from "./position-problems.schema";

const facts: WizardFacts = {
  functionCodes: [
    { id: "1", isStudentCode: false, minimumHourlyWageCents: 1500, committee: { isFlexiAllowed: false } },
    { id: "2", isStudentCode: true, minimumHourlyWageCents: 1200, committee: { isFlexiAllowed: true } },
  ],
  savedStudentsAllowed: null,
};

const valid = {
  name: "Bottelaar",
  functionCodeId: "1",
  onTheMove: "no",
  street: "Mechelsesteenweg",
  streetNumber: "212",
  zip: "2018",
  city: "Antwerpen",
  country: "BE",
  wage: "15,25",
  vivaldisOfficeCode: "ANT",
  studentsAllowed: "no",
};

function parse(fields: Record<string, string>, withFacts: WizardFacts = facts) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema: generalStepSchema(withFacts) });
}

const errorsOf = (fields: Record<string, string>, withFacts?: WizardFacts) => {
  const submission = parse(fields, withFacts);
  return submission.status === "error" ? submission.error : {};
};

describe("the General step", () => {
  it("gives the API's input, the wage in cents", () => {
    const submission = parse(valid);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({
      name: "Bottelaar",
      functionCodeId: "1",
      noVatApplicable: false,
      description: null,
      onTheMove: false,
      location: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen", country: "BE" },
      wageCents: 1525,
      vivaldisOfficeCode: "ANT",
      studentsAllowed: false,
      isFlexi: false,
    });
  });

  it("reads the wage with a comma or a point", () => {
    for (const wage of ["15,25", "15.25"]) {
      const submission = parse({ ...valid, wage });
      expect(submission.status === "success" && submission.value.wageCents).toBe(1525);
    }
  });

  it("asks for every answer it needs", () => {
    expect(errorsOf({})).toEqual({
      name: ["positions:general.errors.nameRequired"],
      functionCodeId: ["positions:general.errors.functionCodeRequired"],
      onTheMove: ["positions:general.errors.onTheMoveRequired"],
      vivaldisOfficeCode: ["positions:general.errors.officeRequired"],
      wage: ["positions:general.errors.wageRequired"],
      studentsAllowed: ["positions:general.errors.studentsAllowedRequired"],
    });
  });

  it("asks for each part of the address unless the position is on the move", () => {
    const withoutStreetAndZip = { ...valid, street: "", zip: "" };
    expect(errorsOf(withoutStreetAndZip)).toEqual({ street: ["common:validation.streetRequired"], zip: ["common:validation.zipRequired"] });
    const submission = parse({ ...withoutStreetAndZip, onTheMove: "yes" });
    expect(submission.status === "success" && submission.value.location).toBeNull();
  });

  it("takes zip and city from a picked locality", () => {
    const submission = parse({ ...valid, zip: "9999", city: "Nergens", locality: "2000|Antwerpen" });
    expect(submission.status === "success" && submission.value.location).toMatchObject({ zip: "2000", city: "Antwerpen" });
    expect(localityOf("2000")).toBeNull();
    expect(localityOf("2000|Antwerpen|x")).toBeNull();
  });

  it("refuses a wage that is no amount, and one below the function code's minimum", () => {
    expect(errorsOf({ ...valid, wage: "vijftien" })).toEqual({ wage: ["positions:general.errors.wageInvalid"] });
    expect(errorsOf({ ...valid, wage: "14,99" })).toEqual({ wage: ["positions:general.errors.wageBelowMinimum?minimumWage=15"] });
    expect(parse({ ...valid, wage: "15,00" }).status).toBe("success");
  });

  it("needs students allowed for a student function code", () => {
    expect(errorsOf({ ...valid, functionCodeId: "2" })).toEqual({ studentsAllowed: ["positions:general.errors.studentsRequiredForStudentCode"] });
    expect(parse({ ...valid, functionCodeId: "2", studentsAllowed: "yes" }).status).toBe("success");
  });

  it("keeps the saved students allowed when editing, whatever is sent", () => {
    const editing = { ...facts, savedStudentsAllowed: false };
    const submission = parse({ ...valid, studentsAllowed: "yes" }, editing);
    expect(submission.status === "success" && submission.value.studentsAllowed).toBe(false);
    expect(errorsOf({ ...valid, functionCodeId: "2" }, editing)).toEqual({ functionCodeId: ["positions:general.errors.studentCodeNotAllowed"] });
  });

  it("refuses an unknown function code", () => {
    expect(errorsOf({ ...valid, functionCodeId: "99" })).toEqual({ functionCodeId: ["positions:general.errors.functionCodeRequired"] });
  });

  it("counts flexi only where the joint committee allows it", () => {
    const notAllowed = parse({ ...valid, isFlexi: "on" });
    expect(notAllowed.status === "success" && notAllowed.value.isFlexi).toBe(false);
    const allowed = parse({ ...valid, functionCodeId: "2", studentsAllowed: "yes", isFlexi: "on" });
    expect(allowed.status === "success" && allowed.value.isFlexi).toBe(true);
  });

  it("refuses a name over 100 characters", () => {
    expect(errorsOf({ ...valid, name: "x".repeat(101) })).toEqual({ name: ["positions:general.errors.nameTooLong"] });
  });
});

describe("generalFormValues", () => {
  it("shows the draft the page's way, with the company's office and Belgium by default", () => {
    const values = generalFormValues(
      {
        name: "Bottelaar",
        functionCodeId: "1",
        noVatApplicable: true,
        description: null,
        onTheMove: false,
        location: null,
        wageCents: 1525,
        vivaldisOfficeCode: null,
        studentsAllowed: false,
        isFlexi: null,
      },
      "nl",
      "ANT",
    );
    expect(values).toMatchObject({ wage: "15,25", noVatApplicable: "on", onTheMove: "no", studentsAllowed: "no", country: "BE", vivaldisOfficeCode: "ANT" });
  });
});
