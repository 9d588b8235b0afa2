// Whether the week's planning stays flat as it grows (issue 32): Brouwerij De Klok gets 100 and then
// 2,000 payroll contracts in one week, each for an employee of its own, five days of 08:00 to 16:30;
// the week's first and last pages of people are timed, with the page's size and its API calls.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { addDays, mondayOf, todayInBelgium } from "../../domain/belgian-time";
import { isoWeekOf } from "../../domain/planning-week";
import { createPayrollApi } from "../../payroll-api/app";
import { ms, signIn, startPortal, timeRequests, type Timing } from "./portal";

const SIZES = [100, 2_000];
const PEOPLE_PER_PAGE = 50;
const COMPANY = "Brouwerij De Klok";
// A week far from the seed's contracts and from today: no count, notice or extension list changes.
const MONDAY = mondayOf(addDays(todayInBelgium(new Date()), 400));

/** A seeded data folder whose week of MONDAY holds `contracts` more contracts, one employee each. */
async function dataFolderWith(contracts: number): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `portal-bench-planning-${contracts}-`));
  const api = await createPayrollApi({ dataDir, portalUrl: "http://localhost" });
  const [{ id }] = await api.db.query<{ id: number }>("select id from companies where name = $1", [COMPANY]);
  await api.db.query(
    `with people as (
       insert into employees (email, first_name, last_name, city, birthdate, country)
       select 'bench.planning.' || n || '@example.com', 'Planned', 'Worker ' || lpad(n::text, 5, '0'), 'Gent', date '1990-01-01' + n, 'BE'
       from generate_series(1, $2::int) as n
       returning id),
     members as (insert into team_members (company_id, employee_id, status) select $1, id, 'contract_ready' from people returning employee_id),
     added as (
       insert into contracts (company_id, line, employee_id, position_id, position_name, committee_id, on_the_move, statute,
         contract_type, contract_reason, wage_cents, state, start_date, end_date, created_by)
       select $1, 'payroll', m.employee_id, c.position_id, c.position_name, c.committee_id, true, c.statute, c.contract_type,
         c.contract_reason, c.wage_cents, 'approved', $3::date, $3::date + 4, c.created_by
       from members m, (select * from contracts where company_id = $1 and line = 'payroll' order by id limit 1) as c
       returning id)
     insert into contract_days (contract_id, date, start_time, end_time, break_minutes)
     select added.id, $3::date + day, '08:00', '16:30', 30 from added, generate_series(0, 4) as day`,
    [id, contracts, MONDAY],
  );
  await api.close();
  return dataDir;
}

type Figures = Timing & { htmlKb: number; apiCalls: string };

async function measure(url: string, cookie: string): Promise<Figures> {
  // The first view after signing in also reads the account; a view after it is what a user waits for.
  await (await fetch(url, { headers: { cookie, "accept-language": "en" } })).arrayBuffer();
  const page = await fetch(url, { headers: { cookie, "accept-language": "en" } });
  const html = await page.text();
  const apiCalls = /Payroll API, (\d+) call/.exec(page.headers.get("server-timing") ?? "")?.[1] ?? "?";
  return { ...(await timeRequests(url, cookie)), htmlKb: Buffer.byteLength(html) / 1024, apiCalls };
}

export async function benchPlanningScale(port: number) {
  const figures = new Map<string, Figures>();
  for (const contracts of SIZES) {
    const dataDir = await dataFolderWith(contracts);
    const portal = await startPortal(dataDir, port);
    try {
      const cookie = await signIn(portal.base, "employer@example.com");
      const week = `${portal.base}/planning?week=${isoWeekOf(MONDAY)}`;
      // The seed's people may work that week too: the last page is the one the count gives.
      const lastPage = Math.ceil(contracts / PEOPLE_PER_PAGE);
      figures.set(`${contracts} first`, await measure(week, cookie));
      figures.set(`${contracts} last`, await measure(`${week}&page=${lastPage}`, cookie));
    } finally {
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  console.log(`\nThe planning with ${SIZES.join(" and ")} contracts in a week (${COMPANY}, ${PEOPLE_PER_PAGE} people a page):`);
  console.log("contracts  page    render median / p95, req/s          HTML      API calls");
  for (const contracts of SIZES) {
    for (const page of ["first", "last"]) {
      const one = figures.get(`${contracts} ${page}`)!;
      console.log(
        `${String(contracts).padEnd(10)} ${page.padEnd(7)} ${`${ms(one.median)} / ${ms(one.p95)}, ${one.perSecond.toFixed(0)}/s`.padEnd(35)} ${`${one.htmlKb.toFixed(0)} KB`.padEnd(9)} ${one.apiCalls}`,
      );
    }
  }
}
