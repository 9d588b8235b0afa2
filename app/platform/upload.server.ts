import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { unreadableForm } from "./form-bodies.server";

// Multipart framing around the file: boundaries, headers, the other small fields.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type Upload = { kind: "file"; name: string; bytes: Uint8Array } | { kind: "missing" } | { kind: "too-large" };

/**
 * The one file field of a multipart form (the company logo, a work post sheet's PDF), its size
 * enforced while it streams in: a declared length over the limit is refused before reading, and the
 * multipart parser stops at the limit. Of the other fields, only those `textFields` names are read
 * (the form's one-time key), into `text`. What the file is, the caller judges by its bytes.
 */
export async function readUpload(request: Request, field: string, maxBytes: number, textFields: readonly string[] = []): Promise<Upload & { text: FormData }> {
  const text = new FormData();
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) return { kind: "too-large", text };
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({
        maxPartSize: maxBytes,
        filter: ({ name, filename }) => name === field || (filename === undefined && textFields.includes(name)),
      }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { kind: "too-large", text };
    // A body that is no multipart form (no boundary, cut short, a broken part) is the sender's fault.
    throw unreadableForm();
  }
  for (const name of textFields) {
    const value = formData.get(name);
    if (typeof value === "string") text.set(name, value);
  }
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return { kind: "missing", text };
  return { kind: "file", name: file.name, bytes: new Uint8Array(await file.arrayBuffer()), text };
}
