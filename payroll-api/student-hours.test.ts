// A student's hours over HTTP (docs/decisions/0039): the balance of a year drops when a contract is
// requested, in any company, and comes back when the contract is deleted or a workday cancelled; a
// schedule is refused at the day where the hours run out, with the hours that were left; and two
// contracts requested at the same moment cannot both spend the last hours. On PGlite always, and on a
// PostgreSQL server when TEST_DATABASE_URL points at one, where the two requests really run at once.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { describeOnEachDatabase, errorCode, type TestFileApi } from "./test-support";

const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { problems { field code hoursLeft year } studentHoursLeft { year hoursLeft } } }`;
const SUBMIT = `mutation { submitContractDraft { id status } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;
const DELETE = `mutation Delete($id: ID!) { deleteContract(input: { contractId: $id }) { status } }`;
const BALANCE = `query Balance($id: ID!) { companyEmployee(id: $id) { employee { remainingStudentHours studentHoursByYear { year hoursLeft } } } }`;
const CANDIDATES = `query Candidates($startDate: Date) { contractCandidates(startDate: $startDate) { id studentHoursLeft } }`;
const SAVE_EXTENSION = `mutation Save($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { problems { field code hoursLeft year } studentHoursLeft { year hoursLeft } } }`;

type Day = { date: string; start: string; end: string; breakMinutes: number };
type Answer = { errors?: { extensions?: Record<string, unknown> }[]; data?: unknown };
const problemsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.problems;

function describeStudentHours(t: TestFileApi) {
  const { as } = t;
  const today = () => todayInBelgium(new Date());
  const query = <Row>(sql: string, params: unknown[] = []) => t.api.db.query<Row>(sql, params);

  // Days in one year far enough ahead: 2 January two years on, whatever today is. The seed's students
  // have 20 hours from outside this year and next; that year starts with its allowance set below.
  const year = () => Number(today().slice(0, 4)) + 2;
  const day = (n: number, start = "08:00", end = "16:30", breakMinutes = 30): Day => ({ date: addDays(`${year()}-01-02`, n), start, end, breakMinutes });

  async function ids() {
    const [row] = await query<{ klok: number; vermeulen: number; jens: number; marie: number; position: number; committee: number }>(
      `select (select id from companies where name = 'Brouwerij De Klok') as klok,
         (select id from companies where name = 'Bakkerij Vermeulen') as vermeulen,
         (select id from employees where email = 'jens.laurent@example.be') as jens,
         (select id from employees where email = 'marie.lemmens@example.be') as marie,
         (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Jobstudent inpak') as position,
         (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
            where c.name = 'Brouwerij De Klok' and p.name = 'Jobstudent inpak') as committee`,
    );
    return row;
  }

  /** Sets a student's hours from outside for the test year. */
  async function allow(employeeId: number, hours: number) {
    await query(
      `insert into student_hour_allowances (employee_id, year, hours) values ($1, $2, $3)
       on conflict (employee_id, year) do update set hours = excluded.hours`,
      [employeeId, year(), hours],
    );
  }

  async function draft(headers: Record<string, string>, employeeId: number, days: Day[]) {
    const { position, committee } = await ids();
    await t.graphql(DISCARD, {}, headers);
    const general = {
      employeeId: String(employeeId),
      positionId: String(position),
      committeeId: String(committee),
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      statute: "worker",
      contractType: "student_worker",
      contractReason: "temporary_increase",
      wageCents: 1300,
      premiums: [],
    };
    const saved = await t.graphql<{ saveContractDraft: { problems: unknown[]; studentHoursLeft: { year: number; hoursLeft: number }[] } }>(
      SAVE,
      { input: { general, schedule: { days } } },
      headers,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!;
  }

  async function balance(employeeId: number) {
    const answer = (await t.graphql(BALANCE, { id: String(employeeId) }, await as("employer@example.com"))) as {
      data: { companyEmployee: { employee: { studentHoursByYear: { year: number; hoursLeft: number }[] } } };
    };
    return answer.data.companyEmployee.employee.studentHoursByYear.find((entry) => entry.year === year())?.hoursLeft;
  }

  async function submit(headers: Record<string, string>) {
    const answer = (await t.graphql(SUBMIT, {}, headers)) as Answer & { data: { submitContractDraft: { id: string } } | null };
    expect(answer.errors).toBeUndefined();
    return answer.data!.submitContractDraft.id;
  }

  it("shows this year's balance, the seed's 20 hours from outside with no contract of ours", async () => {
    const { jens } = await ids();
    const answer = (await t.graphql(BALANCE, { id: String(jens) }, await as("employer@example.com"))) as {
      data: { companyEmployee: { employee: { remainingStudentHours: number; studentHoursByYear: { year: number; hoursLeft: number }[] } } };
    };
    const thisYear = Number(today().slice(0, 4));
    expect(answer.data.companyEmployee.employee.remainingStudentHours).toBe(20);
    expect(answer.data.companyEmployee.employee.studentHoursByYear.slice(0, 2)).toEqual([
      { year: thisYear, hoursLeft: 20 },
      { year: thisYear + 1, hoursLeft: 20 },
    ]);
  });

  it("drops when a contract is requested, in the candidate list too, and comes back when it is deleted", async () => {
    const { jens } = await ids();
    await allow(jens, 30);
    const headers = await as("employer@example.com");
    await draft(headers, jens, [day(0), day(1)]);
    const id = await submit(headers);
    expect(await balance(jens)).toBe(14);
    const candidates = (await t.graphql(CANDIDATES, { startDate: day(5).date }, headers)) as {
      data: { contractCandidates: { id: string; studentHoursLeft: number | null }[] };
    };
    expect(candidates.data.contractCandidates.find((candidate) => candidate.id === String(jens))?.studentHoursLeft).toBe(14);

    expect((await t.graphql(DELETE, { id }, headers)).errors).toBeUndefined();
    expect(await balance(jens)).toBe(30);
  });

  it("refuses a schedule at the day where the hours run out, with the hours left for it; exactly zero left passes", async () => {
    const { jens } = await ids();
    await allow(jens, 20);
    const headers = await as("employer@example.com");
    const saved = await draft(headers, jens, [day(0), day(2), day(4)]);
    expect(saved.saveContractDraft.studentHoursLeft).toEqual([{ year: year(), hoursLeft: 20 }]);
    expect(saved.saveContractDraft.problems).toEqual([{ field: "schedule.days.2", code: "STUDENT_HOURS_RUN_OUT", hoursLeft: 4, year: year() }]);
    const refused = await t.graphql(SUBMIT, {}, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    expect(problemsOf(refused)).toEqual([{ field: "schedule.days.2", code: "STUDENT_HOURS_RUN_OUT", hoursLeft: 4, year: year() }]);

    await draft(headers, jens, [day(0), day(2), day(4, "08:00", "12:30", 30)]);
    const id = await submit(headers);
    expect(await balance(jens)).toBe(0);
    expect((await t.graphql(DELETE, { id }, headers)).errors).toBeUndefined();
  });

  it("counts another company's contract, and gives its hours back once it is refused", async () => {
    const { vermeulen, jens } = await ids();
    await allow(jens, 20);
    const [other] = await query<{ id: number }>(
      `insert into contracts (company_id, line, employee_id, position_name, statute, contract_type, contract_reason, wage_cents, start_date, end_date)
       values ($1, 'payroll', $2, 'Verkoper', 'clerk', 'student_clerk', 'temporary_increase', 1300, $3, $3) returning id`,
      [vermeulen, jens, day(10).date],
    );
    await query(`insert into contract_days (contract_id, date, start_time, end_time, break_minutes) values ($1, $2, '09:00', '17:00', 0)`, [
      other.id,
      day(10).date,
    ]);
    expect(await balance(jens)).toBe(12);
    const headers = await as("employer@example.com");
    const refused = await draft(headers, jens, [day(0), day(2)]);
    expect(refused.saveContractDraft.problems).toEqual([{ field: "schedule.days.1", code: "STUDENT_HOURS_RUN_OUT", hoursLeft: 4, year: year() }]);
    expect(JSON.stringify(refused)).not.toMatch(/Vermeulen|Verkoper/);

    await query("update contracts set state = 'refused' where id = $1", [other.id]);
    expect(await balance(jens)).toBe(20);
  });

  it("gives a cancelled workday's hours back once the office grants the cancellation, not before", async () => {
    const { jens } = await ids();
    await allow(jens, 30);
    const headers = await as("employer@example.com");
    await draft(headers, jens, [day(20), day(21), day(22)]);
    const id = await submit(headers);
    await query("update contracts set state = 'approved' where id = $1", [Number(id)]);
    const asked = await t.graphql(
      `mutation Cancel($input: WorkdayCancellationInput!) { requestWorkdayCancellation(input: $input) { id } }`,
      { input: { contractId: id, keptDates: [day(20).date, day(22).date] } },
      headers,
    );
    expect(asked.errors).toBeUndefined();
    expect(await balance(jens)).toBe(6);
    const decided = await t.graphql(
      `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`,
      { input: { subject: "workday_cancellation", id, decision: "approve" } },
      await as("backoffice@example.com"),
    );
    expect(decided.errors).toBeUndefined();
    expect(await balance(jens)).toBe(14);
    await query("update contracts set state = 'cancelled' where id = $1", [Number(id)]);
    expect(await balance(jens)).toBe(30);
  });

  it("refuses an extension past the hours left, at its first day that runs out, on save and on submit", async () => {
    const { jens } = await ids();
    // An extension is asked in the contract's last days: a contract 3 days ahead, extended the next day.
    const near = (offset: number): Day => ({ date: addDays(today(), offset), start: "08:00", end: "16:30", breakMinutes: 30 });
    const yearOfDay = (offset: number) => Number(near(offset).date.slice(0, 4));
    // The contract's 8 hours are all its year has; a next year (31 December) has none.
    for (const [offset, hours] of [
      [4, 0],
      [3, 8],
    ] as const) {
      await query(
        `insert into student_hour_allowances (employee_id, year, hours) values ($1, $2, $3)
         on conflict (employee_id, year) do update set hours = excluded.hours`,
        [jens, yearOfDay(offset), hours],
      );
    }
    const headers = await as("employer@example.com");
    await draft(headers, jens, [near(3)]);
    const contractId = await submit(headers);
    await query("update contracts set state = 'approved' where id = $1", [Number(contractId)]);
    const expected = [{ field: "schedule.days.0", code: "STUDENT_HOURS_RUN_OUT", hoursLeft: 0, year: yearOfDay(4) }];
    const saved = await t.graphql(SAVE_EXTENSION, { input: { contractId, schedule: { days: [near(4)] } } }, headers);
    expect(saved.data).toEqual({ saveExtensionDraft: { problems: expected, studentHoursLeft: [{ year: yearOfDay(4), hoursLeft: 0 }] } });
    const refused = await t.graphql(
      `mutation Submit($contractId: ID!) { submitExtensionDraft(input: { contractId: $contractId }) { __typename } }`,
      { contractId },
      headers,
    );
    expect(errorCode(refused)).toBe("EXTENSION_INVALID");
    expect(problemsOf(refused)).toEqual(expected);
    await query("update contracts set state = 'cancelled' where id = $1", [Number(contractId)]);
  });

  it("lets exactly one of two contracts requested at the same moment spend the last hours", async () => {
    const { marie } = await ids();
    await allow(marie, 20);
    const employer = await as("employer@example.com");
    const colleague = await as("tom.verstraete@example.com");
    await draft(employer, marie, [day(40), day(41)]);
    await draft(colleague, marie, [day(43), day(44)]);
    const answers = await Promise.all([t.graphql(SUBMIT, {}, employer), t.graphql(SUBMIT, {}, colleague)]);
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    const refused = answers.find((answer) => answer.errors !== undefined)!;
    // The second finds 4 hours left, not enough for its first day.
    expect(problemsOf(refused)).toEqual([{ field: "schedule.days.0", code: "STUDENT_HOURS_RUN_OUT", hoursLeft: 4, year: year() }]);
    expect(await balance(marie)).toBe(4);
  });
}

describeOnEachDatabase("student_hours", describeStudentHours);
