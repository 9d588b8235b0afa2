import { unstable_parseMultipartFormData } from "react-router";
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

class TooLarge extends Error {}

/** A part's bytes; over the limit, a file stops the reading (TooLarge) and a text field is read past and dropped (null). */
async function bytesOf(data: AsyncIterable<Uint8Array>, maxBytes: number, { stop }: { stop: boolean }): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of data) {
    size += chunk.byteLength;
    if (size <= maxBytes) chunks.push(chunk);
    else if (stop) throw new TooLarge();
  }
  return size <= maxBytes ? new Uint8Array(Buffer.concat(chunks)) : null;
}

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
  const reading: { file: File | null } = { file: null };
  try {
    await unstable_parseMultipartFormData(request, async ({ name, filename, data }) => {
      if (isFile(name)) {
        reading.file = name;
        const bytes = (await bytesOf(data, maxBytes, { stop: true })) ?? new Uint8Array();
        files[name] = bytes.length === 0 ? { kind: "missing" } : { kind: "file", name: filename ?? name, bytes };
      } else {
        // A file of another name is read past like a text field too long to keep.
        const text = await bytesOf(data, filename === undefined ? FORM_MAX_BYTES : 0, { stop: false });
        if (text && filename === undefined) formData.append(name, new TextDecoder().decode(text));
      }
      return undefined;
    });
  } catch (error) {
    // A body that is no multipart form (no boundary, cut short) is the sender's fault: 400, not a server error.
    if (!(error instanceof TooLarge)) throw unreadableForm();
    if (reading.file === null) throw error;
    files[reading.file] = { kind: "too-large" };
    return { formData, files };
  }
  // A file input left empty sends an empty part; one the browser left out entirely is missing too.
  for (const field of fileFields) if (files[field].kind === "unread") files[field] = { kind: "missing" };
  return { formData, files };
}
