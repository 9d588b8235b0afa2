// The selected company's positions and the wizard that adds and edits them (part 2 §2 screens 1-3, §4,
// §5). A position of another company is NOT_FOUND (or null), as if it did not exist. Adding or editing
// needs a rate agreement valid today (NO_VALID_RATE_AGREEMENT); reading does not.
import { positionProblems, type PositionProblem } from "../../domain/positions";
import type { Queryable } from "../db/database";
import { idOf, requireSelectedCompany, type ApiContext } from "../core/context";
import { badInput, invalidInput, notFound } from "../core/errors";
import { pageOf, pageWindow, type PageArguments, type PageWindow } from "../core/pagination";
import {
  draftOwner,
  emptySteps,
  generalDraftOf,
  loadDraftSteps,
  positionColumns,
  premiumsDraftOf,
  safetyDraftOf,
  stepsOfPosition,
  type DraftSteps,
} from "./position-drafts";
import { findPosition, POSITION_SELECT, positionsOf, type PositionModel, type PositionRow } from "./positions";
import type { PositionStatus, SavePositionDraftInput, SubmitPositionDraftInput } from "../core/schema-types.generated";
import { deleteDraft, saveDraft, type DraftOwner } from "../core/wizard-drafts";
import { functionCodesById, hasValidRateAgreement } from "../reference-tables/reference-tables";

/** The office a draft proposes: that of the latest valid rate agreement, else the company's own. */
async function defaultOfficeCode(db: Queryable, companyId: number): Promise<string | null> {
  const [row] = await db.query<{ code: string | null }>(
    `select coalesce(
       (select office_code from rate_agreement_documents where company_id = $1 and valid_until >= current_date
        order by valid_until desc, id desc limit 1),
       (select office_code from companies where id = $1)) as code`,
    [companyId],
  );
  return row?.code ?? null;
}

async function knownOffice(db: Queryable, code: string): Promise<string | null> {
  const [row] = await db.query<{ code: string }>("select code from offices where code = $1", [code]);
  return row?.code ?? null;
}

/** Whose draft, the position it edits (null: a new one) and what its unsaved steps read as. */
type Wizard = { owner: DraftOwner; position: PositionModel | null; base: DraftSteps };

async function wizardOf(context: ApiContext, positionId: string | number | null | undefined): Promise<Wizard> {
  const { userId, companyId } = await requireSelectedCompany(context);
  if (positionId === null || positionId === undefined) {
    const base = emptySteps(await defaultOfficeCode(context.db, companyId));
    return { owner: draftOwner(companyId, userId, null), position: null, base };
  }
  const position = await findPosition(context.db, companyId, idOf(String(positionId)));
  if (!position) throw notFound();
  return { owner: draftOwner(companyId, userId, Number(position.id)), position, base: stepsOfPosition(position) };
}

async function requireRateAgreement(db: Queryable, companyId: number): Promise<void> {
  if (!(await hasValidRateAgreement(db, companyId))) throw badInput("NO_VALID_RATE_AGREEMENT");
}

const draftOf = (wizard: Wizard, steps: DraftSteps) => ({ positionId: wizard.position?.id ?? null, ...steps });

/**
 * The whole draft checked (domain/positions.ts, with the chosen function code looked up), and what the
 * position takes from outside the draft: the function's minimum wage and the office (the proposed one
 * when left blank). POSITION_INVALID lists every problem.
 */
async function validDraft(db: Queryable, wizard: Wizard, steps: DraftSteps) {
  const functionCodeId = idOf(steps.general.functionCodeId ?? "");
  const functionCode = (await functionCodesById(db, [functionCodeId])).get(String(functionCodeId)) ?? null;
  const problems: PositionProblem[] = positionProblems(steps, {
    functionCode,
    savedStudentsAllowed: wizard.position?.studentsAllowed ?? null,
  });
  const typedOffice = steps.general.vivaldisOfficeCode?.trim() || null;
  const officeCode = typedOffice ? await knownOffice(db, typedOffice) : await defaultOfficeCode(db, wizard.owner.companyId);
  if (!officeCode) problems.push({ field: "general.vivaldisOfficeCode", code: typedOffice ? "VALUE_INVALID" : "FIELD_REQUIRED" });
  if (problems.length > 0) throw invalidInput("POSITION_INVALID", problems);
  return positionColumns(steps, functionCode!.minimumHourlyWageCents, officeCode!);
}

/** Writes the position (a new one waits for approval; an edited one keeps its status); answers its id. */
async function writePosition(db: Queryable, wizard: Wizard, columns: ReturnType<typeof positionColumns>): Promise<number> {
  const names = Object.keys(columns);
  const values = Object.values(columns);
  const [row] = wizard.position
    ? await db.query<{ id: number }>(
        `update positions set ${names.map((name, i) => `${name} = $${i + 3}`).join(", ")}, updated_at = now()
         where id = $1 and company_id = $2 returning id`,
        [Number(wizard.position.id), wizard.owner.companyId, ...values],
      )
    : await db.query<{ id: number }>(
        `insert into positions (company_id, status, ${names.join(", ")})
         values ($1, 'waiting_approval', ${names.map((_name, i) => `$${i + 2}`).join(", ")}) returning id`,
        [wizard.owner.companyId, ...values],
      );
  if (!row) throw notFound();
  return row.id;
}

const likePattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;

/**
 * One page of a company's positions by name, the search matching the name, of one status when given, only
 * those whose work post sheet is missing when asked (the positions list, the company information, and the
 * contract wizard's approved positions).
 */
export async function positionPage(
  db: Queryable,
  companyId: number,
  { search, status, workPostSheetMissing }: { search?: string | null; status?: PositionStatus | null; workPostSheetMissing?: boolean | null },
  window: PageWindow,
) {
  const pattern = search?.trim() ? likePattern(search.trim()) : null;
  // A missing sheet: domain/positions.ts's isWorkPostSheetRequired (VCA required, a student function
  // code or the worker statute) in SQL, and no sheet, filled or uploaded.
  const where = `p.company_id = $1 and ($2::text is null or lower(p.name) like $2) and ($3::text is null or p.status = $3)
    and ($4::boolean is not true or (
      not exists (select 1 from work_post_sheets s where s.position_id = p.id)
      and (p.vca_certification_required or exists (
        select 1 from function_codes f join committees c on c.id = f.committee_id
        where f.id = p.function_code_id and (f.is_student_code or c.statute = 'worker')))))`;
  const parameters = [companyId, pattern, status ?? null, workPostSheetMissing ?? null];
  const [{ count }] = await db.query<{ count: number }>(`select count(*)::int as count from positions p where ${where}`, parameters);
  const rows = await db.query<PositionRow>(`${POSITION_SELECT} where ${where} order by lower(p.name), p.id limit $5 offset $6`, [
    ...parameters,
    window.limit,
    window.offset,
  ]);
  return pageOf(await positionsOf(db, rows), count, window);
}

export async function positions(
  context: ApiContext,
  {
    search,
    status,
    workPostSheetMissing,
    page,
    pageSize,
  }: { search?: string | null; status?: PositionStatus | null; workPostSheetMissing?: boolean | null; page?: number; pageSize?: number } & PageArguments,
) {
  const { companyId } = await requireSelectedCompany(context);
  return positionPage(context.db, companyId, { search, status, workPostSheetMissing }, pageWindow(page, pageSize));
}

export async function position(context: ApiContext, { id }: { id: string }) {
  const { companyId } = await requireSelectedCompany(context);
  return findPosition(context.db, companyId, idOf(id));
}

export async function positionDraft(context: ApiContext, { positionId }: { positionId?: string | null }) {
  const wizard = await wizardOf(context, positionId);
  return draftOf(wizard, await loadDraftSteps(context.db, wizard.owner, wizard.base));
}

export async function savePositionDraft(context: ApiContext, { input }: { input: SavePositionDraftInput }) {
  const wizard = await wizardOf(context, input.positionId);
  await requireRateAgreement(context.db, wizard.owner.companyId);
  await saveDraft<DraftSteps>(context.db, wizard.owner, {
    general: input.general ? await generalDraftOf(context.db, input.general) : undefined,
    safety: input.safety ? safetyDraftOf(input.safety) : undefined,
    premiums: input.premiums ? premiumsDraftOf(input.premiums) : undefined,
  });
  return draftOf(wizard, await loadDraftSteps(context.db, wizard.owner, wizard.base));
}

export async function submitPositionDraft(context: ApiContext, { input }: { input: SubmitPositionDraftInput }) {
  const wizard = await wizardOf(context, input.positionId);
  await requireRateAgreement(context.db, wizard.owner.companyId);
  const steps = await loadDraftSteps(context.db, wizard.owner, wizard.base);
  const columns = await validDraft(context.db, wizard, steps);
  const id = await context.db.transaction(async (tx) => {
    const written = await writePosition(tx, wizard, columns);
    await deleteDraft(tx, wizard.owner);
    return written;
  });
  return (await findPosition(context.db, wizard.owner.companyId, id))!;
}

export async function discardPositionDraft(context: ApiContext, { input }: { input: SubmitPositionDraftInput }) {
  const { userId, companyId } = await requireSelectedCompany(context);
  const positionId = input.positionId === null || input.positionId === undefined ? null : idOf(String(input.positionId));
  // An unreadable position id names no draft (0 would name the new position's).
  if (positionId !== 0) await deleteDraft(context.db, draftOwner(companyId, userId, positionId));
  return { status: "discarded" };
}
