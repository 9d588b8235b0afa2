// The work post sheet of a position (part 2 §3, §5): the safety facts a temporary worker gets before
// starting. Either the company's own PDF or a sheet filled in the portal; the rules of a filled one
// live here, for the portal's form and the payroll API alike. Whether a position needs a sheet at all
// is domain/positions.ts's isWorkPostSheetRequired.
import { isCalendarDate } from "./calendar-date";
import { bytesOfMegabytes } from "./image";
import { isValidPhone } from "./phone";
import type { PREVENTION_SERVICES } from "./prevention-services";

export const PROTECTIVE_EQUIPMENT = [
  "glasses",
  "work_trousers",
  "hearing_protection",
  "gloves",
  "helmet",
  "jacket",
  "mask",
  "dust_protection",
  "harness",
  "safety_shoes",
  "ointments",
  "other",
] as const;
type ProtectiveEquipment = (typeof PROTECTIVE_EQUIPMENT)[number];

export const VACCINES = ["tetanus", "tuberculosis", "hepatitis_b", "other"] as const;
type Vaccine = (typeof VACCINES)[number];

export const HEALTH_RISKS = [
  "safety_position",
  "increased_vigilance",
  "young_under_18",
  "chemical_agents",
  "biological_agents",
  "noise",
  "ergonomic_load",
  "handling_loads",
  "night_work",
  "shift_work",
] as const;
export type HealthRisk = (typeof HEALTH_RISKS)[number];

/** The numbers of the health-surveillance codes, which the forms print beside them. */
export const HEALTH_RISK_NUMBERS: Record<HealthRisk, number> = {
  safety_position: 1,
  increased_vigilance: 2,
  young_under_18: 5,
  chemical_agents: 1135,
  biological_agents: 1380,
  noise: 1202,
  ergonomic_load: 2026,
  handling_loads: 2022,
  night_work: 2024,
  shift_work: 2015,
};

/** The largest PDF a company may upload as its own sheet, in megabytes (MiB). */
export const WORK_POST_SHEET_PDF_MAX_MEGABYTES = 5;
export const WORK_POST_SHEET_PDF_MAX_BYTES = bytesOfMegabytes(WORK_POST_SHEET_PDF_MAX_MEGABYTES);

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/** A PDF by its first bytes, never by the file's name or declared type. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= PDF_SIGNATURE.length && PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

/** Free texts (tasks, instructions …) and the welcome officer's name and function. */
export const WORK_POST_SHEET_TEXT_MAX_LENGTH = 2000;
export const WORK_POST_SHEET_NAME_MAX_LENGTH = 100;

type Text = string | null | undefined;

/** A filled sheet as the form and the API's WorkPostSheetInput carry it (positionId aside). */
export type WorkPostSheetFields = {
  tasksToPerform?: Text;
  requiredQualifications?: Text;
  welcomeOfficerName?: Text;
  welcomeOfficerFunction?: Text;
  welcomeOfficerPhone?: Text;
  workEquipment?: Text;
  priorInstructions?: Text;
  foreseeableTraining?: Text;
  workstationLocation?: Text;
  protectiveEquipment: readonly ProtectiveEquipment[];
  protectiveEquipmentOther?: Text;
  vaccines: readonly Vaccine[];
  vaccineOther?: Text;
  healthRisks: readonly HealthRisk[];
  noHealthRisksConfirmed: boolean;
  maternityProtection?: boolean | null;
  pregnancyAdjustmentEndDate?: Text;
  breastfeedingAdjustmentEndDate?: Text;
  adviceDate?: Text;
  adviceByPreventionCommittee?: boolean | null;
  unionRepresentationOrDirectParticipation?: boolean | null;
  labourDoctorAdviceDate?: Text;
  internalServiceAdviceDate?: Text;
  preventionService?: (typeof PREVENTION_SERVICES)[number] | null;
};

export type WorkPostSheetField = keyof WorkPostSheetFields;

export type WorkPostSheetProblemCode =
  | "FIELD_REQUIRED"
  | "TOO_LONG"
  | "PHONE_INVALID"
  | "OTHER_DETAIL_REQUIRED"
  | "NO_HEALTH_RISKS_CONFIRMATION_REQUIRED"
  | "NO_HEALTH_RISKS_CONFLICT"
  | "DATE_INVALID"
  | "ADJUSTMENT_END_DATE_REQUIRED"
  | "END_BEFORE_ADVICE";

export type WorkPostSheetProblem = { field: WorkPostSheetField; code: WorkPostSheetProblemCode };

/** What a worker cannot start without: what to do, where, and who welcomes them. */
const REQUIRED_TEXTS = ["tasksToPerform", "workstationLocation", "welcomeOfficerName"] as const;

const LONG_TEXTS = [
  "tasksToPerform",
  "requiredQualifications",
  "workEquipment",
  "priorInstructions",
  "foreseeableTraining",
  "workstationLocation",
  "protectiveEquipmentOther",
  "vaccineOther",
] as const;
const SHORT_TEXTS = ["welcomeOfficerName", "welcomeOfficerFunction"] as const;
const MATERNITY_DATES = [
  "adviceDate",
  "pregnancyAdjustmentEndDate",
  "breastfeedingAdjustmentEndDate",
  "labourDoctorAdviceDate",
  "internalServiceAdviceDate",
] as const;

/** A trimmed text; blank counts as not given. */
const textOf = (value: Text): string | null => value?.trim() || null;

/**
 * Everything wrong with a filled sheet, field by field (empty when it may be saved):
 * - tasks to perform, workstation location and the welcome officer's name are required, and the
 *   maternity-protection question must be answered;
 * - a ticked "other" (protective equipment, vaccine) needs its description;
 * - no health risk ticked needs the confirmation that there are none, and that confirmation
 *   contradicts a ticked risk;
 * - with maternity protection, the advice date and at least one adjustment end date are required,
 *   every date must be a real day, and an adjustment cannot end before the advice was given.
 */
export function workPostSheetProblems(sheet: WorkPostSheetFields): WorkPostSheetProblem[] {
  const problems: WorkPostSheetProblem[] = [];
  const add = (field: WorkPostSheetField, code: WorkPostSheetProblemCode) => problems.push({ field, code });

  for (const field of REQUIRED_TEXTS) if (!textOf(sheet[field])) add(field, "FIELD_REQUIRED");
  for (const field of LONG_TEXTS) if ((textOf(sheet[field])?.length ?? 0) > WORK_POST_SHEET_TEXT_MAX_LENGTH) add(field, "TOO_LONG");
  for (const field of SHORT_TEXTS) if ((textOf(sheet[field])?.length ?? 0) > WORK_POST_SHEET_NAME_MAX_LENGTH) add(field, "TOO_LONG");
  const phone = textOf(sheet.welcomeOfficerPhone);
  if (phone && !isValidPhone(phone)) add("welcomeOfficerPhone", "PHONE_INVALID");

  if (sheet.protectiveEquipment.includes("other") && !textOf(sheet.protectiveEquipmentOther)) add("protectiveEquipmentOther", "OTHER_DETAIL_REQUIRED");
  if (sheet.vaccines.includes("other") && !textOf(sheet.vaccineOther)) add("vaccineOther", "OTHER_DETAIL_REQUIRED");

  if (sheet.healthRisks.length === 0 && !sheet.noHealthRisksConfirmed) add("noHealthRisksConfirmed", "NO_HEALTH_RISKS_CONFIRMATION_REQUIRED");
  if (sheet.healthRisks.length > 0 && sheet.noHealthRisksConfirmed) add("noHealthRisksConfirmed", "NO_HEALTH_RISKS_CONFLICT");

  if (sheet.maternityProtection === null || sheet.maternityProtection === undefined) add("maternityProtection", "FIELD_REQUIRED");
  if (sheet.maternityProtection === true) problems.push(...maternityProblems(sheet));
  return problems;
}

function maternityProblems(sheet: WorkPostSheetFields): WorkPostSheetProblem[] {
  const problems: WorkPostSheetProblem[] = [];
  const validDates = new Map<string, string>();
  for (const field of MATERNITY_DATES) {
    const value = textOf(sheet[field]);
    if (value === null) continue;
    if (isCalendarDate(value)) validDates.set(field, value);
    else problems.push({ field, code: "DATE_INVALID" });
  }
  if (!textOf(sheet.adviceDate)) problems.push({ field: "adviceDate", code: "FIELD_REQUIRED" });
  if (!textOf(sheet.pregnancyAdjustmentEndDate) && !textOf(sheet.breastfeedingAdjustmentEndDate)) {
    problems.push({ field: "pregnancyAdjustmentEndDate", code: "ADJUSTMENT_END_DATE_REQUIRED" });
  }
  const advice = validDates.get("adviceDate");
  for (const field of ["pregnancyAdjustmentEndDate", "breastfeedingAdjustmentEndDate"] as const) {
    const end = validDates.get(field);
    // yyyy-MM-dd sorts as the calendar does.
    if (advice && end && end < advice) problems.push({ field, code: "END_BEFORE_ADVICE" });
  }
  return problems;
}

/** A sheet as it is stored: texts trimmed (blank is null), ticks once each in list order. */
export type NormalizedWorkPostSheet = {
  [Field in Exclude<WorkPostSheetField, "protectiveEquipment" | "vaccines" | "healthRisks">]-?: Exclude<WorkPostSheetFields[Field], undefined>;
} & { protectiveEquipment: ProtectiveEquipment[]; vaccines: Vaccine[]; healthRisks: HealthRisk[] };

const ticked = <T extends string>(all: readonly T[], chosen: readonly T[]): T[] => all.filter((value) => chosen.includes(value));

/**
 * The sheet to store, once workPostSheetProblems found nothing. What the answers make irrelevant is
 * dropped rather than kept out of sight: the description of an unticked "other", and the maternity
 * details when there is no maternity protection.
 */
export function normalizedWorkPostSheet(sheet: WorkPostSheetFields): NormalizedWorkPostSheet {
  const protectiveEquipment = ticked(PROTECTIVE_EQUIPMENT, sheet.protectiveEquipment);
  const vaccines = ticked(VACCINES, sheet.vaccines);
  const maternity = sheet.maternityProtection ?? null;
  const maternityDate = (value: Text) => (maternity ? textOf(value) : null);
  const maternityFlag = (value: boolean | null | undefined) => (maternity ? Boolean(value) : null);
  return {
    tasksToPerform: textOf(sheet.tasksToPerform),
    requiredQualifications: textOf(sheet.requiredQualifications),
    welcomeOfficerName: textOf(sheet.welcomeOfficerName),
    welcomeOfficerFunction: textOf(sheet.welcomeOfficerFunction),
    welcomeOfficerPhone: textOf(sheet.welcomeOfficerPhone),
    workEquipment: textOf(sheet.workEquipment),
    priorInstructions: textOf(sheet.priorInstructions),
    foreseeableTraining: textOf(sheet.foreseeableTraining),
    workstationLocation: textOf(sheet.workstationLocation),
    protectiveEquipment,
    protectiveEquipmentOther: protectiveEquipment.includes("other") ? textOf(sheet.protectiveEquipmentOther) : null,
    vaccines,
    vaccineOther: vaccines.includes("other") ? textOf(sheet.vaccineOther) : null,
    healthRisks: ticked(HEALTH_RISKS, sheet.healthRisks),
    noHealthRisksConfirmed: sheet.noHealthRisksConfirmed,
    maternityProtection: maternity,
    pregnancyAdjustmentEndDate: maternityDate(sheet.pregnancyAdjustmentEndDate),
    breastfeedingAdjustmentEndDate: maternityDate(sheet.breastfeedingAdjustmentEndDate),
    adviceDate: maternityDate(sheet.adviceDate),
    adviceByPreventionCommittee: maternityFlag(sheet.adviceByPreventionCommittee),
    unionRepresentationOrDirectParticipation: maternityFlag(sheet.unionRepresentationOrDirectParticipation),
    labourDoctorAdviceDate: maternityDate(sheet.labourDoctorAdviceDate),
    internalServiceAdviceDate: maternityDate(sheet.internalServiceAdviceDate),
    preventionService: sheet.preventionService ?? null,
  };
}
