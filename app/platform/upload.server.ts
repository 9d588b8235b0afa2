import { MaxPartSizeExceededError, unstable_createMemoryUploadHandler, unstable_parseMultipartFormData } from "@remix-run/node";
import { unreadableForm } from "./form-bodies.server";

// Multipart framing around the file: boundaries, headers, the other small fields.
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

export type Upload = { kind: "file"; name: string; bytes: Uint8Array } | { kind: "missing" } | { kind: "too-large" };

/**
 * The one file field of a multipart form (the company logo, a work post sheet's PDF), its size
 * enforced while it streams in: a declared length over the limit is refused before reading, and the
 * multipart parser stops at the limit. Other fields are not read. What the file is, the caller judges
 * by its bytes.
 */
export async function readUpload(request: Request, field: string, maxBytes: number): Promise<Upload> {
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBytes + MULTIPART_OVERHEAD_BYTES) return { kind: "too-large" };
  let formData: FormData;
  try {
    formData = await unstable_parseMultipartFormData(
      request,
      unstable_createMemoryUploadHandler({ maxPartSize: maxBytes, filter: ({ name }) => name === field }),
    );
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return { kind: "too-large" };
    // A body that is no multipart form (no boundary, cut short, a broken part) is the sender's fault.
    throw unreadableForm();
  }
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return { kind: "missing" };
  return { kind: "file", name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}
