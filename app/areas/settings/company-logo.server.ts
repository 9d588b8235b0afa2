import { redirect } from "react-router";
import { env } from "~/platform/env.server";
import { formAction } from "~/forms/action.server";
import { uploadForm } from "~/forms/upload.server";
import { UpdateCompanyLogoMutationDocument } from "~/platform/operations.generated";
import { bytesOfMegabytes, imageTypeOf } from "~domain/image";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";

const TOO_LARGE = "settings:company.logoTooLarge";
const INVALID = "settings:company.logoInvalid";

/**
 * The logo upload, its size enforced while it streams in. The file counts as an image by its first
 * bytes only, never by its name or declared type. The company page has two forms: the reply says it
 * answers this one.
 */
export async function uploadCompanyLogo(request: Request, credentials: Credentials) {
  const form = await uploadForm(request, {
    field: "logo",
    maxBytes: bytesOfMegabytes(env().LOGO_MAX_MB),
    accepts: (bytes) => imageTypeOf(bytes) !== null,
    messages: { missing: "settings:company.logoRequired", tooLarge: TOO_LARGE, invalid: INVALID },
  });
  return formAction({
    request,
    ...form,
    save: async ({ bytes }) => {
      await graphql(UpdateCompanyLogoMutationDocument, { input: { data: Buffer.from(bytes).toString("base64") } }, credentials);
      return redirect("/settings/company?logo=updated");
    },
    refusals: {
      LOGO_TOO_LARGE: { fields: ["logo"], message: TOO_LARGE },
      LOGO_INVALID: { fields: ["logo"], message: INVALID },
    },
    failed: "settings:company.logoFailed",
    answer: (result) => ({ form: "logo" as const, result }),
  });
}
