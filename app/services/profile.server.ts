import { formErrorFor, loadFromApi, requireFound } from "~/platform/api-calls.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { ProfileQueryDocument, UpdateProfileMutationDocument } from "~/graphql/operations.generated";
import { ProfileSchema } from "~/schemas/profile";
import { PASSWORD_FIELDS } from "~/schemas/account";

import { ApiError, graphql } from "./payroll-api.server";
import { sessionWithCredentials } from "./session.server";
import { requireAccount } from "./user.server";

const FIELD_OF_CODE: Record<string, [string, string]> = {
  EMAIL_INVALID: ["email", "common:validation.emailInvalid"],
  EMAIL_TAKEN: ["email", "settings:profile.emailTaken"],
  NAME_REQUIRED: ["firstName", "common:validation.nameRequired"],
  PASSWORD_UNACCEPTABLE: ["password", "common:validation.passwordTooShort"],
  PHONE_INVALID: ["telephone", "common:validation.phoneInvalid"],
};

export async function loadProfile(request: Request) {
  const account = await requireAccount(request);
  const { user } = await loadFromApi(request, () => graphql(ProfileQueryDocument, {}, account.credentials));
  const { firstName, lastName, email, telephone, mobile } = requireFound(user);
  return { firstName, lastName, email, telephone: telephone ?? undefined, mobile: mobile ?? undefined };
}

/** Saves the profile from /settings or /settings/profile, then shows it again with a notice. */
export async function saveProfile(request: Request) {
  const account = await requireAccount(request);
  const submission = parseWithZod(await request.formData(), { schema: ProfileSchema });
  if (submission.status !== "success") return json(submission.reply({ hideFields: PASSWORD_FIELDS }), { status: 400 });
  const profile = submission.value;
  try {
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
  } catch (error) {
    const field = error instanceof ApiError && error.code ? FIELD_OF_CODE[error.code] : undefined;
    const reply = field
      ? submission.reply({ fieldErrors: { [field[0]]: [field[1]] }, hideFields: PASSWORD_FIELDS })
      : submission.reply({ formErrors: [formErrorFor(error, "settings:profile.failed")], hideFields: PASSWORD_FIELDS });
    return json(reply, { status: 400 });
  }
  const url = new URL(request.url);
  // The API knows the user by e-mail and token together: a new address goes into the session too.
  const credentials = { ...account.credentials, email: profile.email };
  return redirect(`${url.pathname}?saved=1`, { headers: { "Set-Cookie": await sessionWithCredentials(request, credentials) } });
}
