import { parseWithZod } from "@conform-to/zod/v4";
import type { ContractGeneral } from "~domain/contract";
import {
  GENERAL_MESSAGES,
  GeneralFormSchema,
  GeneralStepSchema,
  generalFieldOf,
  generalFormValues,
  generalMessageKeyOf,
  toGeneralInput,
} from "./contract-general.schema";

const typed = {
  employeeId: "emp-1",
  "otherEmployeeIds[0]": " emp-2 ",
  positionId: "pos-1",
  committeeId: "302",
  costPlaceId: " cp-9 ",
  onTheMove: "no",
  "location.street": "Mechelsesteenweg",
  "location.streetNumber": "212",
  "location.zip": "2018",
  "location.city": "Antwerpen",
  "location.country": "BE",
  siteAddress: "",
  statute: "worker",
  contractType: "worker",
  contractReason: "temporary_increase",
  inflowAttempt: "first",
  vcaExamDate: "",
  wage: "15,25",
  remark: "  ",
};

function formDataOf(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
}

/** The API's input of what is typed, as Previous and Next save it. */
const inputOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(formDataOf(fields), { schema: GeneralFormSchema.transform(toGeneralInput) });
  if (submission.status !== "success") throw new Error("the form as typed never fails");
  return submission.value;
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = parseWithZod(formDataOf(fields), { schema: GeneralStepSchema });
  return submission.status === "error" ? submission.error : {};
};

describe("the General step as the API saves it", () => {
  it("gives every answer, the wage in cents", () => {
    expect(inputOf(typed)).toEqual({
      employeeId: "emp-1",
      otherEmployeeIds: ["emp-2"],
      positionId: "pos-1",
      committeeId: "302",
      costPlaceId: "cp-9",
      onTheMove: false,
      location: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen", country: "BE" },
      siteAddress: null,
      statute: "worker",
      contractType: "worker",
      contractReason: "temporary_increase",
      inflowAttempt: null,
      vcaExamDate: null,
      wageCents: 1525,
      premiums: [],
      remark: null,
    });
  });

  it("reads the wage with a comma or a point, and leaves an unreadable one empty", () => {
    expect(inputOf({ ...typed, wage: "15,25" }).wageCents).toBe(1525);
    expect(inputOf({ ...typed, wage: "15.25" }).wageCents).toBe(1525);
    expect(inputOf({ ...typed, wage: "€ 16" }).wageCents).toBe(1600);
    expect(inputOf({ ...typed, wage: "abc" }).wageCents).toBeNull();
    expect(inputOf({ ...typed, wage: "" }).wageCents).toBeNull();
  });

  it("keeps the location when not on the move, and drops it on the move", () => {
    expect(inputOf({ ...typed, onTheMove: "no", "location.zip": " 2000 " }).location).toEqual({
      street: "Mechelsesteenweg",
      streetNumber: "212",
      zip: "2000",
      city: "Antwerpen",
      country: "BE",
    });
    const onTheMove = inputOf({ ...typed, onTheMove: "yes" });
    expect(onTheMove.onTheMove).toBe(true);
    expect(onTheMove.location).toBeNull();
  });

  it("leaves on the move unanswered, without a location, for anything but yes or no", () => {
    const unanswered = inputOf({ ...typed, onTheMove: "maybe" });
    expect(unanswered.onTheMove).toBeNull();
    expect(unanswered.location).toBeNull();
  });

  it("keeps the inflow attempt only with the reason inflow", () => {
    expect(inputOf({ ...typed, contractReason: "inflow", inflowAttempt: "second" })).toMatchObject({ contractReason: "inflow", inflowAttempt: "second" });
    expect(inputOf({ ...typed, contractReason: "exceptional_work", inflowAttempt: "second" })).toMatchObject({
      contractReason: "exceptional_work",
      inflowAttempt: null,
    });
    expect(inputOf({ ...typed, contractReason: "inflow", inflowAttempt: "fifth" }).inflowAttempt).toBeNull();
  });

  it("leaves unknown choices empty", () => {
    expect(inputOf({ ...typed, statute: "boss", contractType: "intern", contractReason: "because" })).toMatchObject({
      statute: null,
      contractType: null,
      contractReason: null,
    });
  });

  it("reads the premiums, dropping those of an unknown type", () => {
    const input = inputOf({
      ...typed,
      "premiums[0].type": "kilometer_compensation",
      "premiums[0].unit": "PER_KILOMETER",
      "premiums[0].value": "0,25",
      "premiums[0].distanceKm": "12,5",
      "premiums[1].type": "free_lunch",
      "premiums[1].value": "5",
      "premiums[2].type": "night_shift_bonus",
      "premiums[2].unit": "PER_KILOMETER",
      "premiums[2].value": "lots",
      "premiums[3].type": "meal_vouchers",
      "premiums[3].value": "6.91",
      "premiums[3].contributionValue": "1,09",
    });
    expect(input.premiums).toEqual([
      { type: "kilometer_compensation", unit: "PER_KILOMETER", value: 0.25, contributionValue: null, distanceKm: 12.5 },
      { type: "night_shift_bonus", unit: null, value: null, contributionValue: null, distanceKm: null },
      { type: "meal_vouchers", unit: null, value: 6.91, contributionValue: 1.09, distanceKm: null },
    ]);
  });
});

describe("Next on the General step", () => {
  it("accepts readable amounts", () => {
    expect(errorsOf({ ...typed, "premiums[0].type": "bike_bonus", "premiums[0].value": "0.27", "premiums[0].distanceKm": "8" })).toEqual({});
  });

  it("leaves what is missing to the API", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("refuses an added employee left to choose, one chosen twice, and a 21st employee (issue 46)", () => {
    expect(inputOf({ ...typed, "otherEmployeeIds[1]": "" }).otherEmployeeIds).toEqual(["emp-2", null]);
    expect(errorsOf({ ...typed, "otherEmployeeIds[1]": "", "otherEmployeeIds[2]": "emp-1" })).toEqual({
      "otherEmployeeIds[1]": ["contracts:wizard.general.errors.otherEmployeeRequired"],
      "otherEmployeeIds[2]": ["contracts:wizard.general.errors.employeeChosenTwice"],
    });
    const others = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`otherEmployeeIds[${index}]`, `emp-${index + 2}`]));
    expect(errorsOf({ ...typed, ...others(19) })).toEqual({});
    expect(errorsOf({ ...typed, ...others(20) })).toEqual({ otherEmployeeIds: ["contracts:wizard.general.errors.tooManyEmployees?limit=20"] });
  });

  it("refuses a wage that is no amount", () => {
    expect(errorsOf({ ...typed, wage: "abc" })).toEqual({ wage: ["contracts:wizard.general.errors.wageInvalid"] });
    expect(errorsOf({ ...typed, wage: "15,255" })).toEqual({ wage: ["contracts:wizard.general.errors.wageInvalid"] });
    expect(errorsOf({ ...typed, wage: "-15" })).toEqual({ wage: ["contracts:wizard.general.errors.wageInvalid"] });
  });

  it("refuses a premium's value or distance that is no amount, at its premium", () => {
    expect(
      errorsOf({
        ...typed,
        "premiums[0].type": "late_shift_bonus",
        "premiums[0].value": "2",
        "premiums[1].type": "bike_bonus",
        "premiums[1].value": "a lot",
        "premiums[1].distanceKm": "far",
      }),
    ).toEqual({
      "premiums[1].value": ["contracts:wizard.general.errors.amountInvalid"],
      "premiums[1].distanceKm": ["contracts:wizard.general.errors.distanceInvalid"],
    });
  });
});

describe("the saved step in its form", () => {
  const general: ContractGeneral & { otherEmployeeIds: string[] } = {
    employeeId: "emp-1",
    otherEmployeeIds: ["emp-3"],
    positionId: "pos-1",
    committeeId: "302",
    costPlaceId: null,
    onTheMove: false,
    location: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen", country: "BE" },
    siteAddress: null,
    statute: "worker",
    contractType: "worker",
    contractReason: "inflow",
    inflowAttempt: "first",
    vcaExamDate: "2025-03-01",
    wageCents: 1525,
    premiums: [{ type: "bike_bonus", unit: "PER_KILOMETER", value: 0.27, contributionValue: null, distanceKm: 12.5 }],
    remark: null,
  };

  it("shows the amounts in the page's language", () => {
    expect(generalFormValues(general, "nl")).toEqual({
      employeeId: "emp-1",
      otherEmployeeIds: ["emp-3"],
      positionId: "pos-1",
      committeeId: "302",
      costPlaceId: undefined,
      onTheMove: "no",
      location: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen", country: "BE" },
      siteAddress: undefined,
      statute: "worker",
      contractType: "worker",
      contractReason: "inflow",
      inflowAttempt: "first",
      vcaExamDate: "2025-03-01",
      wage: "15,25",
      premiums: [{ type: "bike_bonus", unit: "PER_KILOMETER", value: "0,27", contributionValue: undefined, distanceKm: "12,5" }],
      remark: undefined,
    });
    expect(generalFormValues({ ...general, wageCents: 1500 }, "en").wage).toBe("15.00");
  });

  it("shows an empty step with Belgium as the country", () => {
    const empty: ContractGeneral = {
      ...general,
      employeeId: null,
      onTheMove: null,
      location: null,
      contractReason: null,
      inflowAttempt: null,
      vcaExamDate: null,
      wageCents: null,
      premiums: [],
    };
    const values = generalFormValues(empty, "fr");
    expect(values.onTheMove).toBeUndefined();
    expect(values.location).toEqual({ street: undefined, streetNumber: undefined, zip: undefined, city: undefined, country: "BE" });
    expect(values.wage).toBeUndefined();
    expect(values.premiums).toEqual([]);
  });

  it("comes back as it was saved", () => {
    const { location, premiums, otherEmployeeIds, ...rest } = generalFormValues(general, "nl");
    const fields: Record<string, string> = {};
    otherEmployeeIds.forEach((id, index) => (fields[`otherEmployeeIds[${index}]`] = id));
    for (const [name, value] of Object.entries(rest)) if (value !== undefined) fields[name] = value;
    for (const [name, value] of Object.entries(location)) if (value !== undefined) fields[`location.${name}`] = value;
    premiums.forEach((premium, index) => {
      for (const [name, value] of Object.entries(premium)) if (value !== undefined) fields[`premiums[${index}].${name}`] = value;
    });
    expect(inputOf(fields)).toEqual(general);
  });
});

describe("where an API problem of General is said", () => {
  it("at the form's field", () => {
    expect(generalFieldOf("general.premiums.0.distanceKm")).toBe("premiums[0].distanceKm");
    expect(generalFieldOf("general.premiums.12.value")).toBe("premiums[12].value");
    expect(generalFieldOf("general.wageCents")).toBe("wage");
    expect(generalFieldOf("general.location.street")).toBe("location.street");
    expect(generalFieldOf("general.employeeId")).toBe("employeeId");
  });

  it("with the message of its field, a premium's standing for every premium's", () => {
    expect(generalMessageKeyOf("general.premiums.0.distanceKm")).toBe("premiums.*.distanceKm");
    expect(generalMessageKeyOf("general.premiums.7.value")).toBe("premiums.*.value");
    expect(generalMessageKeyOf("general.wageCents")).toBe("wage");
    expect(generalMessageKeyOf("general.location.zip")).toBe("location.zip");
    expect(GENERAL_MESSAGES[generalMessageKeyOf("general.premiums.3.distanceKm")]?.DISTANCE_REQUIRED).toBe("contracts:wizard.general.errors.distanceRequired");
    expect(GENERAL_MESSAGES[generalMessageKeyOf("general.wageCents")]?.WAGE_BELOW_MINIMUM).toBe("contracts:wizard.general.errors.wageBelowMinimum");
  });
});
