import { redirect } from "@remix-run/node";
import { formAction } from "~/forms/action.server";
import { ProfileQueryDocument, UpdateProfileMutationDocument } from "~/platform/operations.generated";
import { loadFromApi, requireFound } from "~/platform/api-calls.server";
import { PASSWORD_FIELDS } from "~/areas/auth/account.schema";
import { ProfileSchema } from "./profile.schema";
import { graphql } from "~/platform/payroll-api.server";
import { sessionWithCredentials } from "~/platform/session.server";
import { requireAccount } from "~/platform/user.server";

export async function loadProfile(request: Request) {
  const account = await requireAccount(request);
  const { user } = await loadFromApi(request, () => graphql(ProfileQueryDocument, {}, account.credentials));
  const { firstName, lastName, email, telephone, mobile } = requireFound(user);
  return { firstName, lastName, email, telephone: telephone ?? undefined, mobile: mobile ?? undefined };
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
          },
        },
        account.credentials,
      );
      // The API knows the user by e-mail and token together: a new address goes into the session too.
      const credentials = { ...account.credentials, email: profile.email };
      const headers = { "Set-Cookie": await sessionWithCredentials(request, credentials) };
      return redirect(`${new URL(request.url).pathname}?saved=1`, { headers });
    },
    refusals: {
      EMAIL_INVALID: { fields: ["email"], message: "common:validation.emailInvalid" },
      EMAIL_TAKEN: { fields: ["email"], message: "settings:profile.emailTaken" },
      NAME_REQUIRED: { fields: ["firstName"], message: "common:validation.nameRequired" },
      PASSWORD_UNACCEPTABLE: { fields: ["password"], message: "common:validation.passwordTooShort" },
      PHONE_INVALID: { fields: ["telephone"], message: "common:validation.phoneInvalid" },
    },
    failed: "settings:profile.failed",
    hideFields: PASSWORD_FIELDS,
  });
}
