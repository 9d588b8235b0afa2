import { finishedSteps, placeOfProblem, stepProblems, type StepInput, type WizardFacts } from "./position-problems.schema";

const facts: WizardFacts = {
  functionCodes: [{ id: "1", isStudentCode: false, minimumHourlyWageCents: 1500, committee: { isFlexiAllowed: false } }],
  savedStudentsAllowed: null,
};

const address = { street: "Veldstraat", streetNumber: "18", zip: "9000", city: "Gent", country: "BE" };
const general = {
  name: "Bakker",
  functionCodeId: "1",
  onTheMove: false,
  location: { ...address, latitude: 51.05, longitude: 3.72 },
  wageCents: 1600,
  vivaldisOfficeCode: "GNT",
  studentsAllowed: false,
};
const safety = { workEquipmentRequired: false, vcaCertificationRequired: false, certificateTypes: [] };
const draft: StepInput = { general, safety, premiums: {} };

const finished = (steps: StepInput) => (["general", "safety", "premiums", "check"] as const).filter(finishedSteps(steps, facts));

describe("finishedSteps", () => {
  it("finishes every step of a draft without problems, and check your answers always", () => {
    expect(finished(draft)).toEqual(["general", "safety", "premiums", "check"]);
  });

  it("leaves General unfinished while its address is not found by the look-up", () => {
    const unresolved = { ...general, location: { ...address, latitude: null, longitude: null } };
    expect(finished({ ...draft, general: unresolved })).toEqual(["safety", "premiums", "check"]);
    expect(stepProblems("general", unresolved, facts)).toEqual([{ field: "general.location", code: "LOCATION_UNRESOLVED" }]);
  });

  it("leaves Safety unfinished while a question there is unanswered, even though no rule is broken", () => {
    expect(finished({ ...draft, safety: { certificateTypes: [] } })).toEqual(["general", "premiums", "check"]);
  });

  it("leaves Premiums unfinished while a ticked premium has no amount", () => {
    const premiums = { premiums: [{ type: "night_shift_bonus" as const, value: null, unit: "PERCENT" as const }] };
    expect(finished({ ...draft, premiums })).toEqual(["general", "safety", "check"]);
  });

  it("reports a blank address part rather than an unresolved location", () => {
    const blank = { ...general, location: { ...address, street: "", latitude: null, longitude: null } };
    expect(stepProblems("general", blank, facts)).toEqual([{ field: "general.location.street", code: "FIELD_REQUIRED" }]);
  });
});

describe("placeOfProblem", () => {
  it.each([
    [{ field: "general.wageCents", code: "WAGE_BELOW_MINIMUM" }, "general", "wage", "positions:general.errors.wageBelowMinimum"],
    [{ field: "general.location", code: "LOCATION_UNRESOLVED" }, "general", "locality", "positions:general.errors.selectLocation"],
    [{ field: "general.location.zip", code: "FIELD_REQUIRED" }, "general", "zip", "common:validation.zipRequired"],
    [
      { field: "safety.vcaCertificationRequiredConfirmation", code: "VCA_CONFIRMATION_REQUIRED" },
      "safety",
      "vcaCertificationRequiredConfirmation",
      "positions:safety.errors.vcaConfirmationRequired",
    ],
    [
      { field: "premiums.meal_vouchers.value", code: "MEAL_VOUCHER_MAX_DIFFERENCE" },
      "premiums",
      "premiums.meal_vouchers.value",
      "positions:premiums.errors.max_difference",
    ],
    [{ field: "premiums.dimona.value", code: "PREMIUM_VALUE_REQUIRED" }, "premiums", "premiums.dimona.value", "positions:premiums.errors.valueRequired"],
    [{ field: "premiums.other", code: "VALUE_INVALID" }, "premiums", "premiums.other.selected", "positions:premiums.errors.premiumInvalid"],
    [{ field: "premiums.ecoChequeComment", code: "FIELD_REQUIRED" }, "premiums", "ecoChequeComment", "positions:premiums.errors.ecoChequeCommentRequired"],
    [{ field: "general.name", code: "SOMETHING_NEW" }, "general", "name", "positions:wizard.errors.checkAnswer"],
  ])("places %j on step %s, field %s", (problem, step, field, message) => {
    expect(placeOfProblem(problem)).toEqual({ step, field, message });
  });
});
