// Work post sheets of the selected company's positions (part 2 §2 screen 4, §3, §5): filled in the
// portal or uploaded as the company's own PDF, whose bytes GET /api/positions/:id/work-post-sheet.pdf
// serves. A position of another company is NOT_FOUND (or a null sheet), as if it did not exist.
import { isPdf, normalizedWorkPostSheet, WORK_POST_SHEET_PDF_MAX_BYTES, workPostSheetProblems } from "../../domain/work-post-sheet";
import type { Queryable } from "../db/database";
import { batchedByRequest } from "../core/batch";
import { idOf, requireSelectedCompany, type ApiContext } from "../core/context";
import { badInput, invalidInput, notFound } from "../core/errors";
import type { UploadWorkPostSheetInput, WorkPostSheet, WorkPostSheetInput } from "../core/schema-types.generated";
import { decodeBase64 } from "../core/base64";
import { DATE_COLUMNS, FILLED_COLUMNS } from "./sheet-columns";

// to_char: the drivers would turn a date into a JavaScript Date at local midnight.
const SHEET_SELECT = `select s.position_id::text as "positionId", p.name as "positionName", s.kind, s.created_at, s.updated_at,
    s.last_seen_at, s.file_name as "fileName",
    ${FILLED_COLUMNS.map(([column, field]) => (DATE_COLUMNS.has(column) ? `to_char(s.${column}, 'YYYY-MM-DD')` : `s.${column}`) + ` as "${field}"`).join(", ")}
  from work_post_sheets s join positions p on p.id = s.position_id`;

type SheetRow = Omit<WorkPostSheet, "createdAt" | "updatedAt" | "lastSeenAt"> & { created_at: Date; updated_at: Date; last_seen_at: Date | null };

function sheetOf({ created_at, updated_at, last_seen_at, ...sheet }: SheetRow): WorkPostSheet {
  return { ...sheet, createdAt: created_at.toISOString(), updatedAt: updated_at.toISOString(), lastSeenAt: last_seen_at?.toISOString() ?? null };
}

async function sheetOfPosition(db: Queryable, positionId: number): Promise<WorkPostSheet | null> {
  const [row] = await db.query<SheetRow>(`${SHEET_SELECT} where s.position_id = $1`, [positionId]);
  return row ? sheetOf(row) : null;
}

/** The sheets of a list's positions, in one query. */
export const sheetOfListedPosition = batchedByRequest(async (context, positionIds: number[]) => {
  const rows = await context.db.query<SheetRow>(`${SHEET_SELECT} where s.position_id = any($1::int[])`, [positionIds]);
  return new Map(rows.map((row) => [Number(row.positionId), sheetOf(row)]));
});

/** The id of a position of the selected company, and whether it has a sheet; NOT_FOUND otherwise. */
async function requirePosition(context: ApiContext, positionId: string): Promise<{ id: number; hasSheet: boolean }> {
  const { companyId } = await requireSelectedCompany(context);
  const [row] = await context.db.query<{ id: number; has_sheet: boolean }>(
    `select p.id, exists (select 1 from work_post_sheets s where s.position_id = p.id) as has_sheet
     from positions p where p.id = $1 and p.company_id = $2`,
    [idOf(positionId), companyId],
  );
  if (!row) throw notFound();
  return { id: row.id, hasSheet: row.has_sheet };
}

function validSheet(input: WorkPostSheetInput): unknown[] {
  const problems = workPostSheetProblems(input);
  if (problems.length > 0) throw invalidInput("WORK_POST_SHEET_INVALID", problems);
  const sheet = normalizedWorkPostSheet(input);
  return FILLED_COLUMNS.map(([, field]) => sheet[field]);
}

/** The name the download offers: the uploaded file's own, without any folder. */
function fileNameOf(name: string): string {
  const base = name.split(/[/\\]/).pop()?.trim().slice(0, 200);
  return base || "work-post-sheet.pdf";
}

const placeholders = (from: number) => FILLED_COLUMNS.map((_, index) => `$${from + index}`).join(", ");

export async function workPostSheet(context: ApiContext, { positionId }: { positionId: string }) {
  const { companyId } = await requireSelectedCompany(context);
  const [row] = await context.db.query<{ id: number }>("select id from positions where id = $1 and company_id = $2", [idOf(positionId), companyId]);
  return row ? sheetOfPosition(context.db, row.id) : null;
}

export async function createWorkPostSheet(context: ApiContext, { input }: { input: WorkPostSheetInput }) {
  const position = await requirePosition(context, input.positionId);
  if (position.hasSheet) throw badInput("WORK_POST_SHEET_EXISTS");
  const values = validSheet(input);
  const inserted = await context.db.query(
    `insert into work_post_sheets (position_id, kind, ${FILLED_COLUMNS.map(([column]) => column).join(", ")})
       values ($1, 'filled', ${placeholders(2)}) on conflict (position_id) do nothing returning position_id`,
    [position.id, ...values],
  );
  if (inserted.length === 0) throw badInput("WORK_POST_SHEET_EXISTS");
  return (await sheetOfPosition(context.db, position.id))!;
}

export async function updateWorkPostSheet(context: ApiContext, { input }: { input: WorkPostSheetInput }) {
  const position = await requirePosition(context, input.positionId);
  // Part 2 §5: a sheet must exist before its changes can be saved.
  if (!position.hasSheet) throw badInput("WORK_POST_SHEET_MISSING");
  const values = validSheet(input);
  // A filled sheet replaces an uploaded PDF, as an upload replaces a filled sheet.
  const updated = await context.db.query(
    `update work_post_sheets set kind = 'filled', file_name = null, pdf = null, updated_at = now(),
         ${FILLED_COLUMNS.map(([column], index) => `${column} = $${index + 2}`).join(", ")}
       where position_id = $1 returning position_id`,
    [position.id, ...values],
  );
  if (updated.length === 0) throw badInput("WORK_POST_SHEET_MISSING");
  return (await sheetOfPosition(context.db, position.id))!;
}

export async function uploadWorkPostSheet(context: ApiContext, { input }: { input: UploadWorkPostSheetInput }) {
  const position = await requirePosition(context, input.positionId);
  const bytes = decodeBase64(input.data);
  if (bytes === null || bytes.length === 0) throw badInput("PDF_INVALID");
  if (bytes.length > WORK_POST_SHEET_PDF_MAX_BYTES) throw badInput("PDF_TOO_LARGE");
  // The bytes decide, not the file's name or declared type.
  if (!isPdf(bytes)) throw badInput("PDF_INVALID");
  await context.db.query(
    `insert into work_post_sheets (position_id, kind, file_name, pdf) values ($1, 'uploaded', $2, $3)
       on conflict (position_id) do update set kind = 'uploaded', file_name = excluded.file_name, pdf = excluded.pdf,
         updated_at = now(), ${FILLED_COLUMNS.map(([column]) => `${column} = default`).join(", ")}`,
    [position.id, fileNameOf(input.fileName), bytes],
  );
  return (await sheetOfPosition(context.db, position.id))!;
}
