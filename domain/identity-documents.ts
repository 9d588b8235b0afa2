// An employee's identity documents: the ID card, and for someone who is not Belgian a residence or
// work permit, each with an expiry date and a scan of its front and back. Dates are Belgian calendar
// dates (yyyy-MM-dd), compared as such: a card expiring on 31 March is valid all that day in Belgium,
// whatever the time zone of the server that asks.
import { bytesOfMegabytes } from "./image";

/** Valid through its expiry date, expired from the day after. Both dates yyyy-MM-dd, so they compare as text. */
export function isExpired(expiresOn: string, today: string): boolean {
  return expiresOn < today;
}

export const IDENTITY_DOCUMENTS = ["idCard", "residencePermit", "workPermit"] as const;
export type IdentityDocument = (typeof IDENTITY_DOCUMENTS)[number];

export type IdentityDocumentExpiries = {
  idCardExpiresOn: string | null;
  residencePermitExpiresOn: string | null;
  workPermitExpiresOn: string | null;
};

/** The documents whose expiry date has passed, in IDENTITY_DOCUMENTS order; one without a date is not expired. */
export function expiredDocuments(employee: IdentityDocumentExpiries, today: string): IdentityDocument[] {
  const expiresOn: Record<IdentityDocument, string | null> = {
    idCard: employee.idCardExpiresOn,
    residencePermit: employee.residencePermitExpiresOn,
    workPermit: employee.workPermitExpiresOn,
  };
  return IDENTITY_DOCUMENTS.filter((document) => {
    const date = expiresOn[document];
    return date !== null && isExpired(date, today);
  });
}

const SCAN_SIDES = ["front", "back"] as const;
export type ScanSide = (typeof SCAN_SIDES)[number];

/** The sides of a document not scanned yet: a card or permit is scanned on both. */
export function missingSides(scans: { front: boolean; back: boolean }): ScanSide[] {
  return SCAN_SIDES.filter((side) => !scans[side]);
}

/**
 * The largest scan of an ID card, permit or certificate, in megabytes (MiB). A phone's photo of a card
 * is usually 1 to 4 MB, so 5 takes one straight from the camera, without asking the user to shrink
 * it, while keeping a stray video or a huge PDF out.
 */
export const SCAN_MAX_MEGABYTES = 5;

/** SCAN_MAX_MEGABYTES in bytes. */
export const SCAN_MAX_BYTES = bytesOfMegabytes(SCAN_MAX_MEGABYTES);

/**
 * How long, from the upload, an ID card may take to be read before its verification fails and the
 * user is offered to try again or type the details (docs/decisions/0038). A card takes 1 to 3 s on
 * one engine, so 60 s is a queue of some twenty cards or an engine that no longer answers; the
 * engine's own call limit (identity/ocr.ts) is the same 60 s, so a stuck engine is dropped by then.
 */
export const IDENTITY_READING_LIMIT_SECONDS = 60;

/**
 * Whether the employee is asked for a work or residence permit: for any nationality other than
 * Belgian (the spec: "for a non-Belgian nationality, add a work or residence permit"). EU, EEA and
 * Swiss citizens need no work permit, but the spec's flow still asks them for the residence permit
 * (their registration certificate), so no exception is made for them. An unknown nationality asks
 * for nothing yet.
 */
export function needsWorkOrResidencePermit(nationality: string | null): boolean {
  const country = nationality?.trim().toUpperCase();
  return Boolean(country) && country !== "BE";
}
