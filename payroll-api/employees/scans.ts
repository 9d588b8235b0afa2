// Uploaded scans of identity documents and certificates: PNG or JPEG judged by their bytes, at most
// SCAN_MAX_BYTES (domain/identity-documents.ts).
import { imageTypeOf, type ImageType } from "../../domain/image";
import { SCAN_MAX_BYTES } from "../../domain/identity-documents";
import type { EmployeeProblemCode, ScanProblemCode } from "../../domain/employee-problems";
import { decodeBase64 } from "../core/base64";

export type Scan = { contentType: ImageType; bytes: Buffer };

/** A scan, or why it is refused; null when none was sent and none is required. */
function scanOf(input: { data: string } | null | undefined, required: boolean): Scan | ScanProblemCode | null {
  if (!input || input.data === "") return required ? "SCAN_REQUIRED" : null;
  const bytes = decodeBase64(input.data);
  if (!bytes || bytes.length === 0) return "SCAN_INVALID";
  if (bytes.length > SCAN_MAX_BYTES) return "SCAN_TOO_LARGE";
  const contentType = imageTypeOf(bytes);
  return contentType ? { contentType, bytes } : "SCAN_INVALID";
}

export type Problem = { field: string; code: EmployeeProblemCode };

/** The scans of the sides named, each checked; the problems name the side. */
export function scansOf<Side extends string>(
  inputs: Record<Side, { data: string } | null | undefined>,
  required: Record<Side, boolean>,
): { scans: Partial<Record<Side, Scan>>; problems: Problem[] } {
  const scans: Partial<Record<Side, Scan>> = {};
  const problems: Problem[] = [];
  for (const side of Object.keys(inputs) as Side[]) {
    const scan = scanOf(inputs[side], required[side]);
    if (typeof scan === "string") problems.push({ field: side, code: scan });
    else if (scan) scans[side] = scan;
  }
  return { scans, problems };
}
