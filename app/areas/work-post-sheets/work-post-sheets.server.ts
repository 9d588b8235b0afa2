// Loading and saving a position's work post sheet for the add, edit and view pages (part 2 §2 screen 4).
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import { env } from "~/platform/env.server";
import { formAction } from "~/forms/action.server";
import { uploadForm } from "~/forms/upload.server";
import {
  CreateWorkPostSheetMutationDocument,
  UpdateWorkPostSheetMutationDocument,
  UploadWorkPostSheetMutationDocument,
  WorkPostSheetCopySourcesQueryDocument,
  WorkPostSheetPositionQueryDocument,
  WorkPostSheetToCopyQueryDocument,
} from "~/platform/operations.generated";
import { loadFromApi, notFound } from "~/platform/api-calls.server";
import { problemMessage, SheetChoiceSchema, WorkPostSheetSchema } from "./work-post-sheet.schema";
import { workPostSheetPaths } from "./work-post-sheet-paths";
import { bytesOfMegabytes } from "~domain/image";
import { isPdf, normalizedWorkPostSheet, type WorkPostSheetField, type WorkPostSheetProblemCode } from "~domain/work-post-sheet";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { pageUrlOf } from "~/platform/page-url";

/** A position of the selected company with its sheet; a 404 (the page's "position not found") otherwise. */
export async function requirePosition(request: Request, credentials: Credentials, positionId: string) {
  const { position } = await loadFromApi(request, () => graphql(WorkPostSheetPositionQueryDocument, { positionId }, credentials));
  if (!position) throw notFound();
  return position;
}

const COPY_SOURCES_PAGE_SIZE = 100;

/** The company's other positions with a filled sheet to copy from, by name. */
async function copySources(request: Request, credentials: Credentials, positionId: string) {
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
async function sheetToCopy(request: Request, credentials: Credentials, positionId: string) {
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

function saveFilledSheet(request: Request, credentials: Credentials, positionId: string, mode: SaveMode) {
  return formAction({
    request,
    schema: WorkPostSheetSchema,
    save: async (sheet) => {
      const input = { positionId, ...normalizedWorkPostSheet(sheet) };
      if (mode === "create") await graphql(CreateWorkPostSheetMutationDocument, { input }, credentials);
      else await graphql(UpdateWorkPostSheetMutationDocument, { input }, credentials);
      return redirect(`${workPostSheetPaths(positionId).view}?saved=1`);
    },
    refusals: {
      NOT_FOUND: { notFound: true },
      WORK_POST_SHEET_EXISTS: { form: "workPostSheets:errors.exists" },
      WORK_POST_SHEET_MISSING: { form: "workPostSheets:errors.missing" },
    },
    failed: "workPostSheets:errors.failed",
    // The form checks the same rules first: the API's own problems are a safety net, shown the same way.
    problems: ({ code, problems }) =>
      code === "WORK_POST_SHEET_INVALID" && problems.length > 0
        ? {
            fieldErrors: Object.fromEntries(
              problems.map((problem) => [
                problem.field,
                [problemMessage({ field: problem.field as WorkPostSheetField, code: problem.code as WorkPostSheetProblemCode })],
              ]),
            ),
            formErrors: [],
          }
        : null,
  });
}

const PDF_TOO_LARGE = "workPostSheets:errors.pdfTooLarge";
const NOT_A_PDF = "workPostSheets:errors.pdfInvalid";

/** The company's own PDF, its size enforced while it streams in and judged by its first bytes. */
async function uploadSheet(request: Request, credentials: Credentials, positionId: string) {
  const form = await uploadForm(request, {
    field: "pdf",
    maxBytes: bytesOfMegabytes(env().WORK_POST_SHEET_MAX_MB),
    accepts: isPdf,
    messages: { missing: "workPostSheets:errors.pdfRequired", tooLarge: PDF_TOO_LARGE, invalid: NOT_A_PDF },
  });
  return formAction({
    request,
    ...form,
    save: async ({ name, bytes }) => {
      const input = { positionId, fileName: name, data: Buffer.from(bytes).toString("base64") };
      await graphql(UploadWorkPostSheetMutationDocument, { input }, credentials);
      return redirect(`${workPostSheetPaths(positionId).view}?uploaded=1`);
    },
    refusals: {
      NOT_FOUND: { notFound: true },
      PDF_TOO_LARGE: { fields: ["pdf"], message: PDF_TOO_LARGE },
      PDF_INVALID: { fields: ["pdf"], message: NOT_A_PDF },
    },
    failed: "workPostSheets:errors.failed",
  });
}

/**
 * Where the add page stands, read from its address: the first question until it is answered (GET
 * form), then the upload or the sheet, the latter filled with the copied sheet's answers.
 * ?copyFrom=<positionId> alone means a new sheet copied from that position's.
 */
export async function addStepOf(request: Request, credentials: Credentials, positionId: string) {
  const answers = pageUrlOf(request).searchParams;
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
