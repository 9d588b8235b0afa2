import { redirect } from "react-router";
import { formAction } from "~/forms/action.server";
import { ConfirmEmailChangeMutationDocument, ProfileQueryDocument, UpdateProfileMutationDocument } from "~/platform/operations.generated";
import { loadFromApi, requireFound } from "~/platform/api-calls.server";
import { PASSWORD_FIELDS } from "~/areas/auth/account.schema";
import { ProfileSchema } from "./profile.schema";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import { sessionWithCredentials } from "~/platform/session.server";
import { NoFieldsSchema } from "~/forms/no-fields";
import { pageUrlOf } from "~/platform/page-url";

export async function loadProfile(request: Request) {
  const account = await requireAccount(request);
  const { user } = await loadFromApi(request, () => graphql(ProfileQueryDocument, {}, account.credentials));
  const { firstName, lastName, email, telephone, mobile, pendingEmail } = requireFound(user);
  return { profile: { firstName, lastName, email, telephone: telephone ?? undefined, mobile: mobile ?? undefined }, pendingEmail };
}

/** Saves the profile from /settings or /settings/profile, then shows it again with a notice. */
export async function saveProfile(request: Request) {
  const account = await requireAccount(request);
  return formAction({
    request,
    schema: ProfileSchema,
    save: async (profile) => {
      await graphql(
        UpdateProfileMutationDocument,
        {
          input: {
            firstName: profile.firstName,
            lastName: profile.lastName,
            email: profile.email,
            telephone: profile.telephone ?? null,
            mobile: profile.mobile ?? null,
            password: profile.password || null,
            currentPassword: profile.currentPassword || null,
          },
        },
        account.credentials,
      );
      // A new address is the account's only once confirmed (/confirm-email): the session keeps the one it has.
      return redirect(`${pageUrlOf(request).pathname}?saved=1`);
    },
    refusals: {
      EMAIL_INVALID: { fields: ["email"], message: "common:validation.emailInvalid" },
      EMAIL_TAKEN: { fields: ["email"], message: "settings:profile.emailTaken" },
      NAME_REQUIRED: { fields: ["firstName"], message: "common:validation.nameRequired" },
      PASSWORD_UNACCEPTABLE: { fields: ["password"], message: "common:validation.passwordTooShort" },
      PHONE_INVALID: { fields: ["telephone"], message: "common:validation.phoneInvalid" },
      CURRENT_PASSWORD_REQUIRED: { fields: ["currentPassword"], message: "settings:profile.currentPasswordRequired" },
      CURRENT_PASSWORD_WRONG: { fields: ["currentPassword"], message: "settings:profile.currentPasswordWrong" },
    },
    failed: "settings:profile.failed",
    hideFields: [...PASSWORD_FIELDS, "currentPassword"],
  });
}

/**
 * The button of the page that the link mailed to a new address opens: the address becomes the
 * account's, the API ends the account's other sessions, and this session goes on with the new address
 * (the API knows the user by e-mail and token together).
 */
export async function confirmEmailChange(request: Request) {
  const account = await requireAccount(request);
  const token = pageUrlOf(request).searchParams.get("token") ?? "";
  return formAction({
    request,
    schema: NoFieldsSchema,
    save: async () => {
      const { confirmEmailChange: user } = await graphql(ConfirmEmailChangeMutationDocument, { input: { token } }, account.credentials);
      const headers = { "Set-Cookie": await sessionWithCredentials(request, { ...account.credentials, email: user.email }) };
      return redirect("/settings/profile?email-confirmed=1", { headers });
    },
    refusals: {
      LINK_INVALID: { form: "settings:confirmEmail.invalid" },
      EMAIL_TAKEN: { form: "settings:profile.emailTaken" },
    },
    failed: "settings:confirmEmail.failed",
  });
}
