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

export const LISTS: ScaledList[] = [
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
  {
    path: "/team/payroll-team",
    async fill(db, companyId, rows) {
      // Registered workers with an e-mail of their own; the sort name comes from the team's trigger.
      await db.query(
        `with added as (
           insert into employees (email, first_name, last_name, city, birthdate, country)
           select 'bench.worker.' || $2 || '.' || n || '@example.com', 'Worker', 'Bench ' || lpad(n::text, 6, '0'), 'Gent',
             date '1990-01-01' + n, 'BE'
           from generate_series(1, $2::int - (select count(*)::int from team_members where company_id = $1 and not disabled)) as n
           returning id)
         insert into team_members (company_id, employee_id, status) select $1, id, 'contract_ready' from added`,
        [companyId, rows],
      );
    },
  },
  {
    path: "/surveys",
    async fill(db, companyId, rows) {
      // Completed long ago, by one of the company's workers: the open-surveys count does not change.
      await db.query(
        `insert into surveys (company_id, employee_id, survey_type, state, created_at, completed_at)
         select $1, (select min(employee_id) from team_members where company_id = $1), 'first_company_survey', 'CLOSED',
           now() - make_interval(days => 400 + n), now() - make_interval(days => 399 + n)
         from generate_series(1, $2::int - (select count(*)::int from surveys where company_id = $1)) as n`,
        [companyId, rows],
      );
    },
  },
  {
    path: "/positions",
    async fill(db, companyId, rows) {
      await db.query(
        `insert into positions (company_id, name, function_code_id, on_the_move, minimum_wage_cents, wage_cents,
           vivaldis_office_code, students_allowed, status)
         select $1, 'Bench position ' || lpad(n::text, 6, '0'), p.function_code_id, true, p.minimum_wage_cents,
           p.wage_cents, p.vivaldis_office_code, p.students_allowed, 'approved'
         from (select * from positions where company_id = $1 order by id limit 1) as p,
           generate_series(1, $2::int - (select count(*)::int from positions where company_id = $1)) as n`,
        [companyId, rows],
      );
    },
  },
  {
    path: "/contracts/payroll-contracts",
    async fill(db, companyId, rows) {
      // Long past, one day each, as copies of the company's first payroll contract: no count or extension changes.
      await db.query(
        `with added as (
           insert into contracts (company_id, line, employee_id, position_id, position_name, committee_id, on_the_move, statute,
             contract_type, contract_reason, wage_cents, state, back_office_id, contract_number, start_date, end_date, created_by)
           select $1, 'payroll', c.employee_id, c.position_id, c.position_name, c.committee_id, true, c.statute, c.contract_type,
             c.contract_reason, c.wage_cents, 'approved', 'BENCH-' || n, 'B' || lpad(n::text, 7, '0'), current_date - 800 - n,
             current_date - 800 - n, c.created_by
           from (select * from contracts where company_id = $1 and line = 'payroll' order by id limit 1) as c,
             generate_series(1, $2::int - (select count(*)::int from contracts where company_id = $1 and line = 'payroll')) as n
           returning id, start_date)
         insert into contract_days (contract_id, date, start_time, end_time, break_minutes) select id, start_date, '08:00', '16:30', 30 from added`,
        [companyId, rows],
      );
    },
  },
];

/** A seeded data folder whose lists hold `rows` rows each. */
export async function dataFolderWith(rows: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-${rows}-`));
  const api = await createPayrollApi({ dataDir, portalUrl: "http://localhost" });
  const [{ id }] = await api.db.query<{ id: number }>("select id from companies where name = $1", [COMPANY]);
  for (const list of LISTS) await list.fill(api.db, id, rows);
  await api.close();
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
