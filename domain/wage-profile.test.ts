import { DEPENDANTS_MAX, MARITAL_STATES, TAX_CODES, wageProfileProblems, type WageProfile } from "./wage-profile";

const today = "2026-03-15";
const single: WageProfile = {
  maritalState: "single",
  maritalDate: null,
  childrenNumber: 0,
  childrenWithDisabilitiesNumber: 0,
  dependentPersonsNumber: 0,
  dependentPersonsWithDisabilitiesNumber: 0,
};
const married: WageProfile = { ...single, maritalState: "married", maritalDate: "2019-06-01" };

const problems = (changes: Partial<WageProfile>, base: WageProfile = married) =>
  wageProfileProblems({ ...base, ...changes }, today).map((p) => `${p.field}:${p.problem}`);

describe("the lists", () => {
  it("hold the marital states and the three tax scales", () => {
    expect(MARITAL_STATES).toEqual(["single", "married", "legally_cohabiting", "widowed", "divorced", "separated"]);
    expect(TAX_CODES).toEqual(["scale_1", "scale_2", "scale_3"]);
    expect(DEPENDANTS_MAX).toBe(20);
  });
});

describe("wageProfileProblems: the marital date", () => {
  it("is not needed for a single person", () => {
    expect(problems({}, single)).toEqual([]);
  });

  it("is not looked at for a single person, even when one is left from an earlier answer", () => {
    expect(problems({ maritalDate: "2099-01-01" }, single)).toEqual([]);
  });

  it.each(MARITAL_STATES.filter((state) => state !== "single"))("is required when %s", (maritalState) => {
    expect(problems({ maritalState, maritalDate: null })).toEqual(["maritalDate:maritalDateRequired"]);
    expect(problems({ maritalState, maritalDate: "" })).toEqual(["maritalDate:maritalDateRequired"]);
    expect(problems({ maritalState, maritalDate: "2019-06-01" })).toEqual([]);
  });

  it("may be today or earlier, not later", () => {
    expect(problems({ maritalDate: "2026-03-14" })).toEqual([]);
    expect(problems({ maritalDate: today })).toEqual([]);
    expect(problems({ maritalDate: "2026-03-16" })).toEqual(["maritalDate:maritalDateInFuture"]);
    expect(problems({ maritalDate: "2027-01-01" })).toEqual(["maritalDate:maritalDateInFuture"]);
  });
});

describe.each([["childrenNumber"], ["childrenWithDisabilitiesNumber"], ["dependentPersonsNumber"], ["dependentPersonsWithDisabilitiesNumber"]] as const)(
  "wageProfileProblems: %s",
  (field) => {
    // The total is kept at the maximum so that only the field under test can be wrong.
    const base: WageProfile = { ...married, childrenNumber: DEPENDANTS_MAX, dependentPersonsNumber: DEPENDANTS_MAX };

    it.each([0, 1, 20])("accepts %d", (count) => expect(problems({ [field]: count }, base)).toEqual([]));
    it.each([-1, 21, 100])("refuses %d as out of range", (count) => expect(problems({ [field]: count }, base)).toEqual([`${field}:outOfRange`]));
    it.each([1.5, 0.1, -0.5, 20.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %d as not a whole number", (count) =>
      expect(problems({ [field]: count }, base)).toEqual([`${field}:notWholeNumber`]),
    );
  },
);

describe.each([
  ["childrenWithDisabilitiesNumber", "childrenNumber"],
  ["dependentPersonsWithDisabilitiesNumber", "dependentPersonsNumber"],
] as const)("wageProfileProblems: %s within %s", (part, total) => {
  it("may be fewer or as many, not more", () => {
    expect(problems({ [total]: 3, [part]: 2 })).toEqual([]);
    expect(problems({ [total]: 3, [part]: 3 })).toEqual([]);
    expect(problems({ [total]: 3, [part]: 4 })).toEqual([`${part}:moreWithDisabilitiesThanTotal`]);
    expect(problems({ [total]: 0, [part]: 1 })).toEqual([`${part}:moreWithDisabilitiesThanTotal`]);
  });

  it("is not compared when either count is already wrong", () => {
    expect(problems({ [total]: 3, [part]: 21 })).toEqual([`${part}:outOfRange`]);
    expect(problems({ [total]: -1, [part]: 2 })).toEqual([`${total}:outOfRange`]);
    expect(problems({ [total]: 1.5, [part]: 2 })).toEqual([`${total}:notWholeNumber`]);
  });
});

describe("wageProfileProblems: several problems", () => {
  it("lists one per field, in the order of the form", () => {
    expect(
      problems({
        maritalDate: null,
        childrenNumber: 2,
        childrenWithDisabilitiesNumber: 3,
        dependentPersonsNumber: 21,
        dependentPersonsWithDisabilitiesNumber: 0.5,
      }),
    ).toEqual([
      "maritalDate:maritalDateRequired",
      "childrenWithDisabilitiesNumber:moreWithDisabilitiesThanTotal",
      "dependentPersonsNumber:outOfRange",
      "dependentPersonsWithDisabilitiesNumber:notWholeNumber",
    ]);
  });
});
