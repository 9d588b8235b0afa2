import { firstUnfinishedStep, placeOfProblem, stepProblems, type StepInput, type WizardFacts } from "./position-problems";

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

describe("firstUnfinishedStep", () => {
  it("is Premiums once General and Safety are finished", () => {
    expect(firstUnfinishedStep(draft, facts)).toBe("premiums");
  });

  it("is General while its address is not found by the look-up", () => {
    const unresolved = { ...general, location: { ...address, latitude: null, longitude: null } };
    expect(firstUnfinishedStep({ ...draft, general: unresolved }, facts)).toBe("general");
    expect(stepProblems("general", unresolved, facts)).toEqual([{ field: "general.location", code: "LOCATION_UNRESOLVED" }]);
  });

  it("is Safety while a question there is unanswered, even though no rule is broken", () => {
    expect(firstUnfinishedStep({ ...draft, safety: { certificateTypes: [] } }, facts)).toBe("safety");
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
    [{ field: "safety.vcaCertificationRequiredConfirmation", code: "VCA_CONFIRMATION_REQUIRED" }, "safety", "vcaCertificationRequiredConfirmation", "positions:safety.errors.vcaConfirmationRequired"],
    [{ field: "premiums.meal_vouchers.value", code: "MEAL_VOUCHER_MAX_DIFFERENCE" }, "premiums", "premiums.meal_vouchers.value", "positions:premiums.errors.max_difference"],
    [{ field: "premiums.dimona.value", code: "PREMIUM_VALUE_REQUIRED" }, "premiums", "premiums.dimona.value", "positions:premiums.errors.valueRequired"],
    [{ field: "premiums.other", code: "VALUE_INVALID" }, "premiums", "premiums.other.selected", "positions:premiums.errors.premiumInvalid"],
    [{ field: "premiums.ecoChequeComment", code: "FIELD_REQUIRED" }, "premiums", "ecoChequeComment", "positions:premiums.errors.ecoChequeCommentRequired"],
    [{ field: "general.name", code: "SOMETHING_NEW" }, "general", "name", "positions:wizard.errors.checkAnswer"],
  ])("places %j on step %s, field %s", (problem, step, field, message) => {
    expect(placeOfProblem(problem)).toEqual({ step, field, message });
  });
});
