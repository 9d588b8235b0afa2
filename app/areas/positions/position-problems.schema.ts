import { valuesOf } from "~/forms/api-problems";
import { messageWithValues } from "~/platform/i18n/keys";
import {
  generalStepProblems,
  PREMIUM_TYPES,
  premiumsStepProblems,
  safetyStepProblems,
  type PositionFacts,
  type PositionGeneral,
  type PositionPremiums,
  type PositionProblem,
  type PositionSafety,
  type PremiumTypeName,
} from "~domain/positions";
import type { Finished } from "~/forms/wizard/wizard";
import type { PositionStep } from "./position-wizard";

// The wizard's checks of a step: the rules of domain/positions plus the questions a form must have
// answered before it can go on. The step schemas, the skip-ahead guard and the API's POSITION_INVALID
// answer all go through here, so a problem reads the same wherever it is found.

/** What the General rules need to know about the choices the page offers. */
export type WizardFacts = {
  functionCodes: { id: string; isStudentCode: boolean; minimumHourlyWageCents: number; committee: { isFlexiAllowed: boolean } }[];
  /** The saved position's answer when editing (it cannot change), else null. */
  savedStudentsAllowed: boolean | null;
};

export type StepInput = { general: PositionGeneral; safety: PositionSafety; premiums: PositionPremiums };
/** The steps with questions: every step but check your answers. */
export type AnswersStep = keyof StepInput;

export const functionCodeOf = (facts: WizardFacts, id: string | number | null | undefined) =>
  facts.functionCodes.find((code) => id !== null && id !== undefined && code.id === String(id)) ?? null;

function positionFactsOf(general: PositionGeneral, facts: WizardFacts): PositionFacts {
  const functionCode = functionCodeOf(facts, general.functionCodeId);
  return {
    functionCode: functionCode && { isStudentCode: functionCode.isStudentCode, minimumHourlyWageCents: functionCode.minimumHourlyWageCents },
    savedStudentsAllowed: facts.savedStudentsAllowed,
  };
}

const ADDRESS_PARTS = ["street", "streetNumber", "zip", "city", "country"] as const;
const unanswered = (value: unknown) => value === null || value === undefined || (typeof value === "string" && !value.trim());
const required = (step: AnswersStep, fields: string[]): PositionProblem[] => fields.map((field) => ({ field: `${step}.${field}`, code: "FIELD_REQUIRED" }));

/**
 * The yes/no questions have no default answer, and an address has parts (part 1 §5): a step is not
 * finished while one is unanswered. An address with a blank part is reported part by part instead
 * of as one unresolved location.
 */
function unansweredOf<S extends AnswersStep>(step: S, input: StepInput[S]): PositionProblem[] {
  if (step === "general") {
    const general = input as PositionGeneral;
    const blankParts = general.onTheMove === false ? ADDRESS_PARTS.filter((part) => unanswered(general.location?.[part])) : [];
    return required("general", [
      ...(unanswered(general.onTheMove) ? ["onTheMove"] : []),
      ...blankParts.map((part) => `location.${part}`),
      ...(unanswered(general.vivaldisOfficeCode) ? ["vivaldisOfficeCode"] : []),
    ]);
  }
  if (step === "safety") {
    const safety = input as PositionSafety;
    return required(
      "safety",
      (["workEquipmentRequired", "vcaCertificationRequired"] as const).filter((field) => unanswered(safety[field])),
    );
  }
  return [];
}

function ruleProblemsOf<S extends AnswersStep>(step: S, input: StepInput[S], facts: WizardFacts): PositionProblem[] {
  if (step === "general") return generalStepProblems(input as PositionGeneral, positionFactsOf(input as PositionGeneral, facts));
  if (step === "safety") return safetyStepProblems(input as PositionSafety);
  return premiumsStepProblems(input as PositionPremiums);
}

const NO_FACTS: WizardFacts = { functionCodes: [], savedStudentsAllowed: null };

/** Every problem of one step; none means the step is finished. Only General needs the facts. */
export function stepProblems<S extends AnswersStep>(step: S, input: StepInput[S], facts: WizardFacts = NO_FACTS): PositionProblem[] {
  const missing = unansweredOf(step, input);
  const addressIncomplete = missing.some((problem) => problem.field.startsWith("general.location."));
  const rules = ruleProblemsOf(step, input, facts).filter((problem) => !(addressIncomplete && problem.code === "LOCATION_UNRESOLVED"));
  return [...missing, ...rules];
}

/** A step is finished when it has no problem: the wizard kit's skip-ahead guard and progress list. */
export const finishedSteps =
  (draft: StepInput, facts: WizardFacts): Finished<PositionStep> =>
  (step) =>
    step === "check" || stepProblems(step, draft[step], facts).length === 0;

// Keys are "field:code"; a premium's field may name its type as *.
const MESSAGES: Record<string, string> = {
  "general.name:FIELD_REQUIRED": "positions:general.errors.nameRequired",
  "general.functionCodeId:FIELD_REQUIRED": "positions:general.errors.functionCodeRequired",
  "general.functionCodeId:VALUE_INVALID": "positions:general.errors.functionCodeRequired",
  "general.onTheMove:FIELD_REQUIRED": "positions:general.errors.onTheMoveRequired",
  "general.location.street:FIELD_REQUIRED": "common:validation.streetRequired",
  "general.location.streetNumber:FIELD_REQUIRED": "common:validation.streetNumberRequired",
  "general.location.zip:FIELD_REQUIRED": "common:validation.zipRequired",
  "general.location.city:FIELD_REQUIRED": "common:validation.cityRequired",
  "general.location.country:FIELD_REQUIRED": "positions:general.errors.countryRequired",
  "general.location:LOCATION_UNRESOLVED": "positions:general.errors.selectLocation",
  "general.wageCents:FIELD_REQUIRED": "positions:general.errors.wageRequired",
  "general.wageCents:VALUE_INVALID": "positions:general.errors.wageInvalid",
  "general.wageCents:WAGE_BELOW_MINIMUM": "positions:general.errors.wageBelowMinimum",
  "general.vivaldisOfficeCode:FIELD_REQUIRED": "positions:general.errors.officeRequired",
  "general.studentsAllowed:STUDENTS_ALLOWED_REQUIRED": "positions:general.errors.studentsAllowedRequired",
  "general.studentsAllowed:STUDENTS_REQUIRED_FOR_STUDENT_CODE": "positions:general.errors.studentsRequiredForStudentCode",
  "general.studentsAllowed:STUDENTS_ALLOWED_UNCHANGEABLE": "positions:general.errors.studentsAllowedUnchangeable",
  "safety.workEquipmentRequired:FIELD_REQUIRED": "positions:safety.errors.workEquipmentRequired",
  "safety.workEquipmentRequiredConfirmation:WORK_EQUIPMENT_CONFIRMATION_REQUIRED": "positions:safety.errors.workEquipmentConfirmationRequired",
  "safety.vcaCertificationRequired:FIELD_REQUIRED": "positions:safety.errors.vcaRequired",
  "safety.vcaCertificationRequiredConfirmation:VCA_CONFIRMATION_REQUIRED": "positions:safety.errors.vcaConfirmationRequired",
  "premiums.meal_vouchers.value:PREMIUM_VALUE_REQUIRED": "positions:premiums.errors.employerShareRequired",
  "premiums.meal_vouchers.contributionValue:PREMIUM_VALUE_REQUIRED": "positions:premiums.errors.employeeShareRequired",
  "premiums.meal_vouchers.value:MEAL_VOUCHER_MAX_DIFFERENCE": "positions:premiums.errors.max_difference",
  "premiums.meal_vouchers.contributionValue:MEAL_VOUCHER_MAX_DIFFERENCE": "positions:premiums.errors.max_difference",
  "premiums.meal_vouchers.contributionValue:VALUE_INVALID": "positions:premiums.errors.valueInvalid",
  "premiums.*.value:PREMIUM_VALUE_REQUIRED": "positions:premiums.errors.valueRequired",
  "premiums.*.value:VALUE_INVALID": "positions:premiums.errors.valueInvalid",
  "premiums.*.unit:PREMIUM_UNIT_INVALID": "positions:premiums.errors.unitRequired",
  "premiums.*:VALUE_INVALID": "positions:premiums.errors.premiumInvalid",
  "premiums.ecoChequeComment:FIELD_REQUIRED": "positions:premiums.errors.ecoChequeCommentRequired",
};

// The form fields whose names differ from the draft's.
const GENERAL_FIELDS: Record<string, string> = { location: "locality", wageCents: "wage" };

function formFieldOf(step: AnswersStep, path: string): string {
  if (step === "general") return GENERAL_FIELDS[path] ?? path.replace(/^location\./, "");
  if (step !== "premiums") return path;
  const [type, part] = path.split(".");
  if (!PREMIUM_TYPES.includes(type as PremiumTypeName)) return path;
  return `premiums.${type}.${part ?? "selected"}`;
}

/**
 * Where a problem is shown: its step, the form field (as the step's form names it) and the message
 * key. Problems the API reports (POSITION_INVALID) come as { field, code } strings too.
 */
export function placeOfProblem(problem: { field: string; code: string; [value: string]: unknown }): { step: AnswersStep; field: string; message: string } {
  const [step, ...rest] = problem.field.split(".") as [AnswersStep, ...string[]];
  const path = rest.join(".");
  const wildcard = step === "premiums" ? ["premiums", "*", ...rest.slice(1)].join(".") : problem.field;
  const key = MESSAGES[`${problem.field}:${problem.code}`] ?? MESSAGES[`${wildcard}:${problem.code}`] ?? "positions:wizard.errors.checkAnswer";
  const message = messageWithValues(key, valuesOf(problem));
  return { step, field: formFieldOf(step, path), message };
}
