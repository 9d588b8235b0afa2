import { z } from "zod";
import { addTextLineIssues } from "~/forms/text-lines";
import { isCalendarDate } from "~domain/calendar-date";
import { isExpired } from "~domain/identity-documents";
import { imageTypeOf } from "~domain/image";
import type { FileRules, fileField } from "~/forms/files-form.server";
import { checkbox } from "~/forms/lenient-fields";
import type { FullKey } from "~/platform/i18n/keys";
import { scanCodeMessages, type ProblemMessages } from "~/areas/employees/form-checks";
import type { FieldProblem } from "./identity.schema";

// The scans of the ID card and of a residence or work permit (part 2 §3, §5): PNG or JPEG judged by
// their bytes, at most SCAN_MAX_BYTES each, both sides required, a missing side named; and the
// employee's agreements.

type Message = FullKey<"identity">;
type FileMessages = Record<keyof FileRules["messages"], Message>;
export type Side = "front" | "back";
export const SIDES: readonly Side[] = ["front", "back"];

const isImage = (bytes: Uint8Array) => imageTypeOf(bytes) !== null;

const CARD_MESSAGES: Record<Side, FileMessages> = {
  front: {
    missing: "identity:upload.errors.frontRequired",
    tooLarge: "identity:upload.errors.frontTooLarge",
    invalid: "identity:upload.errors.frontInvalid",
  },
  back: {
    missing: "identity:upload.errors.backRequired",
    tooLarge: "identity:upload.errors.backTooLarge",
    invalid: "identity:upload.errors.backInvalid",
  },
};

const PERMIT_MESSAGES: Record<Side, FileMessages> = {
  front: {
    missing: "identity:permit.errors.frontRequired",
    tooLarge: "identity:permit.errors.frontTooLarge",
    invalid: "identity:permit.errors.frontInvalid",
  },
  back: {
    missing: "identity:permit.errors.backRequired",
    tooLarge: "identity:permit.errors.backTooLarge",
    invalid: "identity:permit.errors.backInvalid",
  },
};

/** The schema of a file field of the form, as filesForm gives it: the bytes, or the field's message. */
export type FileOf = (field: Side, rules: FileRules) => ReturnType<typeof fileField>;

/** Both sides required, PNG or JPEG judged by their bytes. */
const scan = (file: FileOf, side: Side, messages: Record<Side, FileMessages>) => file(side, { required: true, accepts: isImage, messages: messages[side] });

/** The two sides of the ID card, each checked where it was chosen. */
export const cardSchema = (file: FileOf) =>
  z
    .object({ front: scan(file, "front", CARD_MESSAGES), back: scan(file, "back", CARD_MESSAGES) })
    .transform(({ front, back }) => ({ front: front!, back: back! }));

/** The API's scan problems (SCAN_REQUIRED, SCAN_INVALID, SCAN_TOO_LARGE), by side. */
const scanProblems = (messages: Record<Side, FileMessages>): ProblemMessages =>
  Object.fromEntries(SIDES.map((side) => [side, scanCodeMessages(messages[side])]));

export const CARD_PROBLEMS = scanProblems(CARD_MESSAGES);

// ---- the permit ----

export const PERMIT_DOCUMENTS = ["residence_permit", "work_permit"] as const;
export type PermitDocument = (typeof PERMIT_DOCUMENTS)[number];

export type PermitForm = { document?: string; code?: string; expiresOn?: string; front?: unknown; back?: unknown };
type PermitTextField = "document" | "code" | "expiresOn";

/** A residence card's code: one or two letters, with the + of the cards that have one (E+, F+, M+). */
const PERMIT_CODE = /^[A-Z]{1,2}\+?$/;

const isPermitDocument = (value: string | undefined): value is PermitDocument => PERMIT_DOCUMENTS.some((document) => document === value);

/** The problems of the permit's typed fields; a work permit has no code (whatever is typed there is ignored). */
export function permitProblems(form: PermitForm, today: string): FieldProblem<PermitTextField>[] {
  const problems: FieldProblem<PermitTextField>[] = [];
  const add = (field: PermitTextField, message: Message) => problems.push({ field, message });
  if (!isPermitDocument(form.document)) add("document", "identity:permit.errors.documentRequired");
  if (form.document === "residence_permit") {
    const code = form.code?.trim().toUpperCase() ?? "";
    if (!code) add("code", "identity:permit.errors.codeRequired");
    else if (!PERMIT_CODE.test(code)) add("code", "identity:permit.errors.codeFormat");
  }
  const expiresOn = form.expiresOn?.trim() ?? "";
  if (!expiresOn) add("expiresOn", "identity:permit.errors.expiresOnRequired");
  else if (!isCalendarDate(expiresOn)) add("expiresOn", "identity:permit.errors.expiresOnInvalid");
  else if (isExpired(expiresOn, today)) add("expiresOn", "identity:permit.errors.expired");
  return problems;
}

export type Permit = { document: PermitDocument; code: string | null; expiresOn: string; front: Uint8Array; back: Uint8Array };

const asTyped = z.string().optional().catch(undefined);

export function permitSchema(today: string, file: FileOf) {
  return z
    .object({
      document: asTyped,
      code: asTyped,
      expiresOn: asTyped,
      front: scan(file, "front", PERMIT_MESSAGES),
      back: scan(file, "back", PERMIT_MESSAGES),
    })
    .superRefine((form, context) => {
      addTextLineIssues(context, form);
      for (const { field, message } of permitProblems(form, today)) context.addIssue({ code: "custom", path: [field], message });
    })
    .transform((form): Permit => ({
      document: form.document as PermitDocument,
      code: form.document === "residence_permit" ? (form.code?.trim().toUpperCase() ?? null) : null,
      expiresOn: form.expiresOn!.trim(),
      front: form.front!,
      back: form.back!,
    }));
}

export const PERMIT_PROBLEMS: ProblemMessages = {
  ...scanProblems(PERMIT_MESSAGES),
  expiresOn: {
    FIELD_REQUIRED: "identity:permit.errors.expiresOnRequired",
    DATE_INVALID: "identity:permit.errors.expiresOnInvalid",
    EXPIRED: "identity:permit.errors.expired",
  },
};

// ---- the agreements ----

/** The declaration of intent always, the student agreement only for a student. */
export function agreementsSchema(isStudent: boolean) {
  return z
    .object({ intent: checkbox, student: checkbox })
    .superRefine((form, context) => {
      if (!form.intent) context.addIssue({ code: "custom", path: ["intent"], message: "identity:agreements.errors.intentRequired" });
      if (isStudent && !form.student) context.addIssue({ code: "custom", path: ["student"], message: "identity:agreements.errors.studentRequired" });
    })
    .transform((form) => ({ intent: Boolean(form.intent), student: isStudent && Boolean(form.student) }));
}

export const AGREEMENT_PROBLEMS: ProblemMessages = {
  intent: { AGREEMENT_REQUIRED: "identity:agreements.errors.intentRequired" },
  student: { AGREEMENT_REQUIRED: "identity:agreements.errors.studentRequired" },
};
