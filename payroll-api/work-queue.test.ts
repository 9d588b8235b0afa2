// What waits for the employer (issue 46 §5): each kind of item by its rule, soonest due first, scoped to
// the selected company and to what the user may open; and the dashboard's count of members missing
// contract data, derived from their rows when read. One fresh database for the file.
import { addDays, mondayOf, todayInBelgium } from "../domain/belgian-time";
import { companyIdOf, useTestApi } from "./test-support";

const t = useTestApi();

const WAITING = "query { waitingForYou { kind dueOn subject recordId weekStart } }";
type Item = { kind: string; dueOn: string; subject: string; recordId: string; weekStart: string | null };

const today = () => todayInBelgium(new Date());
const query = <Row>(sql: string, params: unknown[] = []) => t.api.db.query<Row>(sql, params);

async function waitingFor(email: string): Promise<Item[]> {
  const answer = await t.graphql<{ waitingForYou: Item[] }>(WAITING, {}, await t.as(email));
  expect(answer.errors).toBeUndefined();
  return answer.data!.waitingForYou;
}

/** A registered employee of the company's payroll team with nothing but a name: missing information. */
async function memberMissingData(companyId: number, firstName: string): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    "insert into employees (email, first_name, last_name, password_hash) values ($1, $2, 'Queue', 'x') returning id",
    [`${firstName.toLowerCase()}.queue@example.com`, firstName],
  );
  await query("insert into team_members (company_id, employee_id, status) values ($1, $2, 'missing_information')", [companyId, id]);
  return id;
}

async function payrollContract(companyId: number, employeeId: number, startDate: string, endDate: string, extensionStopped = false): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    `insert into contracts (company_id, line, employee_id, position_name, statute, contract_type, contract_reason, wage_cents, state,
       start_date, end_date, extension_stopped)
     values ($1, 'payroll', $2, 'Bottelaar', 'worker', 'worker', 'temporary_increase', 1600, 'approved', $3, $4, $5) returning id`,
    [companyId, employeeId, startDate, endDate, extensionStopped],
  );
  return id;
}

async function invoice(companyId: number, name: string, expiresOn: string, status = "not_paid"): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    "insert into invoices (company_id, name, total_cents, expires_on, status) values ($1, $2, 1000, $3, $4) returning id",
    [companyId, name, expiresOn, status],
  );
  return id;
}

async function hoursContract(externalId: number, employeeName: string, startDate: string, endDate: string): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    `insert into hours_validation_contracts (external_company_id, employee_name, position_name, start_date, end_date)
     values ($1, $2, 'Schoonmaker', $3, $4) returning id`,
    [externalId, employeeName, startDate, endDate],
  );
  return id;
}

const ours = (items: Item[]) => items.filter((item) => item.subject.includes("Queue"));

describe("waitingForYou", () => {
  it("lists each kind by its rule, on both sides of each limit, soonest due first", async () => {
    const klok = await companyIdOf(t, "Brouwerij De Klok");
    const day = today();
    const lateInvoice = await invoice(klok, "Queue-late", addDays(day, -1));
    await invoice(klok, "Queue-due-today", day);
    await invoice(klok, "Queue-paid", addDays(day, -1), "paid");

    // Starting within 7 days with missing data: the 7th day is in, the 8th out, one started yesterday too.
    const startsIn7 = await memberMissingData(klok, "Seven");
    await payrollContract(klok, startsIn7, addDays(day, 7), addDays(day, 30));
    const startsIn8 = await memberMissingData(klok, "Eight");
    await payrollContract(klok, startsIn8, addDays(day, 8), addDays(day, 30));
    const started = await memberMissingData(klok, "Started");
    await payrollContract(klok, started, addDays(day, -1), addDays(day, 30));

    // Ending within 14 days and to extend: the 14th day is in, the 15th out, a stopped extension out.
    const ender = await memberMissingData(klok, "Ender");
    const endsIn14 = await payrollContract(klok, ender, addDays(day, -60), addDays(day, 14));
    await payrollContract(klok, ender, addDays(day, -60), addDays(day, 15));
    await payrollContract(klok, ender, addDays(day, -60), addDays(day, 3), true);
    const endsToday = await payrollContract(klok, ender, addDays(day, -60), day);
    await query("insert into contract_extensions (contract_id, state, days) values ($1, 'waiting', '[]')", [
      await payrollContract(klok, ender, addDays(day, -60), addDays(day, 5)),
    ]);

    const [position] = await query<{ id: number }>(
      `insert into positions (company_id, name, function_code_id, on_the_move, minimum_wage_cents, wage_cents, vivaldis_office_code, students_allowed, status)
       select company_id, 'Queue-position', function_code_id, true, minimum_wage_cents, wage_cents, vivaldis_office_code, students_allowed, 'waiting_approval'
       from positions where company_id = $1 limit 1 returning id`,
      [klok],
    );

    // Last week's timesheet, never saved, waits; one saved final does not; this week's is not over.
    const [{ interim4d_id: interim }] = await query<{ interim4d_id: number }>("select interim4d_id from companies where id = $1", [klok]);
    const lastMonday = addDays(mondayOf(day), -7);
    const emptyWeek = await hoursContract(interim, "Queue-empty", lastMonday, addDays(lastMonday, 6));
    const finalWeek = await hoursContract(interim, "Queue-final", lastMonday, addDays(lastMonday, 6));
    await query("insert into timesheets (contract_id, week_start, status, days, submitted_at) values ($1, $2, 'final', '[]', now())", [finalWeek, lastMonday]);
    await hoursContract(interim, "Queue-this-week", mondayOf(day), addDays(mondayOf(day), 6));

    const items = await waitingFor("employer@example.com");
    // Written in the order of kinds on one day; the stable sort then puts the soonest due first.
    const expected: Item[] = [
      { kind: "invoice_overdue", dueOn: addDays(day, -1), subject: "Queue-late", recordId: String(lateInvoice), weekStart: null },
      { kind: "timesheet_due", dueOn: addDays(lastMonday, 6), subject: "Queue-empty", recordId: String(emptyWeek), weekStart: lastMonday },
      { kind: "contract_starting", dueOn: addDays(day, 7), subject: "Seven Queue", recordId: String(startsIn7), weekStart: null },
      { kind: "contract_ending", dueOn: day, subject: "Ender Queue", recordId: String(endsToday), weekStart: null },
      { kind: "contract_ending", dueOn: addDays(day, 14), subject: "Ender Queue", recordId: String(endsIn14), weekStart: null },
      { kind: "position_waiting", dueOn: day, subject: "Queue-position", recordId: String(position.id), weekStart: null },
    ].sort((a, b) => a.dueOn.localeCompare(b.dueOn));
    expect(ours(items)).toEqual(expected);
    // The whole list, the seed's items with ours, is soonest due first.
    const days = items.map((item) => item.dueOn);
    expect(days).toEqual([...days].sort());
    expect(new Set(items.map((item) => item.kind))).toEqual(
      new Set(["position_waiting", "invoice_overdue", "timesheet_due", "contract_ending", "contract_starting"]),
    );
  });

  it("is of the selected company, and of what the user may open", async () => {
    const employer = await waitingFor("employer@example.com");
    expect(ours(employer).length).toBeGreaterThan(0);
    // Another company's user, one of selection offers only, one who validates hours only.
    expect(ours(await waitingFor("bakery@example.com"))).toEqual([]);
    const selection = await waitingFor("selection@example.com");
    expect(ours(selection)).toEqual([]);
    expect(selection.filter((item) => item.kind !== "invoice_overdue")).toEqual([]);
    const hours = await waitingFor("hours@example.com");
    expect(hours.length).toBeGreaterThan(0);
    expect(new Set(hours.map((item) => item.kind))).toEqual(new Set(["timesheet_due"]));
  });

  it("asks to be signed in, with a company selected", async () => {
    expect((await t.graphql(WAITING)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect((await t.graphql(WAITING, {}, await t.as("newcomer@example.com"))).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("userDashboard.contractNotReadyCount", () => {
  const COUNT = "query { userDashboard { contractNotReadyCount } }";
  const TEAM = "query { teamMembers(pageSize: 100) { totalCount nodes { status } } }";

  it("is derived from the members' rows when read, as the team list's statuses are", async () => {
    const headers = await t.as("employer@example.com");
    const count = async () =>
      (await t.graphql<{ userDashboard: { contractNotReadyCount: number } }>(COUNT, {}, headers)).data!.userDashboard.contractNotReadyCount;
    const teamNotReady = async () => {
      const team = (await t.graphql<{ teamMembers: { totalCount: number; nodes: { status: string }[] } }>(TEAM, {}, headers)).data!.teamMembers;
      expect(team.nodes).toHaveLength(team.totalCount);
      return team.nodes.filter((member) => member.status === "missing_information" || member.status === "expired_information").length;
    };
    expect(await count()).toBe(await teamNotReady());

    // An ID card that expired with nothing else changed: the stored status still says ready.
    const klok = await companyIdOf(t, "Brouwerij De Klok");
    const [ready] = await query<{ id: number }>(
      `select e.id from team_members t join employees e on e.id = t.employee_id
       where t.company_id = $1 and not t.disabled and t.status = 'contract_ready' order by e.id limit 1`,
      [klok],
    );
    const before = await count();
    await query("update employees set id_card_expires_on = $2 where id = $1", [ready.id, addDays(today(), -1)]);
    expect(await count()).toBe(before + 1);
    expect(await teamNotReady()).toBe(before + 1);
    expect((await query<{ status: string }>("select status from team_members where employee_id = $1", [ready.id]))[0].status).toBe("contract_ready");
  });
});
