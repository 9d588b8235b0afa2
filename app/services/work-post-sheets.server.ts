// Loading and saving a position's work post sheet for the add, edit and view pages (part 2 §2 screen 4).
import { formErrorFor, loadFromApi, notFound } from "~/platform/api-calls.server";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { bytesOfMegabytes } from "../../domain/image";
import { isPdf, normalizedWorkPostSheet, type WorkPostSheetField, type WorkPostSheetProblemCode } from "../../domain/work-post-sheet";
import { env } from "~/env.server";
import {
  CreateWorkPostSheetMutationDocument,
  UpdateWorkPostSheetMutationDocument,
  UploadWorkPostSheetMutationDocument,
  WorkPostSheetCopySourcesQueryDocument,
  WorkPostSheetPositionQueryDocument,
  WorkPostSheetToCopyQueryDocument,
} from "~/graphql/operations.generated";
import { problemMessage, SheetChoiceSchema, UploadSheetSchema, WorkPostSheetSchema } from "~/schemas/work-post-sheet";

import { ApiError, graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";
import { workPostSheetPaths } from "~/utils/work-post-sheet-paths";
import { readUpload } from "./upload.server";

/** A position of the selected company with its sheet; a 404 (the page's "position not found") otherwise. */
export async function requirePosition(request: Request, credentials: Credentials, positionId: string) {
  const { position } = await loadFromApi(request, () => graphql(WorkPostSheetPositionQueryDocument, { positionId }, credentials));
  if (!position) throw notFound();
  return position;
}

const COPY_SOURCES_PAGE_SIZE = 100;

/** The company's other positions with a filled sheet to copy from, by name. */
export async function copySources(request: Request, credentials: Credentials, positionId: string) {
  const sources: { id: string; name: string }[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const { positions } = await loadFromApi(request, () =>
      graphql(WorkPostSheetCopySourcesQueryDocument, { page, pageSize: COPY_SOURCES_PAGE_SIZE }, credentials),
    );
    pageCount = positions.pageCount;
    for (const { id, name, workPostSheet } of positions.nodes) {
      if (id !== positionId && workPostSheet?.kind === "filled") sources.push({ id, name });
    }
  }
  return sources;
}

/** The filled sheet of another position of the company, to start a new sheet from; null when there is none. */
export async function sheetToCopy(request: Request, credentials: Credentials, positionId: string) {
  const { workPostSheet } = await loadFromApi(request, () => graphql(WorkPostSheetToCopyQueryDocument, { positionId }, credentials));
  return workPostSheet?.kind === "filled" ? workPostSheet : null;
}

export type SaveMode = "create" | "update";

/** Both forms of the add and edit pages post here: the upload is the multipart one. */
export function saveWorkPostSheet(request: Request, credentials: Credentials, positionId: string, mode: SaveMode) {
  return request.headers.get("Content-Type")?.startsWith("multipart/form-data")
    ? uploadSheet(request, credentials, positionId)
    : saveFilledSheet(request, credentials, positionId, mode);
}

const FORM_ERRORS: Record<string, string> = {
  WORK_POST_SHEET_EXISTS: "workPostSheets:errors.exists",
  WORK_POST_SHEET_MISSING: "workPostSheets:errors.missing",
};

async function saveFilledSheet(request: Request, credentials: Credentials, positionId: string, mode: SaveMode) {
  const submission = parseWithZod(await request.formData(), { schema: WorkPostSheetSchema });
  if (submission.status !== "success") return json({ form: "fill" as const, result: submission.reply() }, { status: 400 });
  const input = { positionId, ...normalizedWorkPostSheet(submission.value) };
  try {
    if (mode === "create") await graphql(CreateWorkPostSheetMutationDocument, { input }, credentials);
    else await graphql(UpdateWorkPostSheetMutationDocument, { input }, credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === "NOT_FOUND") throw notFound();
    // The form checks the same rules first: the API's own problems are a safety net, shown the same way.
    const problems = error instanceof ApiError && code === "WORK_POST_SHEET_INVALID" ? error.problems : [];
    const reply =
      problems.length > 0
        ? submission.reply({
            fieldErrors: Object.fromEntries(
              problems.map((problem) => [problem.field, [problemMessage({ field: problem.field as WorkPostSheetField, code: problem.code as WorkPostSheetProblemCode })]]),
            ),
          })
        : submission.reply({ formErrors: [(code && FORM_ERRORS[code]) || formErrorFor(error, "workPostSheets:errors.failed")] });
    return json({ form: "fill" as const, result: reply }, { status: 400 });
  }
  return redirect(`${workPostSheetPaths(positionId).view}?saved=1`);
}

function uploadError(error: { field: string } | { form: string }) {
  const submission = parseWithZod(new FormData(), { schema: UploadSheetSchema });
  const reply = "field" in error ? submission.reply({ fieldErrors: { pdf: [error.field] } }) : submission.reply({ formErrors: [error.form] });
  return json({ form: "upload" as const, result: reply }, { status: 400 });
}

/** The company's own PDF, its size enforced while it streams in and judged by its first bytes. */
async function uploadSheet(request: Request, credentials: Credentials, positionId: string) {
  const tooLarge = () => uploadError({ field: "workPostSheets:errors.pdfTooLarge" });
  const notPdf = () => uploadError({ field: "workPostSheets:errors.pdfInvalid" });
  const upload = await readUpload(request, "pdf", bytesOfMegabytes(env().WORK_POST_SHEET_MAX_MB));
  if (upload.kind === "too-large") return tooLarge();
  if (upload.kind === "missing") return uploadError({ field: "workPostSheets:errors.pdfRequired" });
  if (!isPdf(upload.bytes)) return notPdf();
  const input = { positionId, fileName: upload.name, data: Buffer.from(upload.bytes).toString("base64") };
  try {
    await graphql(UploadWorkPostSheetMutationDocument, { input }, credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    if (code === "NOT_FOUND") throw notFound();
    if (code === "PDF_TOO_LARGE") return tooLarge();
    if (code === "PDF_INVALID") return notPdf();
    return uploadError({ form: formErrorFor(error, "workPostSheets:errors.failed") });
  }
  return redirect(`${workPostSheetPaths(positionId).view}?uploaded=1`);
}

/**
 * Where the add page stands, read from its address: the first question until it is answered (GET
 * form), then the upload or the sheet, the latter filled with the copied sheet's answers.
 * ?copyFrom=<positionId> alone means a new sheet copied from that position's.
 */
export async function addStepOf(request: Request, credentials: Credentials, positionId: string) {
  const answers = new URL(request.url).searchParams;
  if (!answers.get("choice") && answers.get("copyFrom")) answers.set("choice", "fill");
  const asked = async (result?: SubmissionResult<string[]>) => ({
    step: "choice" as const,
    result,
    defaultValue: { choice: answers.get("choice") ?? undefined, copyFrom: answers.get("copyFrom") ?? undefined },
    sources: await copySources(request, credentials, positionId),
  });
  if (!answers.has("step") && !answers.has("choice")) return asked();
  const submission = parseWithZod(answers, { schema: SheetChoiceSchema });
  if (submission.status !== "success") return asked(submission.reply());
  if (submission.value.choice === "upload") return { step: "upload" as const };
  const copyFrom = submission.value.copyFrom;
  const copy = copyFrom ? await sheetToCopy(request, credentials, copyFrom) : null;
  if (copyFrom && !copy) return asked(submission.reply({ fieldErrors: { copyFrom: ["workPostSheets:errors.copyFromInvalid"] } }));
  return { step: "fill" as const, copy };
}
