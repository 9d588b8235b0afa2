// The one table of wizard drafts: the migration that moves the drafts of the old per-wizard tables into
// it, one draft per kind, company, user and subject, and expiry. On an embedded database given every
// other migration, seeded, then given the old tables' rows before that migration runs.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Database } from "../db/database";
import { migrate } from "../db/migrate";
import { seedDemoData } from "../seed/seed";
import { deleteCompanyDrafts, deleteDraft, loadDraft, saveDraft, type DraftOwner } from "./wizard-drafts";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/migrations");
const WIZARD_DRAFTS_MIGRATION = "0010_wizard_drafts.sql";

let db: Database;
const ids = { klok: 0, nieuweZaak: 0, employer: 0, tom: 0, onboarding: 0, position: 0 };

/**
 * Applies every migration but `version` the way migrate() does, so that migrate() then applies that one
 * alone: today's seed needs the later migrations' columns, none of which touch the drafts.
 */
async function migrateAllBut(version: string) {
  await db.exec("create table schema_migrations (version text primary key, applied_at timestamptz not null default now())");
  const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith(".sql") && file !== version).sort();
  for (const file of files) {
    await db.exec(`${await readFile(path.join(MIGRATIONS_DIR, file), "utf8")}\n;insert into schema_migrations (version) values ('${file}');`);
  }
}

const idOf = async (sql: string, param: string) => (await db.query<{ id: number }>(sql, [param]))[0].id;

beforeAll(async () => {
  db = await openDatabase({});
  await migrateAllBut(WIZARD_DRAFTS_MIGRATION);
  await seedDemoData(db);
  ids.klok = await idOf("select id from companies where name = $1", "Brouwerij De Klok");
  ids.nieuweZaak = await idOf("select id from companies where name = $1", "Nieuwe Zaak");
  ids.employer = await idOf("select id from users where email = $1", "employer@example.com");
  ids.tom = await idOf("select id from users where email = $1", "tom.verstraete@example.com");
  ids.onboarding = await idOf("select id from users where email = $1", "onboarding@example.com");
  ids.position = await idOf("select id from positions where company_id = (select id from companies where name = $1) order by id limit 1", "Brouwerij De Klok");
});

afterAll(async () => {
  await db?.close();
});

const rows = () =>
  db.query<{ kind: string; company_id: number; user_id: number; subject_id: string | null; steps: Record<string, unknown>; expires_at: Date }>(
    "select kind, company_id, user_id, subject_id, steps, expires_at from wizard_drafts order by kind, user_id, subject_id nulls first",
  );

describe(`the migration ${WIZARD_DRAFTS_MIGRATION}`, () => {
  it("moves the position and onboarding drafts into wizard_drafts, leaving out unsaved steps, and drops the old tables", async () => {
    const general = { name: "Brouwer", wageCents: 1500 };
    const premiums = { premiums: [], nettoPremiumComment: null };
    await db.query(
      `insert into position_drafts (company_id, user_id, position_id, general, safety, premiums, updated_at)
       values ($1, $2, null, $3::jsonb, null, null, now() - interval '1 day'), ($1, $2, $4, null, null, $5::jsonb, now())`,
      [ids.klok, ids.employer, JSON.stringify(general), ids.position, JSON.stringify(premiums)],
    );
    const worker = { statute: "worker", used: false, committeeId: null, hasOvertime: null, paidOvertime: null };
    await db.query("insert into onboarding_drafts (company_id, worker_contract_type) values ($1, $2::jsonb)", [ids.nieuweZaak, JSON.stringify(worker)]);

    expect(await migrate(db)).toContain(WIZARD_DRAFTS_MIGRATION);

    const moved = await rows();
    expect(moved.map(({ expires_at: _expiry, ...row }) => row)).toEqual([
      // The company's onboarding draft becomes its only user's.
      { kind: "onboarding", company_id: ids.nieuweZaak, user_id: ids.onboarding, subject_id: null, steps: { workerContractType: worker } },
      { kind: "position", company_id: ids.klok, user_id: ids.employer, subject_id: null, steps: { general } },
      { kind: "position", company_id: ids.klok, user_id: ids.employer, subject_id: String(ids.position), steps: { premiums } },
    ]);
    // A draft lives 30 days from its last save.
    const newPosition = moved[1];
    const daysLeft = (newPosition.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(28.9);
    expect(daysLeft).toBeLessThan(29.1);
    const tables = await db.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name in ('position_drafts', 'onboarding_drafts', 'wizard_drafts')",
    );
    expect(tables).toEqual([{ name: "wizard_drafts" }]);
    await db.query("delete from wizard_drafts");
  });
});

describe("wizard-drafts.ts", () => {
  type Steps = { first: { answer: string }; second: { answer: string } };
  const owner = (overrides: Partial<DraftOwner> = {}): DraftOwner => ({
    kind: "position",
    companyId: ids.klok,
    userId: ids.employer,
    subjectId: null,
    ...overrides,
  });

  afterEach(async () => {
    await db.query("delete from wizard_drafts");
  });

  it("reads no draft as no steps", async () => {
    expect(await loadDraft<Steps>(db, owner())).toEqual({});
  });

  it("keeps one draft per kind, company, user and subject, each saved step over the steps saved before", async () => {
    await saveDraft<Steps>(db, owner(), { first: { answer: "a" } });
    await saveDraft<Steps>(db, owner(), { second: { answer: "b" } });
    await saveDraft<Steps>(db, owner(), { first: { answer: "c" } });
    expect(await loadDraft<Steps>(db, owner())).toEqual({ first: { answer: "c" }, second: { answer: "b" } });
    expect(await rows()).toHaveLength(1);

    const others = [owner({ subjectId: "7" }), owner({ userId: ids.tom }), owner({ kind: "onboarding" })];
    for (const other of others) await saveDraft<Steps>(db, other, { first: { answer: "other" } });
    for (const other of others) expect(await loadDraft<Steps>(db, other)).toEqual({ first: { answer: "other" } });
    expect(await loadDraft<Steps>(db, owner())).toEqual({ first: { answer: "c" }, second: { answer: "b" } });
    expect(await rows()).toHaveLength(4);
  });

  it("refuses a second row for the same owner, a missing subject included", async () => {
    const insert = (subject: string | null) =>
      db.query("insert into wizard_drafts (kind, company_id, user_id, subject_id) values ('position', $1, $2, $3)", [ids.klok, ids.employer, subject]);
    await insert(null);
    await expect(insert(null)).rejects.toThrow(/wizard_drafts_owner_key/);
    await insert("7");
    await expect(insert("7")).rejects.toThrow(/wizard_drafts_owner_key/);
  });

  it("reads an expired draft as none, and starts afresh when saving over it", async () => {
    await saveDraft<Steps>(db, owner(), { first: { answer: "old" } });
    await db.query("update wizard_drafts set expires_at = now() - interval '1 second'");
    expect(await loadDraft<Steps>(db, owner())).toEqual({});

    await saveDraft<Steps>(db, owner(), { second: { answer: "new" } });
    expect(await loadDraft<Steps>(db, owner())).toEqual({ second: { answer: "new" } });
    const [saved] = await rows();
    expect((saved.expires_at.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
  });

  it("removes everybody's expired drafts when a draft is saved", async () => {
    await saveDraft<Steps>(db, owner({ userId: ids.tom }), { first: { answer: "forgotten" } });
    await db.query("update wizard_drafts set expires_at = now() - interval '1 second'");
    await saveDraft<Steps>(db, owner(), { first: { answer: "a" } });
    expect((await rows()).map((row) => row.user_id)).toEqual([ids.employer]);
  });

  it("deletes one owner's draft, or every user's draft of one kind for a company", async () => {
    await saveDraft<Steps>(db, owner(), { first: { answer: "a" } });
    await saveDraft<Steps>(db, owner({ subjectId: "7" }), { first: { answer: "b" } });
    await deleteDraft(db, owner());
    expect((await rows()).map((row) => row.subject_id)).toEqual(["7"]);

    await saveDraft<Steps>(db, owner({ kind: "onboarding" }), { first: { answer: "c" } });
    await saveDraft<Steps>(db, owner({ kind: "onboarding", userId: ids.tom }), { first: { answer: "d" } });
    await deleteCompanyDrafts(db, "onboarding", ids.klok);
    expect((await rows()).map((row) => row.kind)).toEqual(["position"]);
  });
});
