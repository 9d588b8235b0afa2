import { formErrorFor } from "~/platform/api-calls.server";
import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { z } from "zod";
import { ResetPasswordMutationDocument, SetYourPasswordMutationDocument } from "~/graphql/operations.generated";
import { EmailSchema, NewPasswordWithConfirmationSchema, PASSWORD_FIELDS } from "~/schemas/account";
import { ApiError, graphql } from "./payroll-api.server";

const TokenSchema = z.object({ token: z.string({ required_error: "auth:linkInvalid" }) });

export const ResetPasswordSchema = z.intersection(TokenSchema, NewPasswordWithConfirmationSchema);
export const SetYourPasswordSchema = z.intersection(
  TokenSchema.extend({ email: EmailSchema }),
  NewPasswordWithConfirmationSchema,
);

/**
 * The action behind both "set new password" (from a reset link) and "set your password" (the
 * welcome link of an invited account): the same form, the same outcomes, one more field.
 */
export async function choosePassword(request: Request, variant: "reset" | "welcome") {
  const formData = await request.formData();
  if (variant === "reset") {
    const submission = parseWithZod(formData, { schema: ResetPasswordSchema });
    if (submission.status !== "success") return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
    const { token, password } = submission.value;
    return saved(submission, "auth:resetPassword.failed", () =>
      graphql(ResetPasswordMutationDocument, { input: { token, password } }, null),
    );
  }
  const submission = parseWithZod(formData, { schema: SetYourPasswordSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const { token, password, email } = submission.value;
  return saved(submission, "auth:setYourPassword.failed", () =>
    graphql(SetYourPasswordMutationDocument, { input: { token, password, email } }, null),
  );
}

async function saved(submission: { reply: Submission<unknown>["reply"] }, failedKey: string, save: () => Promise<unknown>) {
  try {
    await save();
  } catch (error) {
    const linkInvalid = error instanceof ApiError && error.code === "LINK_INVALID";
    const formError = linkInvalid ? "auth:linkInvalid" : formErrorFor(error, failedKey);
    return json(submission.reply({ formErrors: [formError], hideFields: PASSWORD_FIELDS }), { status: 400 });
  }
  return redirect("/login?passwordChanged=1");
}
