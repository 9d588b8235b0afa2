import { redirect } from "react-router";
import { z } from "zod";
import { formAction } from "~/forms/action.server";
import { ResetPasswordMutationDocument, SetYourPasswordMutationDocument } from "~/platform/operations.generated";
import { EmailSchema, NewPasswordWithConfirmationSchema, PASSWORD_FIELDS } from "./account.schema";
import { graphql } from "~/platform/payroll-api.server";

const TokenSchema = z.object({ token: z.string({ error: "auth:linkInvalid" }) });

const ResetPasswordSchema = z.intersection(TokenSchema, NewPasswordWithConfirmationSchema);
const SetYourPasswordSchema = z.intersection(TokenSchema.extend({ email: EmailSchema }), NewPasswordWithConfirmationSchema);

const refusals = { LINK_INVALID: { form: "auth:linkInvalid" } };

const passwordChanged = () => redirect("/login?passwordChanged=1");

/**
 * The action behind both "set new password" (from a reset link) and "set your password" (the
 * welcome link of an invited account): the same form, the same outcomes, one more field.
 */
export async function choosePassword(request: Request, variant: "reset" | "welcome") {
  if (variant === "reset") {
    return formAction({
      request,
      schema: ResetPasswordSchema,
      save: async ({ token, password }) => {
        await graphql(ResetPasswordMutationDocument, { input: { token, password } }, null);
        return passwordChanged();
      },
      refusals,
      failed: "auth:resetPassword.failed",
      hideFields: PASSWORD_FIELDS,
    });
  }
  return formAction({
    request,
    schema: SetYourPasswordSchema,
    save: async ({ token, password, email }) => {
      await graphql(SetYourPasswordMutationDocument, { input: { token, password, email } }, null);
      return passwordChanged();
    },
    refusals,
    failed: "auth:setYourPassword.failed",
    hideFields: PASSWORD_FIELDS,
  });
}
