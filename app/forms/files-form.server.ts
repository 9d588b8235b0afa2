import { z } from "zod";
import { readMultipartForm, type FileUpload } from "~/platform/multipart.server";

export type FileRules = {
  /** A file must be sent (a new certificate's front side); otherwise no file reads as null (keep what is there). */
  required: boolean;
  /** Whether the bytes are of the kind asked for: judged by the bytes, never by the name or declared type. */
  accepts: (bytes: Uint8Array) => boolean;
  /** What is said next to the field: no file, a file over the limit, a file of another kind. */
  messages: { missing: string; tooLarge: string; invalid: string };
};

/** The schema of one file field: its bytes, null when none was sent (and none is required), or its message. */
export function fileField(upload: FileUpload, { required, accepts, messages }: FileRules) {
  // The field's value is the upload, whatever the text fields hold under its name (none, as a rule:
  // zod 4 would skip a schema of `unknown` for a key the form does not have).
  const uploaded = z.custom<FileUpload>(() => true);
  return z
    .preprocess(() => upload, uploaded)
    .transform((upload, context): Uint8Array | null => {
      const wrong = (message: string) => {
        // Not aborting: the form's own checks still run, so every message comes in one answer.
        context.addIssue({ code: "custom", message, continue: true });
        return z.NEVER;
      };
      if (upload.kind === "too-large") return wrong(messages.tooLarge);
      // The reading stopped at another file over the limit: that one has the message.
      if (upload.kind === "unread") return null;
      if (upload.kind === "missing") return required ? wrong(messages.missing) : null;
      return accepts(upload.bytes) ? upload.bytes : wrong(messages.invalid);
    });
}

/**
 * A multipart form with text fields and files, as `formAction` reads a form: the files stream in
 * (each one's size enforced as it comes, see readMultipartForm), the text fields go to conform as
 * typed, and each file's schema (`fileField`) says what was wrong with it next to its field. No file
 * is ever sent back: a refused form shows the file inputs empty and every typed text kept.
 */
export async function filesForm<File extends string>(request: Request, fields: readonly File[], maxBytes: number) {
  const { formData, files } = await readMultipartForm(request, fields, maxBytes);
  return { formData, file: (field: File, rules: FileRules) => fileField(files[field], rules) };
}
