// Whether a list stays fast as it grows: each list of Brouwerij De Klok is filled to 100 rows and to
// 10,000 rows, and its first and last pages are timed on both databases.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createPayrollApi } from "../../payroll-api/app";
import type { Queryable } from "../../payroll-api/db/database";
import { ms, signIn, startPortal, timeRequests, type Timing } from "./portal";

const SIZES = [100, 10_000];
const PAGE_SIZE = 25;
const COMPANY = "Brouwerij De Klok";

type ScaledList = {
  path: string;
  /** Adds rows until the company's list holds `rows` of them. */
  fill(db: Queryable, companyId: number, rows: number): Promise<void>;
};

const LISTS: ScaledList[] = [
  {
    path: "/invoices",
    async fill(db, companyId, rows) {
      // Settled and long expired: they change no count or notice, only the list's length.
      await db.query(
        `insert into invoices (company_id, name, total_cents, expires_on, status)
         select $1, 'B' || lpad(n::text, 6, '0'), 100000 + n, current_date - 600 - n, 'paid'
         from generate_series(1, $2::int - (select count(*)::int from invoices where company_id = $1)) as n`,
        [companyId, rows],
      );
    },
  },
];

/** A seeded data folder whose lists hold `rows` rows each. */
async function dataFolderWith(rows: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${rows}-`));
  const api = await createPayrollApi({ dataDir, portalUrl: "http://localhost" });
  const [{ id }] = await api.db.query<{ id: number }>("select id from companies where name = $1", [COMPANY]);
  for (const list of LISTS) await list.fill(api.db, id, rows);
  await api.db.close();
  return dataDir;
}

export async function benchListScale(port: number) {
  const figures = new Map<string, Timing>();
  for (const rows of SIZES) {
    const dataDir = await dataFolderWith(rows);
    const portal = await startPortal(dataDir, port);
    try {
      const cookie = await signIn(portal.base, "employer@example.com");
      for (const list of LISTS) {
        const lastPage = Math.ceil(rows / PAGE_SIZE);
        figures.set(`${list.path} ${rows} first`, await timeRequests(`${portal.base}${list.path}`, cookie));
        figures.set(`${list.path} ${rows} last`, await timeRequests(`${portal.base}${list.path}?page=${lastPage}`, cookie));
      }
    } finally {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nLists of ${SIZES.join(" and ")} rows (${COMPANY}, ${PAGE_SIZE} a page): render median / p95, req/s`);
  console.log("list                 rows    first page                 last page");
  for (const list of LISTS) {
    for (const rows of SIZES) {
      const cell = (timing: Timing) => `${ms(timing.median)} / ${ms(timing.p95)}, ${timing.perSecond.toFixed(0)}/s`.padEnd(27);
      console.log(
        `${list.path.padEnd(20)} ${String(rows).padEnd(7)} ${cell(figures.get(`${list.path} ${rows} first`)!)} ${cell(figures.get(`${list.path} ${rows} last`)!)}`,
      );
    }
  }
}
