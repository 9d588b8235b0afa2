import { z } from "zod";
import { answerOf, text, yesNo, yesNoOf } from "~/forms/lenient-fields";

/**
 * A worker or clerk contract-type step as typed: whether the company uses that statute and, if so, the
 * work profile (joint committee) and overtime. Parsing never fails, so Previous keeps what is there.
 */
export const ContractTypeFormSchema = z.object({ used: yesNo, committeeId: text, hasOvertime: yesNo, paidOvertime: yesNo });
type ContractTypeForm = z.infer<typeof ContractTypeFormSchema>;

/** The step as the API keeps it, as typed; the follow-up answers only count after a yes (when completing). */
const toContractTypeAnswers = (form: ContractTypeForm) => ({
  used: answerOf(form.used),
  committeeId: form.committeeId ?? null,
  hasOvertime: answerOf(form.hasOvertime),
  paidOvertime: answerOf(form.paidOvertime),
});

/** Previous: the answers as typed. */
export const ContractTypeTypedSchema = ContractTypeFormSchema.transform(toContractTypeAnswers);

/** Next: the statute answered; when used, the work profile and overtime; when overtime, whether it is paid. */
export const ContractTypeSchema = ContractTypeFormSchema.superRefine((form, ctx) => {
  const issue = (field: keyof ContractTypeForm, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
  if (!form.used) issue("used", "common:validation.usesRequired");
  if (form.used !== "yes") return;
  if (!form.committeeId) issue("committeeId", "common:validation.committeeRequired");
  if (!form.hasOvertime) issue("hasOvertime", "common:validation.hasOvertimeRequired");
  if (form.hasOvertime === "yes" && !form.paidOvertime) issue("paidOvertime", "common:validation.paidOvertimeRequired");
}).transform(toContractTypeAnswers);

type SavedContractType = { used: boolean | null; committee: { id: string } | null; hasOvertime: boolean | null; paidOvertime: boolean | null };

/** A saved step as the form's fields show it. */
export function contractTypeFormValues(saved: SavedContractType | null) {
  return {
    used: yesNoOf(saved?.used ?? null),
    committeeId: saved?.committee?.id,
    hasOvertime: yesNoOf(saved?.hasOvertime ?? null),
    paidOvertime: yesNoOf(saved?.paidOvertime ?? null),
  };
}
