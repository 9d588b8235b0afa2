// Every wizard's draft, in the one table wizard_drafts (docs/decisions/0018-wizard-kit.md): one draft
// per kind of wizard, company, user and subject (the record the wizard changes; null when it creates
// one). Each step is stored under its name as the wizard saved it. A draft not saved for DRAFT_LIFETIME
// has expired: it reads as none, and the next save starts a new one.
import type { Queryable } from "../db/database";

export type WizardKind = "position" | "onboarding" | "contract" | "extension";

/** Whose draft it is, and of what. */
export type DraftOwner = { kind: WizardKind; companyId: number; userId: number; subjectId: string | null };

const DRAFT_LIFETIME = "30 days";

const OWNER_CONDITION = "kind = $1 and company_id = $2 and user_id = $3 and coalesce(subject_id, '') = coalesce($4, '')";
const ownerParams = (owner: DraftOwner) => [owner.kind, owner.companyId, owner.userId, owner.subjectId];

/**
 * The saved steps of a draft that has not expired; a step never saved is absent. The caller names
 * the shape its wizard stores: the table only knows JSON.
 */
export async function loadDraft<Steps extends object>(db: Queryable, owner: DraftOwner): Promise<Partial<Steps>> {
  const [row] = await db.query<{ steps: Partial<Steps> }>(
    `select steps from wizard_drafts where ${OWNER_CONDITION} and expires_at > now()`,
    ownerParams(owner),
  );
  return row?.steps ?? {};
}

/**
 * Stores the given steps, keeping the others as they were saved (unless the draft had expired), and
 * gives the draft its full lifetime again. Expired drafts of anyone are removed on the way.
 */
export async function saveDraft<Steps extends object>(db: Queryable, owner: DraftOwner, steps: Partial<Steps>): Promise<void> {
  await db.query("delete from wizard_drafts where expires_at <= now()");
  await db.query(
    `insert into wizard_drafts (kind, company_id, user_id, subject_id, steps, expires_at)
     values ($1, $2, $3, $4, $5::jsonb, now() + interval '${DRAFT_LIFETIME}')
     on conflict (kind, company_id, user_id, coalesce(subject_id, '')) do update set
       steps = case when wizard_drafts.expires_at > now() then wizard_drafts.steps || excluded.steps else excluded.steps end,
       updated_at = now(),
       expires_at = excluded.expires_at`,
    [...ownerParams(owner), JSON.stringify(steps)],
  );
}

/**
 * Waits for, then holds until the transaction ends, a draft's row: a second submit of the same draft
 * waits here, then reads what the first left of it (nothing once it was deleted).
 */
export async function lockDraft(tx: Queryable, owner: DraftOwner): Promise<void> {
  await tx.query(`select 1 from wizard_drafts where ${OWNER_CONDITION} for update`, ownerParams(owner));
}

export async function deleteDraft(db: Queryable, owner: DraftOwner): Promise<void> {
  await db.query(`delete from wizard_drafts where ${OWNER_CONDITION}`, ownerParams(owner));
}

/** Every user's draft of one kind for a company, as when the company's onboarding is over. */
export async function deleteCompanyDrafts(db: Queryable, kind: WizardKind, companyId: number): Promise<void> {
  await db.query("delete from wizard_drafts where kind = $1 and company_id = $2", [kind, companyId]);
}
