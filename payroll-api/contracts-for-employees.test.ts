// One contract draft for several employees over HTTP (issue 46): each employee's contract checked by the
// rules of one contract in the transaction that saves it, the refused ones kept in the draft, at most 20,
// and nothing made twice, whether the same draft is submitted twice at once or sent again with its key.
// On PGlite always, and on a PostgreSQL server when TEST_DATABASE_URL points at one, where the two
// requests really run at once.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { describeOnEachDatabase, errorCode, type TestFileApi } from "./test-support";

const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { problems { field code } } }`;
const DRAFT = `query { contractDraft { general { employeeId otherEmployeeIds } problems { field code }
  employees { id firstName problems { field code } } } }`;
const SUBMIT_EACH = `mutation { submitContractDraftForEmployees { employeeId contract { id status employee { id } startDate } problems { field code } } }`;
const SUBMIT = `mutation { submitContractDraft { id } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;

type Result = { employeeId: string; contract: { id: string; status: string; employee: { id: string }; startDate: string } | null; problems: unknown[] };
type Draft = {
  general: { employeeId: string | null; otherEmployeeIds: (string | null)[] };
  problems: { field: string; code: string }[];
  employees: { id: string; firstName: string | null; problems: { field: string; code: string }[] }[];
};

function describeForEmployees(t: TestFileApi) {
  const { as } = t;
  const today = () => todayInBelgium(new Date());
  const query = <Row>(sql: string, params: unknown[] = []) => t.api.db.query<Row>(sql, params);
  const employer = () => as("employer@example.com");

  /** De Klok's Productiemedewerker (no distance premium), and its active team members ready for a worker's contract on it. */
  async function klok() {
    const [position] = await query<{ id: number; committee: number }>(
      `select p.id, f.committee_id as committee from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
       where c.name = 'Brouwerij De Klok' and p.name = 'Productiemedewerker'`,
    );
    const candidates = await t.graphql<{ contractCandidates: { id: string; isStudent: boolean; unavailability: string | null }[] }>(
      `query C($p: ID) { contractCandidates(positionId: $p) { id isStudent unavailability } }`,
      { p: String(position.id) },
      await employer(),
    );
    const all = candidates.data!.contractCandidates;
    const ready = all.filter((candidate) => candidate.unavailability === null && !candidate.isStudent).map((candidate) => candidate.id);
    const student = all.find((candidate) => candidate.unavailability === null && candidate.isStudent)!.id;
    return { position, ready, student, everyone: all.map((candidate) => candidate.id) };
  }

  const saturday = (weeks: number) => {
    const day = addDays(today(), 7 * weeks);
    return addDays(day, (6 - new Date(`${day}T12:00:00Z`).getUTCDay() + 7) % 7);
  };

  async function draft(headers: Record<string, string>, employeeIds: (string | null)[], date: string) {
    const { position } = await klok();
    await t.graphql(DISCARD, {}, headers);
    const general = {
      employeeId: employeeIds[0],
      otherEmployeeIds: employeeIds.slice(1),
      positionId: String(position.id),
      committeeId: String(position.committee),
      onTheMove: false,
      location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
      statute: "worker",
      contractType: "worker",
      contractReason: "temporary_increase",
      wageCents: 1600,
    };
    const saved = await t.graphql<{ saveContractDraft: { problems: { field: string; code: string }[] } }>(
      SAVE,
      { input: { general, schedule: { days: [{ date, start: "08:00", end: "16:00", breakMinutes: 30 }] } } },
      headers,
    );
    expect(saved.errors).toBeUndefined();
    return saved.data!.saveContractDraft.problems;
  }
  const draftOf = async (headers: Record<string, string>) => (await t.graphql<{ contractDraft: Draft }>(DRAFT, {}, headers)).data!.contractDraft;
  const contractsOn = async (date: string) =>
    (await query<{ count: number }>(`select count(*)::int as count from contract_days where date = $1`, [date]))[0].count;

  it("requests one contract per employee who passes, says why the others are refused, and keeps them in the draft", async () => {
    const headers = await employer();
    const { ready, student } = await klok();
    const date = saturday(40);
    // Ready's third employee already works that Saturday: a contract of their own, made first.
    await draft(headers, [ready[2]], date);
    expect((await t.graphql(SUBMIT, {}, headers)).errors).toBeUndefined();

    const chosen = [ready[0], student, ready[1], ready[2]];
    // The draft's own problems hold whatever the employee: none here; each employee's are theirs.
    expect(await draft(headers, chosen, date)).toEqual([]);
    const before = await draftOf(headers);
    expect(before.general).toEqual({ employeeId: ready[0], otherEmployeeIds: chosen.slice(1) });
    expect(before.employees.map((employee) => [employee.id, employee.problems])).toEqual([
      [ready[0], []],
      [student, [{ field: "general.contractType", code: "STUDENT_NEEDS_STUDENT_TYPE" }]],
      [ready[1], []],
      [ready[2], [{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]],
    ]);
    // The one-contract submit does not take a draft for several.
    expect(errorCode(await t.graphql(SUBMIT, {}, headers))).toBe("DRAFT_FOR_SEVERAL_EMPLOYEES");

    const answer = await t.graphql<{ submitContractDraftForEmployees: Result[] }>(SUBMIT_EACH, {}, headers);
    expect(answer.errors).toBeUndefined();
    const results = answer.data!.submitContractDraftForEmployees;
    expect(results.map((result) => [result.employeeId, result.contract?.status ?? null, result.contract?.employee.id ?? null, result.problems])).toEqual([
      [ready[0], "requested", ready[0], []],
      [student, null, null, [{ field: "general.contractType", code: "STUDENT_NEEDS_STUDENT_TYPE" }]],
      [ready[1], "requested", ready[1], []],
      [ready[2], null, null, [{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]],
    ]);
    expect(await contractsOn(date)).toBe(3);
    const after = await draftOf(headers);
    expect(after.general).toEqual({ employeeId: student, otherEmployeeIds: [ready[2]] });
  });

  it("deletes the draft once every employee's contract is requested", async () => {
    const headers = await employer();
    const { ready } = await klok();
    const date = saturday(41);
    await draft(headers, ready.slice(0, 3), date);
    const results = (await t.graphql<{ submitContractDraftForEmployees: Result[] }>(SUBMIT_EACH, {}, headers)).data!.submitContractDraftForEmployees;
    expect(results.every((result) => result.contract !== null)).toBe(true);
    expect((await draftOf(headers)).general).toEqual({ employeeId: null, otherEmployeeIds: [] });
  });

  it("refuses the whole request, making nothing, when the draft breaks a rule whatever the employee", async () => {
    const headers = await employer();
    const { ready } = await klok();
    const date = saturday(42);
    await draft(headers, ready.slice(0, 2), date);
    await t.graphql(SAVE, { input: { general: { ...(await draftOf(headers)).general, wageCents: null } } }, headers);
    const refused = await t.graphql(SUBMIT_EACH, {}, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    expect(await contractsOn(date)).toBe(0);
  });

  it("takes 20 employees, and refuses 21 (TOO_MANY_EMPLOYEES) before making any", async () => {
    const headers = await employer();
    const { everyone } = await klok();
    expect(everyone.length).toBeGreaterThanOrEqual(21);
    const date = saturday(43);
    expect(await draft(headers, everyone.slice(0, 20), date)).toEqual([]);
    expect(await draft(headers, everyone.slice(0, 21), date)).toEqual([{ field: "general.otherEmployeeIds", code: "TOO_MANY_EMPLOYEES" }]);
    const refused = await t.graphql(SUBMIT_EACH, {}, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    expect(await contractsOn(date)).toBe(0);
  });

  it("makes each contract once when the same draft is submitted twice at the same moment", async () => {
    const headers = await employer();
    const { ready } = await klok();
    const date = saturday(44);
    await draft(headers, ready.slice(0, 3), date);
    const answers = await Promise.all([t.graphql(SUBMIT_EACH, {}, headers), t.graphql(SUBMIT_EACH, {}, headers)]);
    // The second waits for the draft the first holds, then finds none left: no employee to request for.
    expect(answers.filter((answer) => answer.errors === undefined)).toHaveLength(1);
    expect(answers.map(errorCode).filter(Boolean)).toEqual(["CONTRACT_INVALID"]);
    expect(await contractsOn(date)).toBe(3);
  });

  it("makes each contract once when two users' drafts for the same employees are submitted at the same moment", async () => {
    const employerHeaders = await employer();
    const colleague = await as("tom.verstraete@example.com");
    const { ready } = await klok();
    const date = saturday(45);
    await draft(employerHeaders, ready.slice(0, 3), date);
    // The same employees in the other order: the rows are held in one order, so neither waits on the other for ever.
    await draft(colleague, ready.slice(0, 3).reverse(), date);
    const answers = await Promise.all([t.graphql(SUBMIT_EACH, {}, employerHeaders), t.graphql(SUBMIT_EACH, {}, colleague)]);
    const results = answers.flatMap((answer) => (answer.data as { submitContractDraftForEmployees: Result[] }).submitContractDraftForEmployees);
    expect(results.filter((result) => result.contract !== null)).toHaveLength(3);
    expect(results.filter((result) => result.contract === null).map((result) => result.problems)).toEqual(
      Array.from({ length: 3 }, () => [expect.objectContaining({ field: "schedule.days.0", code: "CALENDAR_OVERLAP" })]),
    );
    expect(await contractsOn(date)).toBe(3);
  });

  it("answers a request sent again with its Idempotency-Key as the first, making nothing twice", async () => {
    const headers = await employer();
    const { ready } = await klok();
    const date = saturday(46);
    await draft(headers, ready.slice(0, 2), date);
    const keyed = { ...headers, "Idempotency-Key": `contracts-for-employees-${date}` };
    const first = await t.graphql(SUBMIT_EACH, {}, keyed);
    const again = await t.graphql(SUBMIT_EACH, {}, keyed);
    expect(first.errors).toBeUndefined();
    expect(again).toEqual(first);
    expect(await contractsOn(date)).toBe(2);
  });
}

describeOnEachDatabase("contracts_for_employees", describeForEmployees);
