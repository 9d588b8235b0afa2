import { z } from "zod";
import { readMultipartForm } from "~/platform/multipart.server";
import { fileField, type FileRules } from "./files-form.server";

export type UploadedFile = { name: string; bytes: Uint8Array };

type UploadChecks<Field extends string> = Omit<FileRules, "required"> & {
  /** The form's one file field, which must be sent. */
  field: Field;
  maxBytes: number;
};

/**
 * A one-file multipart form as `formAction` reads a form: the file streams in first (its size
 * enforced as it comes, see readMultipartForm), and the schema then says what was wrong with it, next to
 * its field. The schema's value is the file with its name. No file is ever sent back.
 */
export async function uploadForm<Field extends string>(request: Request, { field, maxBytes, ...rules }: UploadChecks<Field>) {
  const { formData, files } = await readMultipartForm(request, [field], maxBytes);
  const upload = files[field];
  const schema = z.object({ [field]: fileField(upload, { ...rules, required: true }) }).transform((_, context): UploadedFile => {
    // A required field passes its checks only with a file of the kind asked for.
    if (upload.kind === "file") return { name: upload.name, bytes: upload.bytes };
    context.addIssue({ code: "custom", path: [field], message: rules.messages.missing });
    return z.NEVER;
  });
  return { formData, schema };
}
