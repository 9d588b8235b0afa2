// The employee's calendar over HTTP (docs/decisions/0036): a contract or an extension is refused at the
// day where it meets a shift the employee already works, in this company or another, and two contracts,
// or two extensions, requested for the same employee at the same moment cannot both pass. On PGlite
// always, and on a PostgreSQL server when TEST_DATABASE_URL points at one, where the two requests
// really run at once.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { describeOnEachDatabase, errorCode, type TestFileApi } from "./test-support";

const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { problems { field code } } }`;
const SUBMIT = `mutation { submitContractDraft { id status } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;
const SAVE_EXTENSION = `mutation Save($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { problems { field code } } }`;
const SUBMIT_EXTENSION = `mutation Submit($contractId: ID!) { submitExtensionDraft(input: { contractId: $contractId }) { __typename } }`;

type Day = { date: string; start: string; end: string; breakMinutes: number };
type Answer = { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown };
const problemsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.problems;

function describeCalendar(t: TestFileApi) {
  const { as } = t;
  const today = () => todayInBelgium(new Date());
  const query = <Row>(sql: string, params: unknown[] = []) => t.api.db.query<Row>(sql, params);

  async function ids() {
    const [row] = await query<{ klok: number; vermeulen: number; sofie: number; position: number; committee: number }>(
      `select (select id from companies where name = 'Brouwerij De Klok') as klok,
         (select id from companies where name = 'Bakkerij Vermeulen') as vermeulen,
         (select id from employees where email = 'sofie.claes@example.com') as sofie,
         (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as position,
         (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
            where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as committee`,
    );
    return row;
  }

  async function draft(headers: Record<string, string>, days: Day[], employeeId?: number) {
    const { sofie, position, committee } = await ids();
    await t.graphql(DISCARD, {}, headers);
    const general = {
      employeeId: String(employeeId ?? sofie),
      positionId: String(position),
      committeeId: String(committee),
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      statute: "worker",
      contractType: "worker",
      contractReason: "temporary_increase",
      wageCents: 1600,
      premiums: [],
    };
    const saved = await t.graphql(SAVE, { input: { general, schedule: { days } } }, headers);
    expect(saved.errors).toBeUndefined();
    return saved as Answer;
  }

  // Sofie Claes works from 10 days ago to 5 days ahead in the seed, with an extension waiting from 6 to 10 days ahead.
  const day = (offset: number, start: string, end: string): Day => ({ date: addDays(today(), offset), start, end, breakMinutes: 0 });

  it("refuses a second contract on a day the employee already works in this company, at that day", async () => {
    const headers = await as("employer@example.com");
    await draft(headers, [day(300, "08:00", "16:00"), day(301, "08:00", "16:00")]);
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();

    await draft(headers, [day(299, "08:00", "16:00"), day(301, "12:00", "18:00")]);
    const refused = await t.graphql(SUBMIT, {}, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    expect(problemsOf(refused)).toEqual([
      // Said with the company's own shift it clashes with (issue 47).
      { field: "schedule.days.1", code: "CALENDAR_OVERLAP", clashDate: addDays(today(), 301), clashStart: "08:00", clashEnd: "16:00" },
    ]);
  });

  it("refuses less than 8 hours of rest after another contract's shift, and accepts 8 hours", async () => {
    const headers = await as("employer@example.com");
    await draft(headers, [day(310, "14:00", "22:00")]);
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();

    const short = await draft(headers, [day(311, "05:59", "12:00")]);
    expect(short.data).toEqual({ saveContractDraft: { problems: [{ field: "schedule.days.0", code: "CALENDAR_REST_TOO_SHORT" }] } });
    expect(errorCode(await t.graphql(SUBMIT, {}, headers))).toBe("CONTRACT_INVALID");
    await draft(headers, [day(311, "06:00", "12:00")]);
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();
  });

  it("says another company's contract only as the employee already working, and frees the day once it is refused", async () => {
    const { vermeulen, sofie } = await ids();
    const [other] = await query<{ id: number }>(
      `insert into contracts (company_id, line, employee_id, position_name, statute, contract_type, contract_reason, wage_cents, start_date, end_date)
       values ($1, 'payroll', $2, 'Bakker', 'worker', 'worker', 'temporary_increase', 1600, $3, $3) returning id`,
      [vermeulen, sofie, addDays(today(), 320)],
    );
    await query(`insert into contract_days (contract_id, date, start_time, end_time) values ($1, $2, '04:00', '10:00')`, [other.id, addDays(today(), 320)]);
    const headers = await as("employer@example.com");
    await draft(headers, [day(320, "09:00", "17:00")]);
    const refused = await t.graphql(SUBMIT, {}, headers);
    expect(problemsOf(refused)).toEqual([{ field: "schedule.days.0", code: "EMPLOYEE_ALREADY_WORKS" }]);
    expect(JSON.stringify(refused)).not.toMatch(/Vermeulen|Bakker|BO-|C0/);

    await query("update contracts set state = 'refused' where id = $1", [other.id]);
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();
  });

  it("refuses an extension that leaves less than 8 hours of rest after the contract's last day", async () => {
    const headers = await as("employer@example.com");
    await draft(headers, [day(12, "14:00", "22:00")]);
    const created = (await t.graphql(SUBMIT, {}, headers)) as { data: { submitContractDraft: { id: string } } };
    const contractId = created.data.submitContractDraft.id;
    await query("update contracts set state = 'approved' where id = $1", [Number(contractId)]);

    const short = await t.graphql(SAVE_EXTENSION, { input: { contractId, schedule: { days: [day(13, "05:00", "12:00")] } } }, headers);
    expect(short.data).toEqual({ saveExtensionDraft: { problems: [{ field: "schedule.days.0", code: "CALENDAR_REST_TOO_SHORT" }] } });
    const refused = await t.graphql(SUBMIT_EXTENSION, { contractId }, headers);
    expect(errorCode(refused)).toBe("EXTENSION_INVALID");
    expect(problemsOf(refused)).toEqual([
      { field: "schedule.days.0", code: "CALENDAR_REST_TOO_SHORT", clashDate: addDays(today(), 12), clashStart: "14:00", clashEnd: "22:00" },
    ]);
  });

  it("holds a day whose cancellation is only requested, and frees it once the office grants the cancellation", async () => {
    // Karolien Stevens's contract 60 to 64 days ahead has the cancellation of its third day pending.
    const [karolien] = await query<{ employee: number; contract: number }>(
      `select c.employee_id as employee, c.id as contract from contracts c join employees e on e.id = c.employee_id
       where e.first_name = 'Karolien' and e.last_name = 'Stevens' and c.request = 'workday_cancellation_pending'`,
    );
    // An address, so that the position's distance premium gets its estimate as Sofie's does.
    await query("update employees set zip = '2000', city = 'Antwerpen' where id = $1", [karolien.employee]);
    const headers = await as("employer@example.com");
    await draft(headers, [day(62, "09:00", "17:00")], karolien.employee);
    expect(problemsOf(await t.graphql(SUBMIT, {}, headers))).toMatchObject([{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]);

    const decided = await t.graphql(
      `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`,
      { input: { subject: "workday_cancellation", id: String(karolien.contract), decision: "approve" } },
      await as("backoffice@example.com"),
    );
    expect(decided.errors).toBeUndefined();
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();
  });

  it("lets exactly one of two contracts requested at the same moment for the same employee and day pass", async () => {
    const employer = await as("employer@example.com");
    const colleague = await as("tom.verstraete@example.com");
    await draft(employer, [day(340, "08:00", "16:00")]);
    await draft(colleague, [day(340, "10:00", "18:00")]);
    const answers = await Promise.all([t.graphql(SUBMIT, {}, employer), t.graphql(SUBMIT, {}, colleague)]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined)!;
    expect(problemsOf(refused)).toMatchObject([{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]);
    const { sofie } = await ids();
    const [{ count }] = await query<{ count: number }>(
      `select count(*)::int as count from contract_days d join contracts c on c.id = d.contract_id where c.employee_id = $1 and d.date = $2`,
      [sofie, addDays(today(), 340)],
    );
    expect(count).toBe(1);
  });

  it("lets exactly one of two extensions requested at the same moment for the same employee and day pass", async () => {
    const [joris] = await query<{ id: number }>("select id from employees where first_name = 'Joris' and last_name = 'Van Hoof'");
    // An address, so that the position's distance premium gets its estimate as Sofie's does.
    await query("update employees set zip = '2000', city = 'Antwerpen' where id = $1", [joris.id]);
    const employer = await as("employer@example.com");
    // Two contracts of Joris Van Hoof, on days 8 and 9, each extended to day 11 at overlapping hours.
    const contracts: string[] = [];
    for (const offset of [8, 9]) {
      await draft(employer, [day(offset, "08:00", "16:00")], joris.id);
      const created = (await t.graphql(SUBMIT, {}, employer)) as { data: { submitContractDraft: { id: string } } };
      contracts.push(created.data.submitContractDraft.id);
      await query("update contracts set state = 'approved' where id = $1", [Number(created.data.submitContractDraft.id)]);
    }
    const extend = async (contractId: string, start: string, end: string) => {
      const saved = await t.graphql(SAVE_EXTENSION, { input: { contractId, schedule: { days: [day(11, start, end)] } } }, employer);
      expect(saved.data).toEqual({ saveExtensionDraft: { problems: [] } });
    };
    await extend(contracts[0], "08:00", "16:00");
    await extend(contracts[1], "10:00", "18:00");
    const answers = await Promise.all(contracts.map((contractId) => t.graphql(SUBMIT_EXTENSION, { contractId }, employer)));
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined)!;
    expect(problemsOf(refused)).toMatchObject([{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]);
    const [{ count }] = await query<{ count: number }>(
      `select count(*)::int as count from contract_days d join contracts c on c.id = d.contract_id where c.employee_id = $1 and d.date = $2`,
      [joris.id, addDays(today(), 11)],
    );
    expect(count).toBe(1);
  });
}

describeOnEachDatabase("employee_calendar", describeCalendar);
