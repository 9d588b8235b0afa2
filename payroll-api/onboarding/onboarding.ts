// The onboarding wizard of a company without a VAT number, company registration, the company register
// the Fetch action reads, and the joint committees of the contract-type steps (part 1 §2.4, §3, §5).
import { companyDetailsError, contractTypeError } from "../../domain/onboarding";
import { isValidVat, normaliseVat } from "../../domain/vat";
import type { Queryable } from "../db/database";
import { forgetSelectedCompany, requireCaller, requireSelectedCompany, type ApiContext } from "../core/context";
import { badInput, forbidden } from "../core/errors";
import type {
  CompanyDetailsInput,
  Maybe,
  Onboarding as SchemaOnboarding,
  OnboardingCompany,
  OnboardingContractType as SchemaOnboardingContractType,
  OnboardingContractTypeInput,
  Statute,
} from "../core/schema-types.generated";
import { deleteCompanyDrafts, loadDraft, saveDraft, type DraftOwner } from "../core/wizard-drafts";
import { COMMITTEE_COLUMNS, toCommittee, type CommitteeModel, type CommitteeRow } from "../reference-tables/reference-tables";
import { loadUser } from "../account/account";
import { optionalText } from "../core/text";

// With their committees as resolvers answer them (reference-tables.ts CommitteeModel).
type OnboardingContractType = Omit<SchemaOnboardingContractType, "committee"> & { committee?: Maybe<CommitteeModel> };
type Onboarding = Omit<SchemaOnboarding, "workerContractType" | "clerkContractType"> & {
  workerContractType?: Maybe<OnboardingContractType>;
  clerkContractType?: Maybe<OnboardingContractType>;
};

/** A committee by an id as the client sends it; null for an unknown or malformed id. */
async function findCommittee(db: Queryable, id: string | number | null | undefined): Promise<CommitteeRow | null> {
  const number = Number(id);
  if (id === null || id === undefined || !Number.isSafeInteger(number) || number < 1 || number > 2_147_483_647) return null;
  const [row] = await db.query<CommitteeRow>(`select ${COMMITTEE_COLUMNS} from committees where id = $1`, [number]);
  return row ?? null;
}

/** A contract-type step as typed: whether the statute is used may be unanswered yet (Previous keeps it). */
type StoredContractType = {
  statute: Statute;
  used: boolean | null;
  committeeId: number | null;
  hasOvertime: boolean | null;
  paidOvertime: boolean | null;
};

/** The onboarding wizard's steps as wizard_drafts stores them; a step never saved is absent. */
type DraftSteps = {
  company: OnboardingCompany;
  workerContractType: StoredContractType;
  clerkContractType: StoredContractType;
};

const CONTRACT_TYPE_STEP: Record<Statute, "workerContractType" | "clerkContractType"> = {
  worker: "workerContractType",
  clerk: "clerkContractType",
};

/** The caller's own onboarding draft of the selected company. */
export const draftOwner = ({ companyId, userId }: { companyId: number; userId: number }): DraftOwner => ({
  kind: "onboarding",
  companyId,
  userId,
  subjectId: null,
});

async function toContractType(db: Queryable, stored: StoredContractType | undefined): Promise<OnboardingContractType | null> {
  if (!stored) return null;
  const committee = await findCommittee(db, stored.committeeId);
  return {
    statute: stored.statute,
    used: stored.used,
    committee: committee ? toCommittee(committee) : null,
    hasOvertime: stored.hasOvertime,
    paidOvertime: stored.paidOvertime,
  };
}

export async function loadOnboarding(db: Queryable, owner: DraftOwner): Promise<Onboarding> {
  const draft = await loadDraft<DraftSteps>(db, owner);
  return {
    company: draft.company ?? null,
    workerContractType: await toContractType(db, draft.workerContractType),
    clerkContractType: await toContractType(db, draft.clerkContractType),
  };
}

/**
 * A contract-type step as the company takes it, checked: answered, with a committee of its statute
 * when used (COMMITTEE_REQUIRED, COMMITTEE_STATUTE); overtime only counts when used, paid overtime
 * only with overtime.
 */
async function checkedContractType(db: Queryable, stored: StoredContractType | undefined) {
  if (!stored || stored.used === null) throw badInput("ONBOARDING_INCOMPLETE");
  const committee = stored.used ? await findCommittee(db, stored.committeeId) : null;
  const problem = contractTypeError({ statute: stored.statute, used: stored.used }, committee);
  if (problem) throw badInput(problem);
  if (!stored.used) return { used: false, committeeId: null, hasOvertime: null, paidOvertime: null };
  const hasOvertime = stored.hasOvertime ?? false;
  return { used: true, committeeId: committee!.id, hasOvertime, paidOvertime: hasOvertime && (stored.paidOvertime ?? false) };
}

/** The selected company, as long as it has no VAT number: onboarding is over once it has one. */
export async function requireOnboardingCompany(context: ApiContext): Promise<{ userId: number; companyId: number }> {
  const selected = await requireSelectedCompany(context);
  const [company] = await context.db.query<{ vat: string | null }>("select vat from companies where id = $1", [selected.companyId]);
  if (!company || company.vat !== null) throw forbidden();
  return selected;
}

async function vatTaken(db: Queryable, vat: string, exceptCompanyId: number | null): Promise<boolean> {
  const rows = await db.query("select 1 from companies where vat = $1 and id <> $2", [vat, exceptCompanyId ?? 0]);
  return rows.length > 0;
}

/**
 * The company details checked and tidied (VAT normalised, text trimmed, blank optional fields null).
 * Errors in this order: VAT_INVALID, VAT_TAKEN (by a company other than exceptCompanyId), FIELD_REQUIRED.
 */
async function checkedCompanyDetails(db: Queryable, input: CompanyDetailsInput, exceptCompanyId: number | null): Promise<OnboardingCompany> {
  const problem = companyDetailsError(input);
  if (problem === "VAT_INVALID") throw badInput(problem);
  const vat = normaliseVat(input.vat);
  if (await vatTaken(db, vat, exceptCompanyId)) throw badInput("VAT_TAKEN");
  if (problem) throw badInput(problem);
  return {
    vat,
    displayName: input.displayName.trim(),
    officialName: input.officialName.trim(),
    street: input.street.trim(),
    streetNumber: input.streetNumber.trim(),
    buildingNumber: optionalText(input.buildingNumber),
    zip: input.zip.trim(),
    city: input.city.trim(),
    preventionService: input.preventionService,
    preventionContractNumber: optionalText(input.preventionContractNumber),
    dayContractsAllowed: input.dayContractsAllowed,
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === "23505";

/** Runs work that writes a VAT number; a concurrent writer of the same number gives VAT_TAKEN. */
async function writingVat<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw badInput("VAT_TAKEN");
    throw error;
  }
}

export async function companyRegisterEntry(context: ApiContext, { vat }: { vat: string }) {
  requireCaller(context, "user");
  if (!isValidVat(vat)) return null;
  const [row] = await context.db.query<{
    vat: string;
    official_name: string;
    street: string;
    street_number: string;
    building_number: string | null;
    zip: string;
    city: string;
  }>("select vat, official_name, street, street_number, building_number, zip, city from company_register where vat = $1", [normaliseVat(vat)]);
  if (!row) return null;
  return {
    vat: row.vat,
    officialName: row.official_name,
    street: row.street,
    streetNumber: row.street_number,
    buildingNumber: row.building_number,
    zip: row.zip,
    city: row.city,
  };
}

export async function committees(context: ApiContext, { statute }: { statute?: Statute | null }) {
  requireCaller(context, "user");
  const rows = await context.db.query<CommitteeRow>(
    `select ${COMMITTEE_COLUMNS} from committees where $1::text is null or statute = $1 order by code collate "C"`,
    [statute ?? null],
  );
  return rows.map(toCommittee);
}

export async function saveOnboardingCompany(context: ApiContext, { input }: { input: CompanyDetailsInput }) {
  const owner = draftOwner(await requireOnboardingCompany(context));
  const company = await checkedCompanyDetails(context.db, input, owner.companyId);
  await saveDraft<DraftSteps>(context.db, owner, { company });
  return loadOnboarding(context.db, owner);
}

export async function saveOnboardingContractType(context: ApiContext, { input }: { input: OnboardingContractTypeInput }) {
  const owner = draftOwner(await requireOnboardingCompany(context));
  // As typed: the answers are checked when the onboarding is completed.
  const committee = await findCommittee(context.db, input.committeeId);
  const stored: StoredContractType = {
    statute: input.statute,
    used: input.used ?? null,
    committeeId: committee?.id ?? null,
    hasOvertime: input.hasOvertime ?? null,
    paidOvertime: input.paidOvertime ?? null,
  };
  await saveDraft<DraftSteps>(context.db, owner, { [CONTRACT_TYPE_STEP[input.statute]]: stored });
  return loadOnboarding(context.db, owner);
}

export async function completeOnboarding(context: ApiContext) {
  const selected = await requireOnboardingCompany(context);
  const { userId, companyId } = selected;
  await writingVat(() =>
    context.db.transaction(async (tx) => {
      const { company, workerContractType, clerkContractType } = await loadDraft<DraftSteps>(tx, draftOwner(selected));
      if (!company) throw badInput("ONBOARDING_INCOMPLETE");
      const worker = await checkedContractType(tx, workerContractType);
      const clerk = await checkedContractType(tx, clerkContractType);
      if (await vatTaken(tx, company.vat, companyId)) throw badInput("VAT_TAKEN");
      const updated = await tx.query(
        `update companies set name = $2, official_name = $3, vat = $4, street = $5, street_number = $6,
             building_number = $7, zip = $8, city = $9, prevention_service = $10, prevention_contract_number = $11,
             day_contracts_allowed = $12,
             uses_workers = $13, worker_committee_id = $14, worker_has_overtime = $15, worker_paid_overtime = $16,
             uses_clerks = $17, clerk_committee_id = $18, clerk_has_overtime = $19, clerk_paid_overtime = $20
           where id = $1 and vat is null returning id`,
        [
          companyId,
          company.displayName,
          company.officialName,
          company.vat,
          company.street,
          company.streetNumber,
          company.buildingNumber ?? null,
          company.zip,
          company.city,
          company.preventionService,
          company.preventionContractNumber ?? null,
          company.dayContractsAllowed,
          worker.used,
          worker.committeeId,
          worker.hasOvertime,
          worker.paidOvertime,
          clerk.used,
          clerk.committeeId,
          clerk.hasOvertime,
          clerk.paidOvertime,
        ],
      );
      // Another member completed it meanwhile.
      if (updated.length === 0) throw forbidden();
      // Onboarding is over for every user of the company.
      await deleteCompanyDrafts(tx, "onboarding", companyId);
    }),
  );
  return loadUser(context, userId);
}

export async function registerCompany(context: ApiContext, { input }: { input: CompanyDetailsInput }) {
  const userId = requireCaller(context, "user");
  const company = await checkedCompanyDetails(context.db, input, null);
  await writingVat(() =>
    context.db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>(
        `insert into companies (name, official_name, vat, street, street_number, building_number, zip, city,
             prevention_service, prevention_contract_number, day_contracts_allowed)
           values ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) returning id`,
        [
          company.displayName,
          company.officialName,
          company.vat,
          company.street,
          company.streetNumber,
          company.buildingNumber,
          company.zip,
          company.city,
          company.preventionService,
          company.preventionContractNumber,
          company.dayContractsAllowed,
        ],
      );
      // The founder of a company manages its users.
      await tx.query("insert into company_memberships (user_id, company_id, can_manage_users) values ($1, $2, true)", [userId, id]);
      await tx.query("update users set selected_company_id = $2 where id = $1", [userId, id]);
    }),
  );
  forgetSelectedCompany(context);
  return loadUser(context, userId);
}
