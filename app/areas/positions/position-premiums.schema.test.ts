import { parseWithZod } from "@conform-to/zod/v4";
import { PremiumsFormSchema, PremiumsStepSchema, premiumsFormValues, toPremiumsInput } from "./position-premiums.schema";

const formDataOf = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return formData;
};
const parse = (fields: Record<string, string>) => parseWithZod(formDataOf(fields), { schema: PremiumsStepSchema });
const errorsOf = (fields: Record<string, string>) => {
  const submission = parse(fields);
  return submission.status === "error" ? submission.error : {};
};

const mealVouchers = (employer: string, employee: string) => ({
  "premiums.meal_vouchers.selected": "on",
  "premiums.meal_vouchers.value": employer,
  "premiums.meal_vouchers.contributionValue": employee,
});
const MAX_DIFFERENCE = ["positions:premiums.errors.max_difference"];

describe("the Premiums step", () => {
  it("needs nothing: a position may offer no premium", () => {
    const submission = parse({});
    expect(submission.status === "success" && submission.value).toEqual({
      premiums: [],
      nettoPremiumComment: null,
      useEcoChequeComment: false,
      ecoChequeComment: null,
    });
  });

  it("takes the ticked premiums only, amounts typed either way", () => {
    const submission = parse({
      "premiums.late_shift_bonus.selected": "on",
      "premiums.late_shift_bonus.value": "1,50",
      "premiums.late_shift_bonus.unit": "PER_HOUR",
      "premiums.bike_bonus.value": "0.27",
      "premiums.kilometer_compensation.selected": "on",
      "premiums.kilometer_compensation.value": "0.27",
    });
    expect(submission.status === "success" && submission.value.premiums).toEqual([
      { type: "late_shift_bonus", value: 1.5, unit: "PER_HOUR", contributionValue: null },
      { type: "kilometer_compensation", value: 0.27, unit: "PER_KILOMETER", contributionValue: null },
    ]);
  });

  it("needs an amount for each ticked premium and a unit where there is a choice", () => {
    expect(errorsOf({ "premiums.night_shift_bonus.selected": "on" })).toEqual({
      "premiums.night_shift_bonus.value": ["positions:premiums.errors.valueRequired"],
      "premiums.night_shift_bonus.unit": ["positions:premiums.errors.unitRequired"],
    });
    expect(
      errorsOf({ "premiums.night_shift_bonus.selected": "on", "premiums.night_shift_bonus.value": "x", "premiums.night_shift_bonus.unit": "PER_DAY" }),
    ).toEqual({
      "premiums.night_shift_bonus.value": ["positions:premiums.errors.valueInvalid"],
      "premiums.night_shift_bonus.unit": ["positions:premiums.errors.unitRequired"],
    });
  });

  it("keeps meal vouchers within their limits (max_difference)", () => {
    expect(parse(mealVouchers("6,91", "1,09")).status).toBe("success");
    expect(errorsOf(mealVouchers("7,00", "1,00"))).toEqual({
      "premiums.meal_vouchers.value": MAX_DIFFERENCE,
      "premiums.meal_vouchers.contributionValue": MAX_DIFFERENCE,
    });
    expect(errorsOf(mealVouchers("6,92", "1,09"))).toEqual({ "premiums.meal_vouchers.value": MAX_DIFFERENCE });
    expect(errorsOf(mealVouchers("5,00", "1,08"))).toEqual({ "premiums.meal_vouchers.contributionValue": MAX_DIFFERENCE });
    expect(errorsOf(mealVouchers("", ""))).toEqual({
      "premiums.meal_vouchers.value": ["positions:premiums.errors.employerShareRequired"],
      "premiums.meal_vouchers.contributionValue": ["positions:premiums.errors.employeeShareRequired"],
    });
  });

  it("needs the eco cheque comment when it is to be used", () => {
    expect(errorsOf({ useEcoChequeComment: "on" })).toEqual({ ecoChequeComment: ["positions:premiums.errors.ecoChequeCommentRequired"] });
    const submission = parse({ ecoChequeComment: "Kept only when ticked" });
    expect(submission.status === "success" && submission.value.ecoChequeComment).toBeNull();
  });

  it("keeps what is typed, unreadable amounts left empty, for Previous", () => {
    const submission = parseWithZod(formDataOf({ "premiums.other.selected": "on", "premiums.other.value": "veel" }), { schema: PremiumsFormSchema });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && toPremiumsInput(submission.value).premiums).toEqual([
      { type: "other", value: null, unit: null, contributionValue: null },
    ]);
  });

  it("shows saved premiums the page's way", () => {
    const values = premiumsFormValues(
      {
        premiums: [
          { type: "meal_vouchers", value: 6.91, unit: null, contributionValue: 1.09 },
          { type: "late_shift_bonus", value: 12.5, unit: "PERCENT", contributionValue: null },
        ],
        nettoPremiumComment: null,
        useEcoChequeComment: null,
        ecoChequeComment: null,
      },
      "nl",
    );
    expect(values.premiums).toEqual({
      meal_vouchers: { selected: "on", value: "6,91", unit: undefined, contributionValue: "1,09" },
      late_shift_bonus: { selected: "on", value: "12,5", unit: "PERCENT", contributionValue: undefined },
    });
  });
});
