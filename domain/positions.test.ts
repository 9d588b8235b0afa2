import {
  MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS,
  MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS,
  MEAL_VOUCHER_TOTAL_MAX_CENTS,
  PREMIUM_TYPES,
  PREMIUM_UNITS,
  generalStepProblems,
  isLocationComplete,
  isWorkPostSheetRequired,
  positionProblems,
  premiumsStepProblems,
  safetyStepProblems,
  type PositionFacts,
  type PositionGeneral,
  type PremiumUnitName,
} from "./positions";

const address = {
  street: "Mechelsesteenweg",
  streetNumber: "212",
  zip: "2018",
  city: "Antwerpen",
  country: "BE",
  latitude: 51.22,
  longitude: 4.4,
};
const general: PositionGeneral = {
  name: "Brouwer",
  functionCodeId: "7",
  onTheMove: false,
  location: address,
  wageCents: 1600,
  studentsAllowed: false,
};
const facts: PositionFacts = { functionCode: { isStudentCode: false, minimumHourlyWageCents: 1500 }, savedStudentsAllowed: null };
const studentCode: PositionFacts = { ...facts, functionCode: { isStudentCode: true, minimumHourlyWageCents: 1200 } };

const codesOf = (problems: { field: string; code: string }[]) => problems.map((p) => `${p.field}:${p.code}`);

describe("the meal voucher limits", () => {
  it("are 6.91 euro for the employer, 1.09 euro for the employee and 8 euro together", () => {
    expect([MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS, MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS, MEAL_VOUCHER_TOTAL_MAX_CENTS]).toEqual([691, 109, 800]);
  });
});

describe("isLocationComplete", () => {
  it("needs every part and the resolved coordinates", () => {
    expect(isLocationComplete(address)).toBe(true);
    for (const part of ["street", "streetNumber", "zip", "city", "country"] as const) {
      expect(isLocationComplete({ ...address, [part]: " " })).toBe(false);
      expect(isLocationComplete({ ...address, [part]: null })).toBe(false);
    }
    expect(isLocationComplete({ ...address, latitude: null })).toBe(false);
    expect(isLocationComplete({ ...address, longitude: undefined })).toBe(false);
    expect(isLocationComplete(null)).toBe(false);
  });

  it("accepts coordinates of zero (a number, not a missing value)", () => {
    expect(isLocationComplete({ ...address, latitude: 0, longitude: 0 })).toBe(true);
  });
});

describe("isWorkPostSheetRequired", () => {
  const clerk = { vcaCertificationRequired: false, isStudentCode: false, statute: "clerk" as const };
  it("is not required for a clerk position without VCA and without a student code", () => {
    expect(isWorkPostSheetRequired(clerk)).toBe(false);
  });
  it("is required with VCA, with a student code or for workers", () => {
    expect(isWorkPostSheetRequired({ ...clerk, vcaCertificationRequired: true })).toBe(true);
    expect(isWorkPostSheetRequired({ ...clerk, isStudentCode: true })).toBe(true);
    expect(isWorkPostSheetRequired({ ...clerk, statute: "worker" })).toBe(true);
  });
});

describe("generalStepProblems", () => {
  it("finds nothing wrong with a complete step", () => {
    expect(generalStepProblems(general, facts)).toEqual([]);
  });

  it("requires the name, the function code, the wage, the students answer and the location", () => {
    expect(codesOf(generalStepProblems({}, { functionCode: null, savedStudentsAllowed: null }))).toEqual([
      "general.name:FIELD_REQUIRED",
      "general.functionCodeId:FIELD_REQUIRED",
      "general.location:LOCATION_UNRESOLVED",
      "general.wageCents:FIELD_REQUIRED",
      "general.studentsAllowed:STUDENTS_ALLOWED_REQUIRED",
    ]);
    expect(codesOf(generalStepProblems({ ...general, name: "  " }, facts))).toEqual(["general.name:FIELD_REQUIRED"]);
  });

  it("refuses a function code id that names no function code", () => {
    expect(codesOf(generalStepProblems(general, { ...facts, functionCode: null }))).toEqual(["general.functionCodeId:VALUE_INVALID"]);
  });

  it("accepts the minimum wage and refuses a cent less", () => {
    expect(generalStepProblems({ ...general, wageCents: 1500 }, facts)).toEqual([]);
    expect(codesOf(generalStepProblems({ ...general, wageCents: 1499 }, facts))).toEqual(["general.wageCents:WAGE_BELOW_MINIMUM"]);
  });

  it("refuses a wage that is not a positive number of cents", () => {
    for (const wageCents of [0, -100, 1600.5]) {
      expect(codesOf(generalStepProblems({ ...general, wageCents }, facts))).toEqual(["general.wageCents:VALUE_INVALID"]);
    }
  });

  it("needs a resolved location unless the position is on the move", () => {
    const unresolved = { ...general, location: { ...address, latitude: null, longitude: null } };
    expect(codesOf(generalStepProblems(unresolved, facts))).toEqual(["general.location:LOCATION_UNRESOLVED"]);
    expect(generalStepProblems({ ...unresolved, onTheMove: true }, facts)).toEqual([]);
    expect(generalStepProblems({ ...general, onTheMove: true, location: null }, facts)).toEqual([]);
  });

  it("with a student code, accepts students allowed, refuses no and asks for an answer", () => {
    expect(generalStepProblems({ ...general, studentsAllowed: true }, studentCode)).toEqual([]);
    expect(codesOf(generalStepProblems({ ...general, studentsAllowed: false }, studentCode))).toEqual([
      "general.studentsAllowed:STUDENTS_REQUIRED_FOR_STUDENT_CODE",
    ]);
    expect(codesOf(generalStepProblems({ ...general, studentsAllowed: null }, studentCode))).toEqual(["general.studentsAllowed:STUDENTS_ALLOWED_REQUIRED"]);
  });

  it("without a student code, accepts either answer", () => {
    expect(generalStepProblems({ ...general, studentsAllowed: true }, facts)).toEqual([]);
    expect(generalStepProblems({ ...general, studentsAllowed: false }, facts)).toEqual([]);
  });

  it("when editing, keeps the saved students answer and refuses a change either way", () => {
    expect(generalStepProblems({ ...general, studentsAllowed: true }, { ...facts, savedStudentsAllowed: true })).toEqual([]);
    expect(generalStepProblems({ ...general, studentsAllowed: false }, { ...facts, savedStudentsAllowed: false })).toEqual([]);
    expect(codesOf(generalStepProblems({ ...general, studentsAllowed: false }, { ...facts, savedStudentsAllowed: true }))).toEqual([
      "general.studentsAllowed:STUDENTS_ALLOWED_UNCHANGEABLE",
    ]);
    expect(codesOf(generalStepProblems({ ...general, studentsAllowed: true }, { ...facts, savedStudentsAllowed: false }))).toEqual([
      "general.studentsAllowed:STUDENTS_ALLOWED_UNCHANGEABLE",
    ]);
  });
});

describe("safetyStepProblems", () => {
  it("finds nothing wrong when nothing is required", () => {
    expect(safetyStepProblems({})).toEqual([]);
    expect(safetyStepProblems({ workEquipmentRequired: false, vcaCertificationRequired: false })).toEqual([]);
  });

  it("needs the work equipment confirmation when work equipment is required", () => {
    expect(safetyStepProblems({ workEquipmentRequired: true, workEquipmentRequiredConfirmation: true })).toEqual([]);
    expect(codesOf(safetyStepProblems({ workEquipmentRequired: true, workEquipmentRequiredConfirmation: false }))).toEqual([
      "safety.workEquipmentRequiredConfirmation:WORK_EQUIPMENT_CONFIRMATION_REQUIRED",
    ]);
  });

  it("needs the VCA confirmation when a VCA certification is required", () => {
    expect(safetyStepProblems({ vcaCertificationRequired: true, vcaCertificationRequiredConfirmation: true })).toEqual([]);
    expect(codesOf(safetyStepProblems({ vcaCertificationRequired: true, vcaCertificationRequiredConfirmation: null }))).toEqual([
      "safety.vcaCertificationRequiredConfirmation:VCA_CONFIRMATION_REQUIRED",
    ]);
  });
});

describe("premiumsStepProblems", () => {
  const mealVouchers = (value: number | null, contributionValue: number | null) =>
    codesOf(premiumsStepProblems({ premiums: [{ type: "meal_vouchers", value, contributionValue }] }));

  it("finds nothing wrong without premiums", () => {
    expect(premiumsStepProblems({})).toEqual([]);
    expect(premiumsStepProblems({ premiums: [] })).toEqual([]);
  });

  it("accepts an employer share of 6.91 euro and refuses 6.92", () => {
    expect(mealVouchers(6.91, 1.09)).toEqual([]);
    expect(mealVouchers(6.92, 1.08 + 0.01)).toEqual(["premiums.meal_vouchers.value:MEAL_VOUCHER_MAX_DIFFERENCE"]);
  });

  it("accepts an employee share of 1.09 euro and refuses 1.08", () => {
    expect(mealVouchers(5, 1.09)).toEqual([]);
    expect(mealVouchers(5, 1.08)).toEqual(["premiums.meal_vouchers.contributionValue:MEAL_VOUCHER_MAX_DIFFERENCE"]);
  });

  it("accepts 8.00 euro together and refuses 8.01", () => {
    expect(mealVouchers(6, 2)).toEqual([]);
    expect(mealVouchers(6, 2.01)).toEqual(["premiums.meal_vouchers.value:MEAL_VOUCHER_MAX_DIFFERENCE"]);
  });

  it("compares whole cents, whatever the floating point", () => {
    expect(mealVouchers(6.909999, 1.0900001)).toEqual([]);
    expect(mealVouchers(0.1 + 0.2, 7.7)).toEqual([]);
  });

  it("requires both shares and refuses shares that are not positive", () => {
    expect(mealVouchers(null, null)).toEqual([
      "premiums.meal_vouchers.value:PREMIUM_VALUE_REQUIRED",
      "premiums.meal_vouchers.contributionValue:PREMIUM_VALUE_REQUIRED",
    ]);
    expect(mealVouchers(0, -1)).toEqual(["premiums.meal_vouchers.value:VALUE_INVALID", "premiums.meal_vouchers.contributionValue:VALUE_INVALID"]);
    expect(mealVouchers(Number.NaN, 1.5)).toEqual(["premiums.meal_vouchers.value:VALUE_INVALID"]);
  });

  it("gives meal vouchers no unit", () => {
    expect(codesOf(premiumsStepProblems({ premiums: [{ type: "meal_vouchers", value: 5, contributionValue: 2, unit: "PER_DAY" }] }))).toEqual([
      "premiums.meal_vouchers.unit:PREMIUM_UNIT_INVALID",
    ]);
  });

  it("requires every chosen premium's value, as a positive number", () => {
    expect(codesOf(premiumsStepProblems({ premiums: [{ type: "bike_bonus", value: null }] }))).toEqual(["premiums.bike_bonus.value:PREMIUM_VALUE_REQUIRED"]);
    expect(codesOf(premiumsStepProblems({ premiums: [{ type: "bike_bonus", value: 0 }] }))).toEqual(["premiums.bike_bonus.value:VALUE_INVALID"]);
    expect(premiumsStepProblems({ premiums: [{ type: "bike_bonus", value: 0.27 }] })).toEqual([]);
  });

  it("accepts each premium's own units and refuses the others", () => {
    const allUnits: PremiumUnitName[] = ["PERCENT", "PER_DAY", "PER_HOUR", "PER_KILOMETER", "PER_WEEK"];
    for (const type of PREMIUM_TYPES.filter((t) => t !== "meal_vouchers")) {
      for (const unit of allUnits) {
        const problems = premiumsStepProblems({ premiums: [{ type, value: 1.5, unit }] });
        expect(codesOf(problems), `${type} ${unit}`).toEqual(PREMIUM_UNITS[type].includes(unit) ? [] : [`premiums.${type}.unit:PREMIUM_UNIT_INVALID`]);
      }
    }
  });

  it("has the shift bonuses per hour or in percent, and one unit for the others but other", () => {
    for (const type of ["late_shift_bonus", "night_shift_bonus", "morning_shift_bonus"] as const) {
      expect(PREMIUM_UNITS[type]).toEqual(["PER_HOUR", "PERCENT"]);
    }
    expect(PREMIUM_UNITS.meal_vouchers).toEqual([]);
    expect(PREMIUM_UNITS.kilometer_compensation).toEqual(["PER_KILOMETER"]);
    expect(PREMIUM_UNITS.cold_weather_bonus).toEqual(["PER_HOUR"]);
    expect(PREMIUM_UNITS.other).toHaveLength(5);
  });

  it("lets a premium with one unit leave it out, but not one with a choice", () => {
    expect(premiumsStepProblems({ premiums: [{ type: "kilometer_compensation", value: 0.42 }] })).toEqual([]);
    expect(codesOf(premiumsStepProblems({ premiums: [{ type: "night_shift_bonus", value: 10 }] }))).toEqual([
      "premiums.night_shift_bonus.unit:PREMIUM_UNIT_INVALID",
    ]);
    expect(codesOf(premiumsStepProblems({ premiums: [{ type: "other", value: 10 }] }))).toEqual(["premiums.other.unit:PREMIUM_UNIT_INVALID"]);
  });

  it("refuses the same premium twice", () => {
    const premium = { type: "eco_cheque" as const, value: 1 };
    expect(codesOf(premiumsStepProblems({ premiums: [premium, premium] }))).toEqual(["premiums.eco_cheque:VALUE_INVALID"]);
  });

  it("needs the eco cheque comment when it is to be used", () => {
    expect(codesOf(premiumsStepProblems({ useEcoChequeComment: true, ecoChequeComment: " " }))).toEqual(["premiums.ecoChequeComment:FIELD_REQUIRED"]);
    expect(premiumsStepProblems({ useEcoChequeComment: true, ecoChequeComment: "Per gewerkte dag" })).toEqual([]);
  });
});

describe("positionProblems", () => {
  it("checks the three steps together, counting a missing step as empty", () => {
    expect(positionProblems({ general }, facts)).toEqual([]);
    expect(
      codesOf(
        positionProblems(
          {
            general: { ...general, wageCents: 1000 },
            safety: { vcaCertificationRequired: true },
            premiums: { premiums: [{ type: "mobility", value: null }] },
          },
          facts,
        ),
      ),
    ).toEqual([
      "general.wageCents:WAGE_BELOW_MINIMUM",
      "safety.vcaCertificationRequiredConfirmation:VCA_CONFIRMATION_REQUIRED",
      "premiums.mobility.value:PREMIUM_VALUE_REQUIRED",
    ]);
  });
});
