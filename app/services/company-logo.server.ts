import { parseWithZod } from "@conform-to/zod";
import {
  json,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from "@remix-run/node";
import { imageTypeOf } from "../../domain/image";
import { env } from "~/env.server";
import { UpdateCompanyLogoMutationDocument } from "~/graphql/operations.generated";
import { LogoSchema } from "~/schemas/company-settings";
import { ApiError, graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";

// Multipart framing around the file: boundaries, headers, the other small fields.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

function logoError(message: string) {
  const formData = new FormData();
  const submission = parseWithZod(formData, { schema: LogoSchema });
  return json({ form: "logo" as const, result: submission.reply({ fieldErrors: { logo: [message] } }) }, { status: 400 });
}

/**
 * The logo upload. Its size is enforced while the upload streams in: a declared length over the
 * limit is refused before reading, and the multipart parser stops at the limit. The file counts as
 * an image by its first bytes only, never by its name or declared type.
 */
export async function uploadCompanyLogo(request: Request, credentials: Credentials) {
  const maxBytes = env().LOGO_MAX_MB * 1024 * 1024;
  const tooLarge = () => logoError("settings:company.logoTooLarge");
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) return tooLarge();
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: maxBytes, filter: ({ name }) => name === "logo" }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return tooLarge();
    throw error;
  }
  const file = formData.get("logo");
  if (!(file instanceof File) || file.size === 0) return logoError("settings:company.logoRequired");
  const bytes = new Uint8Array(await file.arrayBuffer());
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
