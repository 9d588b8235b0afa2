import { parseWithZod } from "@conform-to/zod/v4";
import { fileField } from "~/forms/files-form.server";
import type { FileUpload } from "~/platform/multipart.server";
import { agreementsSchema, cardSchema, permitProblems, permitSchema, type FileOf, type Side } from "./documents.schema";

const TODAY = "2026-03-15";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5]);
const file = (bytes: Uint8Array): FileUpload => ({ kind: "file", name: "scan", bytes });
const MISSING: FileUpload = { kind: "missing" };
const TOO_LARGE: FileUpload = { kind: "too-large" };

/** The file fields as filesForm gives them, for uploads read beforehand. */
const filesOf =
  (uploads: Record<Side, FileUpload>): FileOf =>
  (side, rules) =>
    fileField(uploads[side], rules);

function formData(values: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("the ID card's scans", () => {
  it("take a PNG and a JPEG, judged by their bytes", () => {
    const submission = parseWithZod(formData(), { schema: cardSchema(filesOf({ front: file(PNG), back: file(JPEG) })) });
    expect(submission.status === "success" && submission.value).toEqual({ front: PNG, back: JPEG });
  });

  it("name the side that is missing, too large or not an image, each next to its field", () => {
    const text = new TextEncoder().encode("not an image");
    const submission = parseWithZod(formData(), { schema: cardSchema(filesOf({ front: MISSING, back: file(text) })) });
    expect(submission.reply().error).toEqual({ front: ["identity:upload.errors.frontRequired"], back: ["identity:upload.errors.backInvalid"] });
    const large = parseWithZod(formData(), { schema: cardSchema(filesOf({ front: file(PNG), back: TOO_LARGE })) });
    expect(large.reply().error).toEqual({ back: ["identity:upload.errors.backTooLarge"] });
  });
});

describe("the permit", () => {
  const residence = { document: "residence_permit", code: "f+", expiresOn: "2027-01-31" };

  it("needs a document, the code of a residence card, and an expiry date that has not passed", () => {
    expect(permitProblems(residence, TODAY)).toEqual([]);
    expect(permitProblems({}, TODAY).map((problem) => problem.message)).toEqual([
      "identity:permit.errors.documentRequired",
      "identity:permit.errors.expiresOnRequired",
    ]);
    expect(permitProblems({ ...residence, code: "" }, TODAY)).toEqual([{ field: "code", message: "identity:permit.errors.codeRequired" }]);
    expect(permitProblems({ ...residence, code: "residence" }, TODAY)).toEqual([{ field: "code", message: "identity:permit.errors.codeFormat" }]);
    expect(permitProblems({ ...residence, expiresOn: "2026-03-14" }, TODAY)).toEqual([{ field: "expiresOn", message: "identity:permit.errors.expired" }]);
    // A work permit has no code: whatever a hidden follow-up still holds is ignored.
    expect(permitProblems({ document: "work_permit", code: "???", expiresOn: TODAY }, TODAY)).toEqual([]);
  });

  it("reports the scans' problems with the typed fields' in one answer", () => {
    const submission = parseWithZod(formData({ document: "work_permit" }), { schema: permitSchema(TODAY, filesOf({ front: file(PNG), back: MISSING })) });
    expect(submission.reply().error).toEqual({
      back: ["identity:permit.errors.backRequired"],
      expiresOn: ["identity:permit.errors.expiresOnRequired"],
    });
  });

  it("gives the permit as the API takes it: the code in capitals for a residence permit only", () => {
    const uploads = filesOf({ front: file(PNG), back: file(JPEG) });
    const residencePermit = parseWithZod(formData(residence), { schema: permitSchema(TODAY, uploads) });
    expect(residencePermit.status === "success" && residencePermit.value).toEqual({ ...residence, code: "F+", front: PNG, back: JPEG });
    const workPermit = parseWithZod(formData({ ...residence, document: "work_permit" }), { schema: permitSchema(TODAY, uploads) });
    expect(workPermit.status === "success" && workPermit.value).toMatchObject({ document: "work_permit", code: null });
  });
});

describe("the agreements", () => {
  it("need the declaration of intent, and the student agreement from a student", () => {
    expect(parseWithZod(formData(), { schema: agreementsSchema(false) }).reply().error).toEqual({ intent: ["identity:agreements.errors.intentRequired"] });
    expect(parseWithZod(formData({ intent: "on" }), { schema: agreementsSchema(true) }).reply().error).toEqual({
      student: ["identity:agreements.errors.studentRequired"],
    });
    const signed = parseWithZod(formData({ intent: "on", student: "on" }), { schema: agreementsSchema(false) });
    expect(signed.status === "success" && signed.value).toEqual({ intent: true, student: false });
  });
});
