// The Safety step's form (part 2 §3, §5): kept out of route modules so that zod stays on the server.
import { z } from "zod";
import { answerOf, checkbox, tickedOf, yesNo, yesNoOf } from "~/forms/lenient-fields";
import { placeOfProblem, stepProblems } from "./position-problems.schema";
import type { CertificateType, PositionDraftFieldsFragment, PositionSafetyInput } from "~/platform/operations.generated";
import { CERTIFICATE_TYPES } from "./position-wizard";

/** Everything as typed; parsing never fails, so Previous and Cancel can keep what is there. */
export const SafetyFormSchema = z.object({
  workEquipmentRequired: yesNo,
  workEquipmentRequiredConfirmation: checkbox,
  vcaCertificationRequired: yesNo,
  vcaCertificationRequiredConfirmation: checkbox,
  certificateTypes: z.array(z.string()).optional().catch(undefined),
});
export type SafetyForm = z.infer<typeof SafetyFormSchema>;

/** A confirmation only means something after a yes; unknown certificates are dropped. */
export function toSafetyInput(form: SafetyForm): PositionSafetyInput {
  const workEquipmentRequired = answerOf(form.workEquipmentRequired);
  const vcaCertificationRequired = answerOf(form.vcaCertificationRequired);
  return {
    workEquipmentRequired,
    workEquipmentRequiredConfirmation: Boolean(workEquipmentRequired && form.workEquipmentRequiredConfirmation),
    vcaCertificationRequired,
    vcaCertificationRequiredConfirmation: Boolean(vcaCertificationRequired && form.vcaCertificationRequiredConfirmation),
    certificateTypes: CERTIFICATE_TYPES.filter((type: CertificateType) => form.certificateTypes?.includes(type)),
  };
}

/** Next on Safety: both questions answered and each yes confirmed (domain/positions). */
export const SafetyStepSchema = SafetyFormSchema.superRefine((form, ctx) => {
  for (const problem of stepProblems("safety", toSafetyInput(form))) {
    const place = placeOfProblem(problem);
    ctx.addIssue({ code: "custom", path: [place.field], message: place.message });
  }
}).transform(toSafetyInput);

export function safetyFormValues(safety: PositionDraftFieldsFragment["safety"]) {
  return {
    workEquipmentRequired: yesNoOf(safety.workEquipmentRequired),
    workEquipmentRequiredConfirmation: tickedOf(safety.workEquipmentRequiredConfirmation),
    vcaCertificationRequired: yesNoOf(safety.vcaCertificationRequired),
    vcaCertificationRequiredConfirmation: tickedOf(safety.vcaCertificationRequiredConfirmation),
    certificateTypes: safety.certificateTypes,
  };
}
