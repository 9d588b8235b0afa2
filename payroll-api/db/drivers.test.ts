// openDatabase, migrate and seedDemoData on each driver: PGlite (embedded) always, and a PostgreSQL
// server when TEST_DATABASE_URL points at one (its public schema is dropped and recreated first).
import { PROFILE_SEED_EMPLOYEES } from "../seed/seed-employees";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { verifyPassword } from "../auth/secrets";
import { openDatabase, type Database } from "./database";
import { migrate } from "./migrate";
import { DEMO_PASSWORD, belgianVat, seedDemoData } from "../seed/seed";
import { TEAM_SEED_EMPLOYEES } from "../seed/seed-team";

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
const migrationFiles = async () => (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith(".sql")).sort();

const count = async (db: Database, table: string) => (await db.query<{ count: number }>(`select count(*)::int as count from ${table}`))[0].count;

/** The same checks for every driver, on a database that starts empty. */
function describeDriver(driver: Database["driver"], open: () => Promise<Database>) {
  let db: Database;

  beforeAll(async () => {
    db = await open();
  });

  afterAll(async () => {
    await db?.close();
  });

  it(`opens as the ${driver} driver`, () => {
    expect(db.driver).toBe(driver);
  });

  it("applies every migration in name order and records each in schema_migrations", async () => {
    const files = await migrationFiles();
    expect(files.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(files);
    const recorded = await db.query<{ version: string; applied_at: Date }>("select version, applied_at from schema_migrations order by version");
    expect(recorded.map((row) => row.version)).toEqual(files);
    for (const row of recorded) expect(row.applied_at).toBeInstanceOf(Date);
  });

  it("applies nothing when run again", async () => {
    const before = await count(db, "schema_migrations");
    expect(await migrate(db)).toEqual([]);
    expect(await count(db, "schema_migrations")).toBe(before);
  });

  it("seeds the demo data once", async () => {
    expect(await seedDemoData(db)).toHaveLength(2);
    const counts = {
      users: await count(db, "users"),
      companies: await count(db, "companies"),
      employees: await count(db, "employees"),
      invoices: await count(db, "invoices"),
      company_register: await count(db, "company_register"),
      committees: await count(db, "committees"),
      company_memberships: await count(db, "company_memberships"),
      cost_places: await count(db, "cost_places"),
    };
    expect(counts).toEqual({
      users: 29,
      companies: 12,
      employees: 9 + TEAM_SEED_EMPLOYEES + PROFILE_SEED_EMPLOYEES,
      invoices: 61,
      company_register: 16,
      committees: 19,
      company_memberships: 28,
      cost_places: 3,
    });

    expect(await seedDemoData(db)).toEqual([]);
    expect(await count(db, "users")).toBe(counts.users);
    expect(await count(db, "invoices")).toBe(counts.invoices);
  });

  it("stores the demo password as a hash that verifies", async () => {
    const [user] = await db.query<{ password_hash: string }>("select password_hash from users where email = $1", ["employer@example.com"]);
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(DEMO_PASSWORD);
    expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
    expect(await verifyPassword("wrong-password", user.password_hash)).toBe(false);
  });

  it("reads the seeded rows back with their types: arrays, numbers, booleans, null", async () => {
    const [membership] = await db.query<{
      construct4d_permissions: string[];
      interim4d_permissions: string[];
      cost_places_enabled: boolean;
      construct4d_id: number;
      vat: string;
    }>(
      `select m.construct4d_permissions, m.interim4d_permissions, c.cost_places_enabled, c.construct4d_id, c.vat
       from company_memberships m join companies c on c.id = m.company_id join users u on u.id = m.user_id
       where u.email = $1 and c.name = $2`,
      ["employer@example.com", "Brouwerij De Klok"],
    );
    expect(membership).toEqual({
      construct4d_permissions: ["hours_validation", "extending_contracts"],
      interim4d_permissions: ["hours_validation", "extending_contracts"],
      cost_places_enabled: true,
      construct4d_id: 4101,
      vat: belgianVat("04123456"),
    });
    const [starter] = await db.query<{ vat: string | null }>("select vat from companies where name = 'Nieuwe Zaak'");
    expect(starter.vat).toBeNull();
  });

  it("reads a date column as the same calendar day in any time zone", async () => {
    const zone = process.env.TZ;
    try {
      for (const tz of ["Europe/Brussels", "Pacific/Auckland", "America/New_York", "UTC"]) {
        process.env.TZ = tz;
        const [row] = await db.query<{ birthdate: Date | string }>("select birthdate from employees where email = 'employee@example.com'");
        const day = row.birthdate instanceof Date ? row.birthdate.toISOString().slice(0, 10) : String(row.birthdate);
        expect(day, tz).toBe("1997-04-08");
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("commits a transaction and answers its result", async () => {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        "insert into offices (code, name, street, zip, city, email, phone) values ('TX1', 'T', 'S', '1000', 'C', 'e@x.be', '1') returning 1 as id",
      );
      return row.id;
    });
    expect(id).toBe(1);
    expect(await db.query("select code from offices where code = 'TX1'")).toEqual([{ code: "TX1" }]);
  });

  it("rolls a transaction back when its work throws", async () => {
    const before = await count(db, "offices");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into offices (code, name, street, zip, city, email, phone) values ('TX2', 'T', 'S', '1000', 'C', 'e@x.be', '1')");
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count(db, "offices")).toBe(before);
    // The connection is usable afterwards.
    expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
  });

  it("rolls a transaction back when a statement fails", async () => {
    const before = await count(db, "offices");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into offices (code, name, street, zip, city, email, phone) values ('TX3', 'T', 'S', '1000', 'C', 'e@x.be', '1')");
        await tx.query("insert into offices (code) values ('TX1')");
      }),
    ).rejects.toThrow();
    expect(await count(db, "offices")).toBe(before);
  });

  it("runs a script of several statements with exec", async () => {
    await db.exec("create table drivers_scratch (n int); insert into drivers_scratch values (1), (2); insert into drivers_scratch values (3);");
    expect(await db.query("select sum(n)::int as total from drivers_scratch")).toEqual([{ total: 6 }]);
    await db.exec("drop table drivers_scratch");
  });
}

describe("PGlite in memory", () => {
  describeDriver("pglite", () => openDatabase({}));
});

describe("PGlite in a folder", () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "payroll-api-drivers-"));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // A new database in a folder, made and migrated, then opened again: about 16 s of one core's work in the
  // test command, past the suite's 30 s when the machine is busy beside it. Its budget is the work's own.
  it("keeps the schema and data across a restart, and migrates nothing the second time", { timeout: 120_000 }, async () => {
    const dataDir = path.join(dir, "pglite", "nested");
    const first = await openDatabase({ dataDir });
    try {
      expect(await migrate(first)).toEqual(await migrationFiles());
      await first.query("insert into offices (code, name, street, zip, city, email, phone) values ('KEEP', 'Kept', 'S', '1000', 'C', 'e@x.be', '1')");
    } finally {
      await first.close();
    }

    const second = await openDatabase({ dataDir });
    try {
      expect(await migrate(second)).toEqual([]);
      expect(await second.query("select name from offices where code = 'KEEP'")).toEqual([{ name: "Kept" }]);
    } finally {
      await second.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("PostgreSQL server (TEST_DATABASE_URL)", () => {
  const databaseUrl = process.env.TEST_DATABASE_URL!;

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl });
    try {
      await admin.exec("drop schema if exists public cascade; create schema public;");
    } finally {
      await admin.close();
    }
  });

  describeDriver("postgres", () => openDatabase({ databaseUrl }));

  it("migrates nothing from a new connection pool once migrated", async () => {
    const again = await openDatabase({ databaseUrl });
    try {
      expect(await migrate(again)).toEqual([]);
      expect(await count(again, "schema_migrations")).toBe((await migrationFiles()).length);
      expect(await seedDemoData(again)).toEqual([]);
    } finally {
      await again.close();
    }
  });
});
