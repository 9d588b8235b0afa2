// An employee's certificate (part 2 §3, §5): its type, expiry and the scans of its two sides. The
// scans are judged by their bytes (domain/image.ts) and their size (domain/identity-documents.ts).
import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { isCalendarDate } from "~domain/calendar-date";
import { isExpired } from "~domain/identity-documents";
import { todayInBelgium } from "~domain/belgian-time";
import { imageTypeOf } from "~domain/image";
import type { FileRules } from "~/forms/files-form.server";
import type { CertificateType } from "~/platform/operations.generated";
import type { EmployeeProfile } from "./employee.server";
import { problemReporter, scanCodeMessages, typed, type EmployeeMessage, type ProblemMessages, type TypedFields } from "./form-checks";
import { CERTIFICATE_TYPES } from "./labels";

export const SCAN_FIELDS = ["front", "back"] as const;
export type ScanField = (typeof SCAN_FIELDS)[number];

const TYPE_REQUIRED = "employees:errors.certificateTypeRequired";
const EXPIRES_ON_INVALID = "employees:errors.expiresOnInvalid";
const EXPIRED = "employees:errors.certificateExpired";
const SCAN_INVALID: Record<ScanField, EmployeeMessage> = { front: "employees:errors.frontInvalid", back: "employees:errors.backInvalid" };

/** What a side's scan is told; only the front is ever required. */
const scanMessages = (side: ScanField) =>
  ({ missing: "employees:errors.frontRequired", tooLarge: "employees:errors.scanTooLarge", invalid: SCAN_INVALID[side] }) as const;

/** The API's problems (saveEmployeeCertificate), as the form words them. */
export const CERTIFICATE_PROBLEMS: ProblemMessages = {
  front: scanCodeMessages(scanMessages("front")),
  back: scanCodeMessages(scanMessages("back")),
  expiresOn: { EXPIRED, DATE_INVALID: EXPIRES_ON_INVALID },
};

/** The rules of a scan: a PNG or JPEG by its bytes; the front side is required for a new certificate. */
export function scanRules(side: ScanField, { adding }: { adding: boolean }): FileRules {
  return {
    required: adding && side === "front",
    accepts: (bytes) => imageTypeOf(bytes) !== null,
    messages: scanMessages(side),
  };
}

const isCertificateType = (value: string | undefined): value is CertificateType => (CERTIFICATE_TYPES as (string | undefined)[]).includes(value);

type ScanSchema = z.ZodType<Uint8Array | null, unknown>;

/** The form, given the schemas of its two files (see filesForm); its value is the mutation's input but for the ids. */
export function certificateSchema(scans: Record<ScanField, ScanSchema>) {
  return z
    .object({ certificateType: typed, expiresOn: typed, front: scans.front, back: scans.back })
    .superRefine((form, context) => {
      addTextLineIssues(context, { certificateType: form.certificateType, expiresOn: form.expiresOn });
      const report = problemReporter(context);
      if (!isCertificateType(form.certificateType)) report("certificateType", TYPE_REQUIRED);
      if (form.expiresOn && !isCalendarDate(form.expiresOn)) report("expiresOn", EXPIRES_ON_INVALID);
      else if (form.expiresOn && isExpired(form.expiresOn, todayInBelgium(new Date()))) report("expiresOn", EXPIRED);
    })
    .transform(({ certificateType, expiresOn, front, back }) => ({
      certificateType: certificateType as CertificateType,
      expiresOn: expiresOn ?? null,
      front: front ? { data: Buffer.from(front).toString("base64") } : null,
      back: back ? { data: Buffer.from(back).toString("base64") } : null,
    }));
}

/** The typed fields of the form (the files are never sent back). */
export type CertificateFields = TypedFields<"certificateType" | "expiresOn" | ScanField>;

export type Certificate = EmployeeProfile["certificates"][number];

/** What the form starts with: the saved certificate, or nothing for a new one. */
export function certificateDefaults(certificate: Certificate | null): CertificateFields {
  return certificate ? { certificateType: certificate.certificateType, expiresOn: certificate.expiresOn ?? undefined } : {};
}
