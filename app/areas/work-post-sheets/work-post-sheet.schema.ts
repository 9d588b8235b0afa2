import { z } from "zod";
import type { FullKey } from "~/platform/i18n/keys";
import { addTextLineIssues } from "~/forms/text-lines";
import { PREVENTION_SERVICES } from "~domain/prevention-services";
import {
  HEALTH_RISKS,
  PROTECTIVE_EQUIPMENT,
  VACCINES,
  workPostSheetProblems,
  type WorkPostSheetField,
  type WorkPostSheetProblem,
} from "~domain/work-post-sheet";

const REQUIRED_MESSAGES: Partial<Record<WorkPostSheetField, FullKey<"workPostSheets">>> = {
  tasksToPerform: "workPostSheets:errors.tasksToPerformRequired",
  workstationLocation: "workPostSheets:errors.workstationLocationRequired",
  welcomeOfficerName: "workPostSheets:errors.welcomeOfficerNameRequired",
  maternityProtection: "workPostSheets:errors.maternityProtectionRequired",
  adviceDate: "workPostSheets:errors.adviceDateRequired",
};

/** The message that tells the user how to put a problem right, for the form and the API's answers alike. */
export function problemMessage({ field, code }: WorkPostSheetProblem): FullKey<"workPostSheets"> | FullKey<"common"> {
  switch (code) {
    case "FIELD_REQUIRED":
      return REQUIRED_MESSAGES[field] ?? "workPostSheets:errors.required";
    case "TOO_LONG":
      return field === "welcomeOfficerName" || field === "welcomeOfficerFunction" ? "workPostSheets:errors.nameTooLong" : "workPostSheets:errors.textTooLong";
    case "PHONE_INVALID":
      return "common:validation.phoneInvalid";
    case "OTHER_DETAIL_REQUIRED":
      return field === "vaccineOther" ? "workPostSheets:errors.vaccineOtherRequired" : "workPostSheets:errors.protectiveEquipmentOtherRequired";
    case "NO_HEALTH_RISKS_CONFIRMATION_REQUIRED":
      return "workPostSheets:errors.noHealthRisksConfirmationRequired";
    case "NO_HEALTH_RISKS_CONFLICT":
      return "workPostSheets:errors.noHealthRisksConflict";
    case "DATE_INVALID":
      return "workPostSheets:errors.dateInvalid";
    case "ADJUSTMENT_END_DATE_REQUIRED":
      return "workPostSheets:errors.adjustmentEndDateRequired";
    case "END_BEFORE_ADVICE":
      return "workPostSheets:errors.endBeforeAdvice";
  }
}

const text = z.string().optional();
/** The sheet's text areas (the API's `@multiLine` fields); every other text is one line. */
const TEXT_AREAS = ["tasksToPerform", "requiredQualifications", "workEquipment", "priorInstructions", "foreseeableTraining"];
/** An unticked checkbox sends nothing: false. */
const ticked = z.boolean().default(false);

/**
 * A filled work post sheet as the form sends it, checked by the domain's rules. Ticks of a group
 * arrive as one value each under the group's name; the yes/no question as "yes" or "no".
 */
export const WorkPostSheetSchema = z
  .object({
    tasksToPerform: text,
    requiredQualifications: text,
    welcomeOfficerName: text,
    welcomeOfficerFunction: text,
    welcomeOfficerPhone: text,
    workEquipment: text,
    priorInstructions: text,
    foreseeableTraining: text,
    workstationLocation: text,
    protectiveEquipment: z.array(z.enum(PROTECTIVE_EQUIPMENT)).default([]),
    protectiveEquipmentOther: text,
    vaccines: z.array(z.enum(VACCINES)).default([]),
    vaccineOther: text,
    healthRisks: z.array(z.enum(HEALTH_RISKS)).default([]),
    noHealthRisksConfirmed: ticked,
    maternityProtection: z
      .enum(["yes", "no"])
      .optional()
      .transform((answer) => (answer === undefined ? null : answer === "yes")),
    pregnancyAdjustmentEndDate: text,
    breastfeedingAdjustmentEndDate: text,
    adviceDate: text,
    adviceByPreventionCommittee: ticked,
    unionRepresentationOrDirectParticipation: ticked,
    labourDoctorAdviceDate: text,
    internalServiceAdviceDate: text,
    preventionService: z.enum(PREVENTION_SERVICES, { error: "workPostSheets:errors.required" }).optional(),
  })
  .superRefine((sheet, ctx) => {
    addTextLineIssues(ctx, sheet, TEXT_AREAS);
    for (const problem of workPostSheetProblems(sheet)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.field], message: problemMessage(problem) });
    }
  });

/** The add page's first question: the company's own PDF or a new sheet, perhaps copied from another position's. */
export const SheetChoiceSchema = z.object({
  choice: z.enum(["upload", "fill"], { error: "workPostSheets:errors.choiceRequired" }),
  copyFrom: z.string().optional(),
});
