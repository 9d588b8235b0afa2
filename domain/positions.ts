// The rules of a position and its wizard's three steps (part 2 §3, §5, §9; part 1 §5 for the location).
// Shared by the portal's forms and the payroll API, which checks the whole draft again on submit.
// Each check answers a list of problems, one per field at most, named by the field's draft path.

/** The meal voucher limits per voucher (part 2 §9; the description's maximum of 8 euro is the total). */
export const MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS = 691;
export const MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS = 109;
export const MEAL_VOUCHER_TOTAL_MAX_CENTS = 800;

/** In the order the spec lists them, which is the order the wizard offers them in. */
export const PREMIUM_TYPES = [
  "cold_weather_bonus",
  "late_shift_bonus",
  "night_shift_bonus",
  "morning_shift_bonus",
  "meal_vouchers",
  "bike_bonus",
  "kilometer_compensation",
  "social_kilometer_compensation",
  "eco_cheque",
  "dimona",
  "mobility",
  "other",
] as const;
export type PremiumTypeName = (typeof PREMIUM_TYPES)[number];
export type PremiumUnitName = "PERCENT" | "PER_DAY" | "PER_HOUR" | "PER_KILOMETER" | "PER_WEEK";

/**
 * The units each premium may be expressed in. The shift bonuses are an amount per hour or a
 * percentage of the wage (part 2 §3). Meal vouchers have none: value is the employer's share and
 * contributionValue the employee's, both per voucher. The spec names no unit for the others: the
 * cold weather bonus is paid per hour not worked, the bike bonus and both kilometer compensations per
 * kilometer, eco cheques, Dimona and mobility pro rata per day worked; "other" is anything, so it takes
 * any unit. A premium with a single unit may leave it out: that unit is meant.
 */
export const PREMIUM_UNITS: Record<PremiumTypeName, readonly PremiumUnitName[]> = {
  cold_weather_bonus: ["PER_HOUR"],
  late_shift_bonus: ["PER_HOUR", "PERCENT"],
  night_shift_bonus: ["PER_HOUR", "PERCENT"],
  morning_shift_bonus: ["PER_HOUR", "PERCENT"],
  meal_vouchers: [],
  bike_bonus: ["PER_KILOMETER"],
  kilometer_compensation: ["PER_KILOMETER"],
  social_kilometer_compensation: ["PER_KILOMETER"],
  eco_cheque: ["PER_DAY"],
  dimona: ["PER_DAY"],
  mobility: ["PER_DAY"],
  other: ["PERCENT", "PER_DAY", "PER_HOUR", "PER_KILOMETER", "PER_WEEK"],
};

type PositionProblemCode =
  | "FIELD_REQUIRED"
  | "STUDENTS_ALLOWED_REQUIRED"
  | "STUDENTS_REQUIRED_FOR_STUDENT_CODE"
  | "STUDENTS_ALLOWED_UNCHANGEABLE"
  | "WORK_EQUIPMENT_CONFIRMATION_REQUIRED"
  | "VCA_CONFIRMATION_REQUIRED"
  | "PREMIUM_VALUE_REQUIRED"
  | "PREMIUM_UNIT_INVALID"
  | "MEAL_VOUCHER_MAX_DIFFERENCE"
  | "WAGE_BELOW_MINIMUM"
  | "LOCATION_UNRESOLVED"
  | "VALUE_INVALID";

/** field: the draft path, e.g. "general.studentsAllowed" or "premiums.meal_vouchers.value". */
/** A broken rule at its field; WAGE_BELOW_MINIMUM says the function code's minimum hourly wage in euros (issue 47). */
export type PositionProblem = { field: string; code: PositionProblemCode; minimumWage?: number };

type Maybe<T> = T | null | undefined;

/** An address as typed, with the coordinates the API's look-up found (none: not resolved). */
export type PositionAddress = {
  street?: Maybe<string>;
  streetNumber?: Maybe<string>;
  zip?: Maybe<string>;
  city?: Maybe<string>;
  country?: Maybe<string>;
  latitude?: Maybe<number>;
  longitude?: Maybe<number>;
};

/** The General step, shaped like the schema's PositionGeneralInput (and PositionGeneralDraft). */
export type PositionGeneral = {
  name?: Maybe<string>;
  /** An ID as GraphQL inputs type it. */
  functionCodeId?: Maybe<string | number>;
  noVatApplicable?: Maybe<boolean>;
  description?: Maybe<string>;
  onTheMove?: Maybe<boolean>;
  location?: Maybe<PositionAddress>;
  wageCents?: Maybe<number>;
  vivaldisOfficeCode?: Maybe<string>;
  studentsAllowed?: Maybe<boolean>;
  isFlexi?: Maybe<boolean>;
};

export type PositionSafety = {
  workEquipmentRequired?: Maybe<boolean>;
  workEquipmentRequiredConfirmation?: Maybe<boolean>;
  vcaCertificationRequired?: Maybe<boolean>;
  vcaCertificationRequiredConfirmation?: Maybe<boolean>;
  certificateTypes?: Maybe<readonly string[]>;
};

export type PositionPremium = {
  type: PremiumTypeName;
  value?: Maybe<number>;
  unit?: Maybe<PremiumUnitName>;
  contributionValue?: Maybe<number>;
};

export type PositionPremiums = {
  premiums?: Maybe<readonly PositionPremium[]>;
  nettoPremiumComment?: Maybe<string>;
  useEcoChequeComment?: Maybe<boolean>;
  ecoChequeComment?: Maybe<string>;
};

export type PositionDraftSteps = {
  general?: Maybe<PositionGeneral>;
  safety?: Maybe<PositionSafety>;
  premiums?: Maybe<PositionPremiums>;
};

/** What the General step's rules need to know besides the step itself. */
export type PositionFacts = {
  /** The chosen function code; null when none is chosen or the id is unknown. */
  functionCode: { isStudentCode: boolean; minimumHourlyWageCents: number } | null;
  /** The existing position's answer when editing, else null. */
  savedStudentsAllowed: boolean | null;
};

const blank = (text: Maybe<string>) => !text?.trim();

/** Part 1 §5: street, street number, zip, city, country and the resolved latitude and longitude. */
export function isLocationComplete(address: Maybe<PositionAddress>): boolean {
  if (!address) return false;
  const { street, streetNumber, zip, city, country, latitude, longitude } = address;
  return [street, streetNumber, zip, city, country].every((part) => !blank(part)) && typeof latitude === "number" && typeof longitude === "number";
}

/** VCA required, a student function code or the worker statute (part 2 §5). */
export function isWorkPostSheetRequired(position: { vcaCertificationRequired: boolean; isStudentCode: boolean; statute: "worker" | "clerk" }): boolean {
  return position.vcaCertificationRequired || position.isStudentCode || position.statute === "worker";
}

function studentsAllowedProblem(general: PositionGeneral, facts: PositionFacts): PositionProblemCode | null {
  const answer = general.studentsAllowed;
  if (answer === null || answer === undefined) return "STUDENTS_ALLOWED_REQUIRED";
  if (facts.savedStudentsAllowed !== null && answer !== facts.savedStudentsAllowed) return "STUDENTS_ALLOWED_UNCHANGEABLE";
  if (facts.functionCode?.isStudentCode && !answer) return "STUDENTS_REQUIRED_FOR_STUDENT_CODE";
  return null;
}

function wageProblem(wageCents: Maybe<number>, facts: PositionFacts): PositionProblemCode | null {
  if (wageCents === null || wageCents === undefined) return "FIELD_REQUIRED";
  if (!Number.isInteger(wageCents) || wageCents <= 0) return "VALUE_INVALID";
  if (facts.functionCode && wageCents < facts.functionCode.minimumHourlyWageCents) return "WAGE_BELOW_MINIMUM";
  return null;
}

export function generalStepProblems(general: PositionGeneral, facts: PositionFacts): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const add = (field: string, code: PositionProblemCode | null) => {
    if (code) problems.push({ field: `general.${field}`, code });
  };
  add("name", blank(general.name) ? "FIELD_REQUIRED" : null);
  add("functionCodeId", blank(String(general.functionCodeId ?? "")) ? "FIELD_REQUIRED" : facts.functionCode ? null : "VALUE_INVALID");
  add("location", general.onTheMove || isLocationComplete(general.location) ? null : "LOCATION_UNRESOLVED");
  const wage = wageProblem(general.wageCents, facts);
  if (wage === "WAGE_BELOW_MINIMUM") problems.push({ field: "general.wageCents", code: wage, minimumWage: facts.functionCode!.minimumHourlyWageCents / 100 });
  else add("wageCents", wage);
  add("studentsAllowed", studentsAllowedProblem(general, facts));
  return problems;
}

export function safetyStepProblems(safety: PositionSafety): PositionProblem[] {
  const problems: PositionProblem[] = [];
  if (safety.workEquipmentRequired && !safety.workEquipmentRequiredConfirmation) {
    problems.push({ field: "safety.workEquipmentRequiredConfirmation", code: "WORK_EQUIPMENT_CONFIRMATION_REQUIRED" });
  }
  if (safety.vcaCertificationRequired && !safety.vcaCertificationRequiredConfirmation) {
    problems.push({ field: "safety.vcaCertificationRequiredConfirmation", code: "VCA_CONFIRMATION_REQUIRED" });
  }
  return problems;
}

const cents = (euro: number) => Math.round(euro * 100);

function amountProblem(amount: Maybe<number>): PositionProblemCode | null {
  if (amount === null || amount === undefined) return "PREMIUM_VALUE_REQUIRED";
  return Number.isFinite(amount) && amount > 0 ? null : "VALUE_INVALID";
}

function unitProblem(premium: PositionPremium): PositionProblemCode | null {
  const units = PREMIUM_UNITS[premium.type];
  if (premium.unit === null || premium.unit === undefined) return units.length > 1 ? "PREMIUM_UNIT_INVALID" : null;
  return units.includes(premium.unit) ? null : "PREMIUM_UNIT_INVALID";
}

/** Employer share at most 6.91, employee share at least 1.09 and both together at most 8 euro. */
function mealVoucherProblems(premium: PositionPremium): PositionProblem[] {
  const employerProblem = amountProblem(premium.value);
  const employeeProblem = amountProblem(premium.contributionValue);
  const employer = cents(premium.value ?? 0);
  const employee = cents(premium.contributionValue ?? 0);
  const problems: PositionProblem[] = [];
  const add = (field: "value" | "contributionValue" | "unit", code: PositionProblemCode | null) => {
    if (code) problems.push({ field: `premiums.meal_vouchers.${field}`, code });
  };
  const tooMuch = employer > MEAL_VOUCHER_EMPLOYER_SHARE_MAX_CENTS || (!employeeProblem && employer + employee > MEAL_VOUCHER_TOTAL_MAX_CENTS);
  add("value", employerProblem ?? (tooMuch ? "MEAL_VOUCHER_MAX_DIFFERENCE" : null));
  add("contributionValue", employeeProblem ?? (employee < MEAL_VOUCHER_EMPLOYEE_SHARE_MIN_CENTS ? "MEAL_VOUCHER_MAX_DIFFERENCE" : null));
  add("unit", unitProblem(premium));
  return problems;
}

function premiumProblems(premium: PositionPremium): PositionProblem[] {
  if (premium.type === "meal_vouchers") return mealVoucherProblems(premium);
  const problems: PositionProblem[] = [];
  const valueProblem = amountProblem(premium.value);
  const unit = unitProblem(premium);
  if (valueProblem) problems.push({ field: `premiums.${premium.type}.value`, code: valueProblem });
  if (unit) problems.push({ field: `premiums.${premium.type}.unit`, code: unit });
  return problems;
}

export function premiumsStepProblems(premiums: PositionPremiums): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const seen = new Set<string>();
  for (const premium of premiums.premiums ?? []) {
    if (!PREMIUM_TYPES.includes(premium.type) || seen.has(premium.type)) {
      problems.push({ field: `premiums.${premium.type}`, code: "VALUE_INVALID" });
      continue;
    }
    seen.add(premium.type);
    problems.push(...premiumProblems(premium));
  }
  if (premiums.useEcoChequeComment && blank(premiums.ecoChequeComment)) {
    problems.push({ field: "premiums.ecoChequeComment", code: "FIELD_REQUIRED" });
  }
  return problems;
}

/** Every problem of a whole draft; a step not saved yet counts as empty. */
export function positionProblems(draft: PositionDraftSteps, facts: PositionFacts): PositionProblem[] {
  return [...generalStepProblems(draft.general ?? {}, facts), ...safetyStepProblems(draft.safety ?? {}), ...premiumsStepProblems(draft.premiums ?? {})];
}
