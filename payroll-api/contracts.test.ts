// Contracts (part 2 §2 screens 8–12 and 15, §4, §5) over HTTP on a fresh seeded database: the lists in
// every status, the contract wizard's draft and its refusals, the employer's requests, the back office's
// decisions, and scoping to the selected company.
import { addDays, todayInBelgium } from "../domain/belgian-time";
import { errorCode, signedInHeaders, startTestApi, type TestApi } from "./test-support";

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t?.close();
});

const as = signedInHeaders(() => t);
const employer = () => as("employer@example.com");
const backOffice = () => as("backoffice@example.com");
const today = () => todayInBelgium(new Date());
const problemsOf = (answer: { errors?: { extensions?: Record<string, unknown> }[] }) => answer.errors?.[0]?.extensions?.problems;

const LIST = `query List($line: ContractLine!, $filter: ContractFilter, $page: Int!) {
  contracts(line: $line, filter: $filter, page: $page) { totalCount pageCount nodes { id status employee { firstName lastName } positionName startDate endDate actions extensionStatus } }
}`;
const EXTENSIONS = `query Extensions($line: ContractLine!, $status: ExtensionStatus) {
  contractExtensions(line: $line, status: $status) { totalCount nodes { id extensionStatus employee { firstName } pendingExtension { state } } }
}`;
const CONTRACT = `query Contract($id: ID!) { contract(id: $id) { id status contractNumber backOfficeId startDate endDate totalMinutes actions
  days { date start end breakMinutes workedMinutes cancellationRequested obstruction { id state } } } }`;
const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { general { employeeId positionId wageCents } schedule { days { date start end breakMinutes } } estimatedDistanceKm } }`;
const SUBMIT = `mutation { submitContractDraft { id status startDate endDate } }`;
const DECIDE = `mutation Decide($input: BackOfficeDecisionInput!) { backOfficeDecide(input: $input) { status } }`;

async function klok(sql: string, params: unknown[] = []) {
  return t.api.db.query<Record<string, unknown>>(sql, params);
}

async function idsOf() {
  const [row] = await klok(
    `select (select id from companies where name = 'Brouwerij De Klok') as company,
       (select e.id from employees e where e.email = 'sofie.claes@example.com') as sofie,
       (select e.id from employees e where e.email = 'bram.goossens@example.com') as bram,
       (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as position,
       (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
          where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as committee`,
  );
  return row as { company: number; sofie: number; bram: number; position: number; committee: number };
}

const general = (ids: Awaited<ReturnType<typeof idsOf>>, more: Record<string, unknown> = {}) => ({
  employeeId: String(ids.sofie),
  positionId: String(ids.position),
  committeeId: String(ids.committee),
  onTheMove: false,
  location: { street: "Brouwerijstraat", streetNumber: "1", zip: "2000", city: "Antwerpen", country: "BE" },
  statute: "worker",
  contractType: "worker",
  contractReason: "temporary_increase",
  wageCents: 1600,
  premiums: [],
  ...more,
});

const week = (from: number, start = "08:00", end = "16:00", breakMinutes = 30) =>
  Array.from({ length: 5 }, (_, index) => ({ date: addDays(today(), from + index), start, end, breakMinutes }));

describe("the lists", () => {
  it("show De Klok's payroll contracts in every status, and filter on a status", async () => {
    const headers = await employer();
    const all = await t.graphql(LIST, { line: "payroll", page: 1 }, headers);
    expect(all.errors).toBeUndefined();
    const statuses = new Set((all.data as { contracts: { nodes: { status: string }[] } }).contracts.nodes.map((node) => node.status));
    for (const status of [
      "requested",
      "approved",
      "ongoing",
      "past",
      "refused",
      "contract_cancellation_pending",
      "contract_cancellation_refused",
      "workday_cancellation_pending",
      "workday_cancellation_refused",
    ]) {
      expect(statuses, status).toContain(status);
    }
    const pending = await t.graphql(LIST, { line: "payroll", filter: { status: "workday_cancellation_pending" }, page: 1 }, headers);
    expect(pending.data).toMatchObject({
      contracts: { totalCount: 1, nodes: [{ employee: { firstName: "Karolien" }, status: "workday_cancellation_pending" }] },
    });
  });

  it("search by the employee's name and filter on a period; a reversed period is refused", async () => {
    const headers = await employer();
    const found = await t.graphql(LIST, { line: "payroll", filter: { search: "pieter de back" }, page: 1 }, headers);
    const nodes = (found.data as { contracts: { nodes: { employee: { firstName: string } }[] } }).contracts.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    expect(nodes.every((node) => node.employee.firstName === "Pieter-Jan")).toBe(true);
    const period = await t.graphql(LIST, { line: "payroll", filter: { from: addDays(today(), 60), to: addDays(today(), 80) }, page: 1 }, headers);
    expect((period.data as { contracts: { totalCount: number } }).contracts.totalCount).toBe(2);
    expect(errorCode(await t.graphql(LIST, { line: "payroll", filter: { from: today(), to: addDays(today(), -1) }, page: 1 }, headers))).toBe("PERIOD_INVALID");
  });

  it("show the selection lines to a user with their hours-validation permission, and refuse them to others", async () => {
    const interim = await t.graphql(LIST, { line: "interim", page: 1 }, await employer());
    expect((interim.data as { contracts: { totalCount: number } }).contracts.totalCount).toBe(3);
    expect(errorCode(await t.graphql(LIST, { line: "interim", page: 1 }, await as("payroll@example.com")))).toBe("NOT_ALLOWED");
    expect(errorCode(await t.graphql(LIST, { line: "payroll", page: 1 }, await as("hours@example.com")))).toBe("NOT_ALLOWED");
  });

  it("list the contracts to extend with their extension statuses", async () => {
    const answer = await t.graphql(EXTENSIONS, { line: "payroll" }, await employer());
    const statuses = (answer.data as { contractExtensions: { nodes: { extensionStatus: string }[] } }).contractExtensions.nodes.map(
      (node) => node.extensionStatus,
    );
    for (const status of ["to_extend", "expired", "extended", "extend_wait", "stopped", "draft"]) expect(statuses, status).toContain(status);
    const drafts = await t.graphql(EXTENSIONS, { line: "payroll", status: "draft" }, await employer());
    expect(drafts.data).toMatchObject({
      contractExtensions: { totalCount: 1, nodes: [{ employee: { firstName: "Sofie" }, pendingExtension: { state: "draft" } }] },
    });
  });
});

describe("the contract wizard", () => {
  it("keeps a draft as typed, refuses it field by field, and creates a requested contract from a valid one", async () => {
    const headers = await employer();
    const ids = await idsOf();
    const saved = await t.graphql(
      SAVE,
      {
        input: {
          general: general(ids, { wageCents: 100 }),
          schedule: { days: [{ date: addDays(today(), 100), start: "08:00", end: "10:00", breakMinutes: 0 }] },
        },
      },
      headers,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data).toMatchObject({ saveContractDraft: { general: { wageCents: 100 }, schedule: { days: [{ end: "10:00" }] } } });
    const refused = await t.graphql(SUBMIT, {}, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    expect(problemsOf(refused)).toEqual([
      { field: "general.wageCents", code: "WAGE_BELOW_MINIMUM" },
      { field: "schedule.days.0", code: "SHIFT_TOO_SHORT" },
    ]);

    await t.graphql(SAVE, { input: { general: general(ids), schedule: { days: week(100) } } }, headers);
    const created = await t.graphql(SUBMIT, {}, headers);
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ submitContractDraft: { status: "requested", startDate: addDays(today(), 100), endDate: addDays(today(), 104) } });
    const [member] = await klok("select had_contract from team_members where employee_id = $1", [ids.sofie]);
    expect(member.had_contract).toBe(true);
  });

  it("refuses 7 hours of rest, a 13-hour shift and a start 30 minutes from now, each at its day", async () => {
    const headers = await employer();
    const ids = await idsOf();
    const soon = new Date(Date.now() + 30 * 60_000);
    const clock = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(soon);
    const soonDate = todayInBelgium(soon);
    const days = [
      { date: addDays(today(), 200), start: "15:00", end: "23:00", breakMinutes: 0 },
      { date: addDays(today(), 201), start: "06:00", end: "14:00", breakMinutes: 0 },
      { date: addDays(today(), 203), start: "06:00", end: "19:00", breakMinutes: 0 },
    ];
    await t.graphql(
      SAVE,
      { input: { general: general(ids), schedule: { days: [{ date: soonDate, start: clock, end: "23:59", breakMinutes: 0 }, ...days] } } },
      headers,
    );
    const problems = problemsOf(await t.graphql(SUBMIT, {}, headers)) as { field: string; code: string }[];
    expect(problems).toContainEqual({ field: "schedule.days.2", code: "REST_TOO_SHORT" });
    expect(problems).toContainEqual({ field: "schedule.days.3", code: "SHIFT_TOO_LONG" });
    // Late in the evening the start 30 minutes from now may fall after 23:59 or on tomorrow: its day is refused either way.
    expect(problems.find((problem) => problem.field === "schedule.days.0")?.code).toMatch(/START_TOO_SOON|SHIFT_TOO_SHORT|WORKING_TIME_NOT_POSITIVE/);
    await t.graphql(`mutation { discardContractDraft { status } }`, {}, headers);
  });

  it("offers the team with why each cannot be chosen, and refuses an employee with missing data", async () => {
    const headers = await employer();
    const ids = await idsOf();
    const candidates = await t.graphql(
      `query C($p: ID) { contractCandidates(positionId: $p) { firstName lastName unavailability } }`,
      { p: String(ids.position) },
      headers,
    );
    const rows = (candidates.data as { contractCandidates: { firstName: string; lastName: string; unavailability: string | null }[] }).contractCandidates;
    expect(rows.find((row) => row.firstName === "Bram")?.unavailability).toBe("CONTRACT_DATA_MISSING");
    expect(rows.find((row) => row.firstName === "Sofie")?.unavailability).toBeNull();
    await t.graphql(SAVE, { input: { general: general(ids, { employeeId: String(ids.bram) }), schedule: { days: week(300) } } }, headers);
    expect(problemsOf(await t.graphql(SUBMIT, {}, headers))).toEqual([{ field: "general.employeeId", code: "CONTRACT_DATA_MISSING" }]);
    await t.graphql(`mutation { discardContractDraft { status } }`, {}, headers);
  });

  it("refuses a restricted account (CONTRACT_CREATION_BLOCKED)", async () => {
    await klok("update companies set contract_creation_blocked = true where name = 'Brouwerij De Klok'");
    try {
      expect(errorCode(await t.graphql(SUBMIT, {}, await employer()))).toBe("CONTRACT_CREATION_BLOCKED");
    } finally {
      await klok("update companies set contract_creation_blocked = false where name = 'Brouwerij De Klok'");
    }
  });
});

describe("requests and the back office", () => {
  async function contractOf(status: string, firstName: string) {
    const answer = await t.graphql(LIST, { line: "payroll", filter: { status }, page: 1 }, await employer());
    return (answer.data as { contracts: { nodes: { id: string; employee: { firstName: string } }[] } }).contracts.nodes.find(
      (node) => node.employee.firstName === firstName,
    )!.id;
  }

  it("the back office approves a requested contract, which then has its numbers and cannot be deleted", async () => {
    const id = await contractOf("requested", "Karolien");
    expect(errorCode(await t.graphql(DECIDE, { input: { subject: "contract", id, decision: "approve" } }, await employer()))).toBe("NOT_ALLOWED");
    expect((await t.graphql(DECIDE, { input: { subject: "contract", id, decision: "approve" } }, await backOffice())).errors).toBeUndefined();
    const answer = await t.graphql(CONTRACT, { id }, await employer());
    expect(answer.data).toMatchObject({ contract: { status: "approved", contractNumber: expect.stringMatching(/^C\d{7}$/), backOfficeId: `BO-${id}` } });
    expect(
      errorCode(
        await t.graphql(`mutation D($input: ContractIdInput!) { deleteContract(input: $input) { status } }`, { input: { contractId: id } }, await employer()),
      ),
    ).toBe("CONTRACT_PROCESSED");
  });

  it("a workday cancellation must untick a day, keep one, and keep more than one without day contracts; the back office grants it", async () => {
    const headers = await employer();
    const id = await contractOf("approved", "Pieter-Jan");
    const days = ((await t.graphql(CONTRACT, { id }, headers)).data as { contract: { days: { date: string }[] } }).contract.days.map((day) => day.date);
    const cancel = (keptDates: string[]) =>
      t.graphql(
        `mutation W($input: WorkdayCancellationInput!) { requestWorkdayCancellation(input: $input) { status days { date cancellationRequested } } }`,
        { input: { contractId: id, keptDates } },
        headers,
      );
    expect(problemsOf(await cancel(days))).toEqual([{ field: "keptDates", code: "NO_DAY_UNTICKED" }]);
    expect(problemsOf(await cancel([]))).toEqual([{ field: "keptDates", code: "EVERY_DAY_UNTICKED" }]);
    await klok(
      "update rate_agreement_documents set day_contracts_allowed = false where company_id = (select id from companies where name = 'Brouwerij De Klok')",
    );
    expect(problemsOf(await cancel(days.slice(0, 1)))).toEqual([{ field: "keptDates", code: "SINGLE_DAY_LEFT" }]);
    const asked = await cancel(days.slice(0, 3));
    expect(asked.data).toMatchObject({ requestWorkdayCancellation: { status: "workday_cancellation_pending" } });
    await t.graphql(DECIDE, { input: { subject: "workday_cancellation", id, decision: "approve" } }, await backOffice());
    const after = await t.graphql(CONTRACT, { id }, headers);
    expect(after.data).toMatchObject({ contract: { status: "approved", startDate: days[0], endDate: days[2] } });
  });

  it("an extension of more hours a week waits for the back office; one of as many is made at once", async () => {
    const headers = await employer();
    const id = await contractOf("ongoing", "Pieter-Jan");
    const contract = ((await t.graphql(CONTRACT, { id }, headers)).data as { contract: { endDate: string; actions: string[] } }).contract;
    expect(contract.actions).toContain("extend");
    const SAVE_EXTENSION = `mutation S($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { schedule { days { date } } } }`;
    const SUBMIT_EXTENSION = `mutation X($input: ContractIdInput!) { submitExtensionDraft(input: $input) { result extension { state extensionContract { id status startDate } } } }`;
    const next = (offset: number, count: number) =>
      Array.from({ length: count }, (_, index) => ({ date: addDays(contract.endDate, offset + index), start: "08:00", end: "16:30", breakMinutes: 30 }));
    await t.graphql(
      SAVE_EXTENSION,
      { input: { contractId: id, schedule: { days: [{ date: contract.endDate, start: "08:00", end: "16:30", breakMinutes: 30 }] } } },
      headers,
    );
    expect(problemsOf(await t.graphql(SUBMIT_EXTENSION, { input: { contractId: id } }, headers))).toEqual([
      { field: "schedule.days.0", code: "NOT_AFTER_CONTRACT" },
    ]);
    await t.graphql(SAVE_EXTENSION, { input: { contractId: id, schedule: { days: next(1, 3) } } }, headers);
    const made = await t.graphql(SUBMIT_EXTENSION, { input: { contractId: id } }, headers);
    expect(made.errors).toBeUndefined();
    expect(made.data).toMatchObject({
      submitExtensionDraft: {
        result: "approved",
        extension: { state: "approved", extensionContract: { status: "approved", startDate: addDays(contract.endDate, 1) } },
      },
    });
    expect((await t.graphql(CONTRACT, { id }, headers)).data).toMatchObject({ contract: { actions: expect.not.arrayContaining(["extend"]) } });
  });

  it("work obstruction: yesterday or today only, once a day, with a street number or a comment; a failed one is pushed again", async () => {
    const headers = await employer();
    const id = await contractOf("ongoing", "Karolien");
    const CREATE = `mutation O($input: WorkObstructionInput!) { createWorkObstruction(input: $input) { id date state } }`;
    const input = (date: string, more: Record<string, unknown> = {}) => ({
      contractId: id,
      date,
      weather: "regen",
      risk: "gladheid",
      workType: "dakwerk",
      reason: "onveilige_werkomstandigheden",
      start: "08:00",
      end: "16:30",
      breakMinutes: 30,
      street: "Brouwerijstraat",
      streetNumber: "1",
      zip: "2000",
      city: "Antwerpen",
      ...more,
    });
    expect(problemsOf(await t.graphql(CREATE, { input: input(addDays(today(), 1)) }, headers))).toEqual([{ field: "date", code: "NOT_YESTERDAY_OR_TODAY" }]);
    expect(problemsOf(await t.graphql(CREATE, { input: input(addDays(today(), -1)) }, headers))).toEqual([{ field: "date", code: "OBSTRUCTION_EXISTS" }]);
    expect(problemsOf(await t.graphql(CREATE, { input: input(today(), { streetNumber: "" }) }, headers))).toEqual([
      { field: "streetNumber", code: "LOCATION_REQUIRED" },
    ]);
    const created = await t.graphql(CREATE, { input: input(today()) }, headers);
    expect(created.data).toMatchObject({ createWorkObstruction: { date: today(), state: "created" } });
    const failed = (
      (await t.graphql(CONTRACT, { id }, headers)).data as { contract: { days: { date: string; obstruction: { id: string; state: string } | null }[] } }
    ).contract.days.find((day) => day.date === addDays(today(), -1))!.obstruction!;
    expect(failed.state).toBe("failed");
    const pushed = await t.graphql(
      `mutation P($input: WorkObstructionIdInput!) { pushWorkObstruction(input: $input) { state } }`,
      { input: { id: failed.id } },
      headers,
    );
    expect(pushed.data).toMatchObject({ pushWorkObstruction: { state: "created" } });
  });
});

describe("scoping", () => {
  it("another company's contract is not found, for reading and for every request", async () => {
    const [row] = await klok("select id from contracts where line = 'payroll' order by id limit 1");
    const id = String(row.id);
    const outsider = await as("payroll@example.com");
    expect((await t.graphql(CONTRACT, { id }, outsider)).data).toEqual({ contract: null });
    expect(
      errorCode(await t.graphql(`mutation D($input: ContractIdInput!) { deleteContract(input: $input) { status } }`, { input: { contractId: id } }, outsider)),
    ).toBe("NOT_FOUND");
    expect(
      errorCode(
        await t.graphql(
          `mutation C($input: ContractCancellationInput!) { requestContractCancellation(input: $input) { id } }`,
          { input: { contractId: id, reason: "x" } },
          outsider,
        ),
      ),
    ).toBe("NOT_FOUND");
  });
});
