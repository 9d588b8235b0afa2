import { z } from "zod";

const optionalYesNo = z
  .enum(["yes", "no"])
  .optional()
  .transform((answer) => (answer === undefined ? undefined : answer === "yes"));

/**
 * A worker or clerk contract-type step: whether the company uses that statute and, if so, the
 * work profile (joint committee) and overtime. The follow-up questions only apply after a yes.
 */
export const ContractTypeSchema = z
  .object({
    used: z
      .enum(["yes", "no"], { required_error: "common:validation.usesRequired", invalid_type_error: "common:validation.usesRequired" })
      .transform((answer) => answer === "yes"),
    committeeId: z.string().optional(),
    hasOvertime: optionalYesNo,
    paidOvertime: optionalYesNo,
  })
  .superRefine((answers, ctx) => {
    if (!answers.used) return;
    if (!answers.committeeId) ctx.addIssue({ code: "custom", path: ["committeeId"], message: "common:validation.committeeRequired" });
    if (answers.hasOvertime === undefined) ctx.addIssue({ code: "custom", path: ["hasOvertime"], message: "common:validation.hasOvertimeRequired" });
    if (answers.hasOvertime && answers.paidOvertime === undefined) {
      ctx.addIssue({ code: "custom", path: ["paidOvertime"], message: "common:validation.paidOvertimeRequired" });
    }
  });
