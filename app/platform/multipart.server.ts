import { unstable_parseMultipartFormData } from "@remix-run/node";
import type { Upload } from "./upload.server";
import { readFormData, unreadableForm } from "./form-bodies.server";

/** A file field's upload, or "unread" when the form stopped at an earlier file over the limit. */
export type FileUpload = Upload | { kind: "unread" };

export type MultipartForm<File extends string> = {
  /** The text fields, as typed: a refused file never loses them. */
  formData: FormData;
  files: Record<File, FileUpload>;
};

/** The most a text field of such a form may hold; a longer one is dropped (no form of ours needs it). */
const TEXT_FIELD_MAX_BYTES = 64 * 1024;

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
 * A multipart form with several files besides its text fields (a certificate's type, expiry and two
 * scans). Each file's size is enforced while it streams in: the first file over `maxBytes` stops the
 * reading, and the files after it are "unread". The text fields the browser sent before it (a form's
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
        const text = await bytesOf(data, filename === undefined ? TEXT_FIELD_MAX_BYTES : 0, { stop: false });
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
