// A filled work post sheet's columns, shared by the service that reads and writes sheets and by the seed.
import type { NormalizedWorkPostSheet } from "../../domain/work-post-sheet";

type FilledField = keyof NormalizedWorkPostSheet;

/** The columns of a filled sheet and the fields they hold, in one order for reading and writing. */
export const FILLED_COLUMNS: [column: string, field: FilledField][] = [
  ["tasks_to_perform", "tasksToPerform"],
  ["required_qualifications", "requiredQualifications"],
  ["welcome_officer_name", "welcomeOfficerName"],
  ["welcome_officer_function", "welcomeOfficerFunction"],
  ["welcome_officer_phone", "welcomeOfficerPhone"],
  ["work_equipment", "workEquipment"],
  ["prior_instructions", "priorInstructions"],
  ["foreseeable_training", "foreseeableTraining"],
  ["workstation_location", "workstationLocation"],
  ["protective_equipment", "protectiveEquipment"],
  ["protective_equipment_other", "protectiveEquipmentOther"],
  ["vaccines", "vaccines"],
  ["vaccine_other", "vaccineOther"],
  ["health_risks", "healthRisks"],
  ["no_health_risks_confirmed", "noHealthRisksConfirmed"],
  ["maternity_protection", "maternityProtection"],
  ["pregnancy_adjustment_end_date", "pregnancyAdjustmentEndDate"],
  ["breastfeeding_adjustment_end_date", "breastfeedingAdjustmentEndDate"],
  ["advice_date", "adviceDate"],
  ["advice_by_prevention_committee", "adviceByPreventionCommittee"],
  ["union_representation_or_direct_participation", "unionRepresentationOrDirectParticipation"],
  ["labour_doctor_advice_date", "labourDoctorAdviceDate"],
  ["internal_service_advice_date", "internalServiceAdviceDate"],
  ["prevention_service", "preventionService"],
];

export const DATE_COLUMNS = new Set([
  "pregnancy_adjustment_end_date",
  "breastfeeding_adjustment_end_date",
  "advice_date",
  "labour_doctor_advice_date",
  "internal_service_advice_date",
]);
