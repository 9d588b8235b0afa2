// The General step of the contract wizard (part 2 §2 screen 9, §3, §5): kept out of route modules so
// that zod stays on the server. What needs the facts of the employee, the position and the committee
// (domain/contract.ts) is checked by the API when the step is saved.
import { z } from "zod";
import { CONTRACT_REASONS, CONTRACT_TYPES, type ContractGeneral, type ContractGeneralProblemCode, type ContractPremium } from "~domain/contract";
import { employeeChoiceProblems } from "~domain/contract-employees";
import { valuesOf } from "~/forms/api-problems";
import { messageWithValues } from "~/platform/i18n/keys";
import { INFLOW_ATTEMPTS } from "~domain/inflow";
import { PREMIUM_TYPES, PREMIUM_UNITS } from "~domain/positions";
import { amountForField, parseAmount, parseEuroCents } from "~/forms/amount";
import { answerOf, text, yesNo, yesNoOf } from "~/forms/lenient-fields";
import { addTextLineIssues } from "~/forms/text-lines";
import type { FullKey } from "~/platform/i18n/keys";
import type { ContractGeneralInput } from "~/platform/operations.generated";

const PremiumFormSchema = z.object({ type: text, unit: text, value: text, contributionValue: text, distanceKm: text });

/** Everything as typed; parsing never fails, so Previous keeps it. */
export const GeneralFormSchema = z.object({
  employeeId: text,
  /** The employees after the first who get the same contract (issue 46), an empty choice kept. */
  otherEmployeeIds: z.array(text).optional().catch(undefined),
  positionId: text,
  committeeId: text,
  costPlaceId: text,
  /** "yes": various locations (on the move); "no": the location below. */
  onTheMove: yesNo,
  location: z.object({ street: text, streetNumber: text, zip: text, city: text, country: text }).optional().catch(undefined),
  siteAddress: text,
  statute: text,
  contractType: text,
  contractReason: text,
  inflowAttempt: text,
  vcaExamDate: text,
  wage: text,
  premiums: z.array(PremiumFormSchema).optional().catch(undefined),
  remark: text,
});
export type GeneralForm = z.infer<typeof GeneralFormSchema>;

const trimmed = (value: string | undefined) => value?.trim() || null;
const oneOf = <Value extends string>(values: readonly Value[], typed: string | undefined): Value | null => values.find((value) => value === typed) ?? null;
const amountOf = (typed: string | undefined) => (typed?.trim() ? parseAmount(typed) : null);

function premiumOf(typed: z.infer<typeof PremiumFormSchema>): ContractPremium | null {
  const type = oneOf(PREMIUM_TYPES, typed.type);
  if (!type) return null;
  return {
    type,
    value: amountOf(typed.value),
    unit: oneOf(PREMIUM_UNITS[type], typed.unit),
    contributionValue: amountOf(typed.contributionValue),
    distanceKm: amountOf(typed.distanceKm),
  };
}

/** The step as the API saves it; what is not readable is left empty (Next refuses it first). */
export function toGeneralInput(form: GeneralForm): ContractGeneralInput & ContractGeneral & { otherEmployeeIds: (string | null)[] } {
  const onTheMove = answerOf(form.onTheMove);
  const location = form.location;
  const statute = form.statute === "worker" || form.statute === "clerk" ? form.statute : null;
  return {
    employeeId: trimmed(form.employeeId),
    otherEmployeeIds: (form.otherEmployeeIds ?? []).map(trimmed),
    positionId: trimmed(form.positionId),
    committeeId: trimmed(form.committeeId),
    costPlaceId: trimmed(form.costPlaceId),
    onTheMove,
    location:
      onTheMove === false && location
        ? {
            street: trimmed(location.street),
            streetNumber: trimmed(location.streetNumber),
            zip: trimmed(location.zip),
            city: trimmed(location.city),
            country: trimmed(location.country),
          }
        : null,
    siteAddress: trimmed(form.siteAddress),
    statute,
    contractType: oneOf(CONTRACT_TYPES, form.contractType),
    contractReason: oneOf(CONTRACT_REASONS, form.contractReason),
    inflowAttempt: form.contractReason === "inflow" ? oneOf(INFLOW_ATTEMPTS, form.inflowAttempt) : null,
    vcaExamDate: trimmed(form.vcaExamDate),
    wageCents: form.wage?.trim() ? parseEuroCents(form.wage) : null,
    premiums: (form.premiums ?? []).map(premiumOf).filter((premium): premium is ContractPremium => premium !== null),
    remark: trimmed(form.remark),
  };
}

/** Next: the amounts must be amounts; the rest is the API's to check, with the facts. */
export const GeneralStepSchema = GeneralFormSchema.superRefine((form, context) => {
  const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
  addTextLineIssues(context, form, ["remark"]);
  const choice = { employeeId: trimmed(form.employeeId), otherEmployeeIds: (form.otherEmployeeIds ?? []).map(trimmed) };
  for (const { field, code, ...values } of employeeChoiceProblems(choice)) {
    const message = GENERAL_MESSAGES[generalMessageKeyOf(field)]?.[code as ContractGeneralProblemCode];
    if (message) issue(generalPathOf(field), messageWithValues(message, valuesOf(values)));
  }
  if (form.wage?.trim() && parseEuroCents(form.wage) === null) issue(["wage"], "contracts:wizard.general.errors.wageInvalid");
  (form.premiums ?? []).forEach((premium, index) => {
    if (premium.value?.trim() && parseAmount(premium.value) === null) issue(["premiums", index, "value"], "contracts:wizard.general.errors.amountInvalid");
    if (premium.distanceKm?.trim() && parseAmount(premium.distanceKm) === null) {
      issue(["premiums", index, "distanceKm"], "contracts:wizard.general.errors.distanceInvalid");
    }
  });
});

/** The saved step as its form shows it. */
export function generalFormValues(general: ContractGeneral & { otherEmployeeIds?: readonly (string | null)[] }, language: string) {
  const amount = (value: number | null, money = false) => (value === null ? undefined : amountForField(value, language, { money }));
  return {
    employeeId: general.employeeId ?? undefined,
    otherEmployeeIds: (general.otherEmployeeIds ?? []).map((id) => id ?? ""),
    positionId: general.positionId ?? undefined,
    committeeId: general.committeeId ?? undefined,
    costPlaceId: general.costPlaceId ?? undefined,
    onTheMove: yesNoOf(general.onTheMove),
    location: {
      street: general.location?.street ?? undefined,
      streetNumber: general.location?.streetNumber ?? undefined,
      zip: general.location?.zip ?? undefined,
      city: general.location?.city ?? undefined,
      country: general.location?.country ?? "BE",
    },
    siteAddress: general.siteAddress ?? undefined,
    statute: general.statute ?? undefined,
    contractType: general.contractType ?? undefined,
    contractReason: general.contractReason ?? undefined,
    inflowAttempt: general.inflowAttempt ?? undefined,
    vcaExamDate: general.vcaExamDate ?? undefined,
    wage: general.wageCents === null ? undefined : amountForField(general.wageCents / 100, language, { money: true }),
    premiums: general.premiums.map((premium) => ({
      type: premium.type,
      unit: premium.unit ?? undefined,
      value: amount(premium.value),
      contributionValue: amount(premium.contributionValue),
      distanceKm: amount(premium.distanceKm),
    })),
    remark: general.remark ?? undefined,
  };
}

/** The API's problems of General, each with its message (a premium's field stands for every premium's). */
export const GENERAL_MESSAGES: Record<string, Partial<Record<ContractGeneralProblemCode, FullKey<"contracts">>>> = {
  employeeId: {
    FIELD_REQUIRED: "contracts:wizard.general.errors.employeeRequired",
    VALUE_INVALID: "contracts:wizard.general.errors.employeeRequired",
    CONTRACT_DATA_MISSING: "contracts:wizard.unavailable.CONTRACT_DATA_MISSING",
    ID_CARD_EXPIRES: "contracts:wizard.unavailable.ID_CARD_EXPIRES",
    RESIDENCE_PERMIT_EXPIRES: "contracts:wizard.unavailable.RESIDENCE_PERMIT_EXPIRES",
    WORK_PERMIT_EXPIRES: "contracts:wizard.unavailable.WORK_PERMIT_EXPIRES",
    STUDENTS_NOT_ALLOWED: "contracts:wizard.unavailable.STUDENTS_NOT_ALLOWED",
    ONLY_STUDENTS: "contracts:wizard.unavailable.ONLY_STUDENTS",
    NO_STUDENT_HOURS_LEFT: "contracts:wizard.unavailable.NO_STUDENT_HOURS_LEFT",
    FLEXI_NOT_ALLOWED: "contracts:wizard.unavailable.FLEXI_NOT_ALLOWED",
  },
  otherEmployeeIds: { TOO_MANY_EMPLOYEES: "contracts:wizard.general.errors.tooManyEmployees" },
  "otherEmployeeIds.*": {
    FIELD_REQUIRED: "contracts:wizard.general.errors.otherEmployeeRequired",
    VALUE_INVALID: "contracts:wizard.general.errors.otherEmployeeRequired",
    EMPLOYEE_CHOSEN_TWICE: "contracts:wizard.general.errors.employeeChosenTwice",
  },
  positionId: {
    FIELD_REQUIRED: "contracts:wizard.general.errors.positionRequired",
    VALUE_INVALID: "contracts:wizard.general.errors.positionRequired",
    WORK_POST_SHEET_MISSING: "contracts:wizard.general.errors.workPostSheetMissing",
  },
  committeeId: { FIELD_REQUIRED: "contracts:wizard.general.errors.committeeRequired", VALUE_INVALID: "contracts:wizard.general.errors.committeeRequired" },
  costPlaceId: { VALUE_INVALID: "contracts:wizard.general.errors.costPlaceInvalid" },
  onTheMove: { FIELD_REQUIRED: "contracts:wizard.general.errors.onTheMoveRequired" },
  "location.street": { FIELD_REQUIRED: "contracts:wizard.general.errors.streetRequired" },
  "location.streetNumber": { FIELD_REQUIRED: "contracts:wizard.general.errors.streetNumberRequired" },
  "location.zip": { FIELD_REQUIRED: "contracts:wizard.general.errors.zipRequired" },
  "location.city": { FIELD_REQUIRED: "contracts:wizard.general.errors.cityRequired" },
  "location.country": { FIELD_REQUIRED: "contracts:wizard.general.errors.countryRequired" },
  statute: { FIELD_REQUIRED: "contracts:wizard.general.errors.statuteRequired", STATUTE_MISMATCH: "contracts:wizard.general.errors.statuteMismatch" },
  contractType: {
    FIELD_REQUIRED: "contracts:wizard.general.errors.contractTypeRequired",
    STUDENT_TYPE_NOT_STUDENT: "contracts:wizard.general.errors.studentTypeNotStudent",
    STUDENT_NEEDS_STUDENT_TYPE: "contracts:wizard.general.errors.studentNeedsStudentType",
    FLEXI_NOT_IN_COMMITTEE: "contracts:wizard.general.errors.flexiNotInCommittee",
    STATUTE_MISMATCH: "contracts:wizard.general.errors.typeStatuteMismatch",
  },
  contractReason: { FIELD_REQUIRED: "contracts:wizard.general.errors.contractReasonRequired" },
  inflowAttempt: { FIELD_REQUIRED: "contracts:wizard.general.errors.inflowAttemptRequired" },
  vcaExamDate: {
    FIELD_REQUIRED: "contracts:wizard.general.errors.vcaExamDateRequired",
    DATE_INVALID: "contracts:wizard.general.errors.vcaExamDateInvalid",
    DATE_IN_FUTURE: "contracts:wizard.general.errors.vcaExamDateInFuture",
  },
  wage: { FIELD_REQUIRED: "contracts:wizard.general.errors.wageRequired", WAGE_BELOW_MINIMUM: "contracts:wizard.general.errors.wageBelowMinimum" },
  "premiums.*.value": { PREMIUM_VALUE_REQUIRED: "contracts:wizard.general.errors.amountRequired" },
  "premiums.*.distanceKm": { DISTANCE_REQUIRED: "contracts:wizard.general.errors.distanceRequired" },
  remark: { TOO_LONG: "contracts:wizard.general.errors.remarkTooLong" },
};

/** The form's field of an API problem of General: general.premiums.0.value is premiums[0].value, wageCents the typed wage. */
export function generalFieldOf(field: string): string {
  const own = field.replace(/^general\./, "");
  if (own === "wageCents") return "wage";
  return own.replace(/\.(\d+)(?=\.|$)/g, "[$1]");
}

/** The key of GENERAL_MESSAGES a problem's field reads its message from. */
export const generalMessageKeyOf = (field: string) =>
  field
    .replace(/^general\./, "")
    .replace(/^wageCents$/, "wage")
    .replace(/\.\d+(?=\.|$)/g, ".*");

/** A problem's field as the path of a zod issue: general.otherEmployeeIds.2 is ["otherEmployeeIds", 2]. */
const generalPathOf = (field: string) =>
  field
    .replace(/^general\./, "")
    .split(".")
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
