import { z } from "zod";
import { readUpload } from "~/platform/upload.server";
import { FORM_KEY_FIELD } from "~/platform/form-key";

export type UploadedFile = { name: string; bytes: Uint8Array };

type UploadChecks<Field extends string> = {
  /** The form's one file field. */
  field: Field;
  maxBytes: number;
  /** Whether the bytes are of the kind asked for: judged by the bytes, never by the name or declared type. */
  accepts: (bytes: Uint8Array) => boolean;
  /** What is said next to the field: no file, a file over the limit, a file of another kind. */
  messages: { missing: string; tooLarge: string; invalid: string };
};

/**
 * A one-file multipart form as `formAction` reads a form: the file streams in first (its size
 * enforced as it comes, see readUpload), and the schema then says what was wrong with it, next to
 * its field. The schema's value is the file.
 */
export async function uploadForm<Field extends string>(request: Request, { field, maxBytes, accepts, messages }: UploadChecks<Field>) {
  const upload = await readUpload(request, field, maxBytes, [FORM_KEY_FIELD]);
  const schema = z
    .custom<Partial<Record<Field, File>>>(() => true)
    .transform((_, context): UploadedFile => {
      const wrong = (message: string) => {
        context.addIssue({ code: "custom", path: [field], message });
        return z.NEVER;
      };
      if (upload.kind === "too-large") return wrong(messages.tooLarge);
      if (upload.kind === "missing") return wrong(messages.missing);
      if (!accepts(upload.bytes)) return wrong(messages.invalid);
      return { name: upload.name, bytes: upload.bytes };
    });
  // The file is read already: the form conform parses holds only the form's key, and no file is ever sent back.
  return { formData: upload.text, schema };
}
