import { MaxFileSizeExceededError, parseMultipartRequest } from "@remix-run/multipart-parser";
import { FORM_MAX_BYTES } from "./body-limits.server";
import { readFormData, unreadableForm } from "./form-bodies.server";

// The one reader of the portal's uploads: the company logo, a work post sheet's PDF, the scans of an ID
// card, a permit or a certificate. The body's size was bounded before it got here (body-limits.server.ts);
// this bounds each file as it streams in.

/**
 * A file field's upload: its bytes, none sent, over the limit, or "unread" when the form stopped at an
 * earlier file over the limit.
 */
export type FileUpload = { kind: "file"; name: string; bytes: Uint8Array } | { kind: "missing" } | { kind: "too-large" } | { kind: "unread" };

export type MultipartForm<File extends string> = {
  /** The text fields, as typed: a refused file never loses them. */
  formData: FormData;
  files: Record<File, FileUpload>;
};

/**
 * A multipart form with its files besides its text fields (a certificate's type, expiry and two
 * scans; a logo and the form's key). Each file's size is enforced while it streams in: the first file over `maxBytes` stops the
 * reading, and the files after it are "unread". A text field longer than a whole form's fields may be (FORM_MAX_BYTES) is dropped. The text fields the browser sent before it (a form's
 * fields come in the order of the page, the file inputs last) are kept, so that a refused file does
 * not lose what was typed. Parts of other names are skipped. What a file is, the caller judges by
 * its bytes. A request that is not multipart reads as a form without files.
 */
export async function readMultipartForm<File extends string>(request: Request, fileFields: readonly File[], maxBytes: number): Promise<MultipartForm<File>> {
  const formData = new FormData();
  const files = Object.fromEntries(fileFields.map((field) => [field, { kind: "unread" }])) as Record<File, FileUpload>;
  const isFile = (name: string): name is File => (fileFields as readonly string[]).includes(name);
  if (!request.headers.get("Content-Type")?.startsWith("multipart/form-data")) {
    for (const [name, value] of await readFormData(request)) if (typeof value === "string") formData.append(name, value);
    for (const field of fileFields) files[field] = { kind: "missing" };
    return { formData, files };
  }
  try {
    for await (const part of parseMultipartRequest(request, { maxFileSize: Math.max(maxBytes, FORM_MAX_BYTES) })) {
      const name = part.name ?? "";
      if (isFile(name)) {
        files[name] =
          part.size > maxBytes
            ? { kind: "too-large" }
            : part.size === 0
              ? { kind: "missing" }
              : { kind: "file", name: part.filename ?? name, bytes: part.bytes };
        if (files[name].kind === "too-large") return { formData, files };
      } else if (part.filename === undefined && part.size <= FORM_MAX_BYTES) {
        // A file of another name, like a text field too long to keep, is read past.
        formData.append(name, part.text);
      }
    }
  } catch (error) {
    // A body that is no multipart form (no boundary, cut short, too many parts) is the sender's fault: 400, not a server error.
    if (!(error instanceof MaxFileSizeExceededError)) throw unreadableForm();
    // The parser does not name the part it stopped in: the portal's forms send their files last, so it is the next file.
    const reading = fileFields.find((field) => files[field].kind === "unread");
    if (reading === undefined) throw unreadableForm();
    files[reading] = { kind: "too-large" };
    return { formData, files };
  }
  // A file input left empty sends an empty part; one the browser left out entirely is missing too.
  for (const field of fileFields) if (files[field].kind === "unread") files[field] = { kind: "missing" };
  return { formData, files };
}
