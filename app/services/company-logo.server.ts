import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { bytesOfMegabytes, imageTypeOf } from "../../domain/image";
import { env } from "~/env.server";
import { UpdateCompanyLogoMutationDocument } from "~/graphql/operations.generated";
import { LogoSchema } from "~/schemas/company-settings";
import { ApiError, graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";
import { readUpload } from "./upload.server";

function logoError(message: string) {
  const formData = new FormData();
  const submission = parseWithZod(formData, { schema: LogoSchema });
  return json({ form: "logo" as const, result: submission.reply({ fieldErrors: { logo: [message] } }) }, { status: 400 });
}

/**
 * The logo upload, its size enforced while it streams in (readUpload). The file counts as an image by
 * its first bytes only, never by its name or declared type.
 */
export async function uploadCompanyLogo(request: Request, credentials: Credentials) {
  const tooLarge = () => logoError("settings:company.logoTooLarge");
  const upload = await readUpload(request, "logo", bytesOfMegabytes(env().LOGO_MAX_MB));
  if (upload.kind === "too-large") return tooLarge();
  if (upload.kind === "missing") return logoError("settings:company.logoRequired");
  const { bytes } = upload;
  if (!imageTypeOf(bytes)) return logoError("settings:company.logoInvalid");
  try {
    await graphql(UpdateCompanyLogoMutationDocument, { input: { data: Buffer.from(bytes).toString("base64") } }, credentials);
  } catch (error) {
    if (error instanceof ApiError && error.code === "LOGO_TOO_LARGE") return tooLarge();
    if (error instanceof ApiError && error.code === "LOGO_INVALID") return logoError("settings:company.logoInvalid");
    return logoError(error instanceof ApiError && error.kind === "unavailable" ? "common:errors.serviceUnavailable" : "settings:company.logoFailed");
  }
  return redirect("/settings/company?logo=updated");
}
