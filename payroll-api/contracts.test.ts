// Contracts (part 2 §2 screens 8–12 and 15, §4, §5) over HTTP on a fresh seeded database: the lists in
// every status, the contract wizard's draft and its refusals, the employer's requests, the back office's
// decisions, and scoping to the selected company.
import { addDays, mondayOf, todayInBelgium } from "../domain/belgian-time";
import { daysMovedToWeek, nextWeekOf } from "../domain/contract-template";
import { CONTRACT_DURATIONS, contractDurationOf } from "../domain/contract-duration";
import { errorCode, useTestApi } from "./test-support";

const t = useTestApi();
const { as } = t;
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
const SAVE_CHECKED = `mutation Save($input: SaveContractDraftInput!, $check: Boolean!) { saveContractDraft(input: $input, check: $check) {
  schedule { days { date start end breakMinutes } } problems { field code } } }`;
const DRAFT = `query { contractDraft {
  general { employeeId positionId committeeId onTheMove location { street streetNumber zip city country } statute wageCents remark premiums { type distanceKm } }
  schedule { days { date start end breakMinutes } } problems { field code } candidates { id firstName unavailability } estimatedDistanceKm } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;
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

  it("page by cursor through the same contracts in the same order as by page number, and refuse a cursor it did not give", async () => {
    const headers = await employer();
    const BY_CURSOR = `query ByCursor($page: Int!, $after: String) {
      contracts(line: payroll, page: $page, pageSize: 3, after: $after) { page pageCount totalCount nextCursor nodes { id } }
    }`;
    type Answer = { contracts: { page: number; pageCount: number; totalCount: number; nextCursor: string | null; nodes: { id: string }[] } };
    const byNumber = (await t.graphql(`{ contracts(line: payroll, pageSize: 100) { totalCount nodes { id } } }`, {}, headers)).data as Answer;
    const ids: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const answer = (await t.graphql(BY_CURSOR, { page: pages + 1, after }, headers)).data as Answer;
      pages += 1;
      expect(answer.contracts.page).toBe(pages);
      ids.push(...answer.contracts.nodes.map((node) => node.id));
      after = answer.contracts.nextCursor;
    } while (after !== null);
    expect(byNumber.contracts.totalCount).toBeGreaterThan(6);
    expect(ids).toEqual(byNumber.contracts.nodes.map((node) => node.id));
    expect(pages).toBe(Math.ceil(byNumber.contracts.totalCount / 3));
    for (const forged of ["not-a-cursor", Buffer.from(JSON.stringify(["2026-02-30", 1])).toString("base64url"), Buffer.from("[1]").toString("base64url")]) {
      const refused = await t.graphql(BY_CURSOR, { page: 2, after: forged }, headers);
      expect(refused.status, forged).toBe(422);
      expect(errorCode(refused), forged).toBe("CURSOR_INVALID");
    }
  });

  it("count a page only when the query asks for it, in the field or a fragment, and give the same page either way", async () => {
    const headers = await employer();
    type Answer = { contracts: { totalCount?: number; pageCount?: number; nextCursor: string | null; nodes: { id: string; status: string }[] } };
    const ask = async (query: string) => {
      const answer = await t.graphql(query, {}, headers);
      expect(answer.errors).toBeUndefined();
      return (answer.data as Answer).contracts;
    };
    const counted = await ask(`{ contracts(line: payroll, pageSize: 4) { totalCount pageCount nextCursor nodes { id status } } }`);
    const uncounted = await ask(`{ contracts(line: payroll, pageSize: 4) { nextCursor nodes { id status } } }`);
    const byFragment = await ask(
      `{ contracts(line: payroll, pageSize: 4) { ...Count nextCursor nodes { id status } } } fragment Count on ContractPage { totalCount }`,
    );
    expect(counted.totalCount).toBeGreaterThan(4);
    expect(counted.pageCount).toBe(Math.ceil(counted.totalCount! / 4));
    expect(uncounted).toEqual({ nextCursor: counted.nextCursor, nodes: counted.nodes });
    expect(byFragment).toEqual({ totalCount: counted.totalCount, nextCursor: counted.nextCursor, nodes: counted.nodes });
    // The status alone (what the export asks) is the one the screen's fields give beside the actions.
    const withActions = await ask(`{ contracts(line: payroll, pageSize: 4) { nextCursor nodes { id status actions } } }`);
    expect(withActions.nodes.map(({ id, status }) => ({ id, status }))).toEqual(uncounted.nodes);
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

  it("count on the dashboard, in one statement, exactly the contracts the list shows as to extend", async () => {
    const headers = await employer();
    const dashboardCount = async () =>
      ((await t.graphql("query { userDashboard { extensionCandidatesCount } }", {}, headers)).data as { userDashboard: { extensionCandidatesCount: number } })
        .userDashboard.extensionCandidatesCount;
    const listCount = async () =>
      ((await t.graphql(EXTENSIONS, { line: "payroll", status: "to_extend" }, headers)).data as { contractExtensions: { totalCount: number } })
        .contractExtensions.totalCount;
    const before = await dashboardCount();
    const { company, sofie } = await idsOf();
    // Each side of the window (14 days before the last day to 7 after), stopped, and each latest extension's state.
    const cases: { endsIn: number; state?: string; stopped?: boolean; extension?: string; counted: boolean }[] = [
      { endsIn: 14, counted: true },
      { endsIn: 15, counted: false },
      { endsIn: -7, counted: true },
      { endsIn: -8, counted: false },
      { endsIn: 3, state: "requested", counted: true },
      { endsIn: 3, state: "refused", counted: false },
      { endsIn: 3, stopped: true, counted: false },
      { endsIn: 3, extension: "refused", counted: true },
      { endsIn: 3, extension: "draft", counted: false },
      { endsIn: 3, extension: "waiting", counted: false },
    ];
    const added: unknown[] = [];
    try {
      for (const edge of cases) {
        const [{ id }] = await klok(
          `insert into contracts (company_id, line, employee_id, position_name, statute, contract_type, contract_reason, wage_cents,
             state, start_date, end_date, extension_stopped)
           values ($1, 'payroll', $2, 'Bottelaar', 'worker', 'worker', 'temporary_increase', 1600, $3, $4::date - 2, $4::date, $5) returning id`,
          [company, sofie, edge.state ?? "approved", addDays(today(), edge.endsIn), edge.stopped ?? false],
        );
        added.push(id);
        if (edge.extension) await klok(`insert into contract_extensions (contract_id, state, days) values ($1, $2, '[]')`, [id, edge.extension]);
      }
      const after = await dashboardCount();
      expect(after - before).toBe(cases.filter((edge) => edge.counted).length);
      expect(after).toBe(await listCount());
    } finally {
      await klok(`delete from contracts where id = any($1::int[])`, [added]);
    }
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
      { field: "general.wageCents", code: "WAGE_BELOW_MINIMUM", minimumWage: expect.any(Number) },
      { field: "schedule.days.0", code: "SHIFT_TOO_SHORT", hours: expect.any(Number), limitHours: 3 },
    ]);

    await t.graphql(SAVE, { input: { general: general(ids), schedule: { days: week(100) } } }, headers);
    const created = await t.graphql(SUBMIT, {}, headers);
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ submitContractDraft: { status: "requested", startDate: addDays(today(), 100), endDate: addDays(today(), 104) } });
    const [member] = await klok("select had_contract from team_members where employee_id = $1", [ids.sofie]);
    expect(member.had_contract).toBe(true);
  });

  it("refuses a position that needs a work post sheet and has none, at the step's check and at the submit; with its sheet, makes the contract", async () => {
    const headers = await employer();
    const ids = await idsOf();
    const missing = [{ field: "general.positionId", code: "WORK_POST_SHEET_MISSING" }];
    // Bottelaar, a blue-collar position, has its sheet in the demo: without it, it cannot be contracted.
    await klok("delete from work_post_sheets where position_id = $1", [ids.position]);
    try {
      const checked = await t.graphql(SAVE_CHECKED, { input: { general: general(ids), schedule: { days: week(200) } }, check: true }, headers);
      expect(errorCode(checked)).toBe("CONTRACT_INVALID");
      expect(problemsOf(checked)).toEqual(missing);
      const refused = await t.graphql(SUBMIT, {}, headers);
      expect(errorCode(refused)).toBe("CONTRACT_INVALID");
      expect(problemsOf(refused)).toEqual(missing);
      expect(await klok("select id from contracts where employee_id = $1 and start_date = $2", [ids.sofie, addDays(today(), 200)])).toEqual([]);
    } finally {
      await klok("insert into work_post_sheets (position_id, kind, file_name, pdf) values ($1, 'uploaded', 'fiche.pdf', '\\x25504446'::bytea)", [ids.position]);
    }
    const created = await t.graphql(SUBMIT, {}, headers);
    expect(created.errors).toBeUndefined();
    expect(created.data).toMatchObject({ submitContractDraft: { status: "requested", startDate: addDays(today(), 200) } });
  });

  it("refuses 7 hours of rest, a 13-hour shift and a start 30 minutes from now, each at its day", async () => {
    const headers = await employer();
    const ids = await idsOf();
    const soon = new Date(Date.now() + 30 * 60_000);
    const clockOf = (instant: Date) =>
      new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Brussels", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
    const soonDate = todayInBelgium(soon);
    // A four-hour shift from then, cut at the day's end: never too long, whatever the hour of the run.
    const later = new Date(soon.getTime() + 4 * 60 * 60_000);
    const end = todayInBelgium(later) === soonDate ? clockOf(later) : "23:59";
    const days = [
      { date: addDays(today(), 200), start: "15:00", end: "23:00", breakMinutes: 0 },
      { date: addDays(today(), 201), start: "06:00", end: "14:00", breakMinutes: 0 },
      { date: addDays(today(), 203), start: "06:00", end: "19:00", breakMinutes: 0 },
    ];
    await t.graphql(
      SAVE,
      { input: { general: general(ids), schedule: { days: [{ date: soonDate, start: clockOf(soon), end, breakMinutes: 0 }, ...days] } } },
      headers,
    );
    const problems = problemsOf(await t.graphql(SUBMIT, {}, headers)) as { field: string; code: string }[];
    expect(problems).toContainEqual({ field: "schedule.days.2", code: "REST_TOO_SHORT", hours: 7, limitHours: 8 });
    expect(problems).toContainEqual({ field: "schedule.days.3", code: "SHIFT_TOO_LONG", hours: 13, limitHours: 12 });
    // Late in the evening the shift from 30 minutes from now to the day's end may be too short: its day is refused either way.
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

  type Draft = {
    general: {
      employeeId: string | null;
      positionId: string | null;
      committeeId: string | null;
      onTheMove: boolean | null;
      location: Record<string, string | null> | null;
      statute: string | null;
      wageCents: number | null;
      remark: string | null;
      premiums: { type: string; distanceKm: number | null }[];
    };
    schedule: { days: { date: string | null; start: string | null; end: string | null; breakMinutes: number | null }[] };
    problems: { field: string; code: string }[];
    candidates: { id: string; firstName: string; unavailability: string | null }[];
    estimatedDistanceKm: number | null;
  };
  const draftOf = async (headers: Record<string, string>) => ((await t.graphql(DRAFT, {}, headers)).data as { contractDraft: Draft }).contractDraft;

  async function positionOf(name: string) {
    const [row] = await klok(
      `select p.id, f.committee_id as committee from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
       where c.name = 'Brouwerij De Klok' and p.name = $1`,
      [name],
    );
    return { id: String(row.id), committee: String(row.committee) };
  }

  it("with check, refuses an empty General field by field, yet keeps what was saved", async () => {
    const headers = await employer();
    await t.graphql(DISCARD, {}, headers);
    const refused = await t.graphql(SAVE_CHECKED, { input: { general: { remark: "Eerste dag: rondleiding" } }, check: true }, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    // Only General's problems: the schedule, not given, is not checked.
    expect(problemsOf(refused)).toEqual(
      ["employeeId", "positionId", "committeeId", "onTheMove", "statute", "contractType", "contractReason", "wageCents"].map((field) => ({
        field: `general.${field}`,
        code: "FIELD_REQUIRED",
      })),
    );
    const draft = await draftOf(headers);
    expect(draft.general).toMatchObject({ employeeId: null, positionId: null, wageCents: null, premiums: [], remark: "Eerste dag: rondleiding" });
    expect(draft.problems).toContainEqual({ field: "general.employeeId", code: "FIELD_REQUIRED" });
    expect(draft.problems).toContainEqual({ field: "schedule", code: "SCHEDULE_EMPTY" });
    await t.graphql(DISCARD, {}, headers);
  });

  it("fills General's empty answers from a newly chosen position, keeps a typed wage, and takes the position's premiums", async () => {
    const headers = await employer();
    const ids = await idsOf();
    await t.graphql(DISCARD, {}, headers);
    const bottler = await t.graphql(
      SAVE_CHECKED,
      { input: { general: { employeeId: String(ids.sofie), positionId: String(ids.position) } }, check: false },
      headers,
    );
    expect(bottler.errors).toBeUndefined();
    const filled = await draftOf(headers);
    expect(filled.general).toMatchObject({
      employeeId: String(ids.sofie),
      positionId: String(ids.position),
      committeeId: String(ids.committee),
      statute: "worker",
      onTheMove: false,
      location: { street: "Battelsesteenweg", streetNumber: "455", zip: "2800", city: "Mechelen", country: "BE" },
      wageCents: 1600,
    });
    expect(filled.general.premiums.map((premium) => premium.type)).toEqual(["morning_shift_bonus", "late_shift_bonus", "bike_bonus"]);
    // Sofie lives in Antwerpen (2018), the bottling plant is in Mechelen: the bike bonus gets the estimated distance.
    expect(filled.estimatedDistanceKm).toBeGreaterThan(0);
    expect(filled.general.premiums.find((premium) => premium.type === "bike_bonus")?.distanceKm).toBe(filled.estimatedDistanceKm);

    const clerk = await positionOf("Administratief bediende");
    expect(clerk.committee).not.toBe(String(ids.committee));
    await t.graphql(
      SAVE_CHECKED,
      {
        input: {
          general: {
            employeeId: String(ids.sofie),
            positionId: clerk.id,
            wageCents: 2000,
            premiums: [{ type: "bike_bonus", value: 0.2, unit: "PER_KILOMETER", distanceKm: 12 }],
          },
        },
        check: false,
      },
      headers,
    );
    const changed = await draftOf(headers);
    expect(changed.general).toMatchObject({
      positionId: clerk.id,
      committeeId: clerk.committee,
      statute: "clerk",
      wageCents: 2000,
      location: { street: "Mechelsesteenweg", streetNumber: "212", zip: "2018", city: "Antwerpen", country: "BE" },
    });
    expect(changed.general.premiums.map((premium) => premium.type)).toEqual(["meal_vouchers", "eco_cheque"]);
    await t.graphql(DISCARD, {}, headers);
  });

  it("with check, refuses a 2-hour shift at its day yet saves it; without, saves it and lists the problem", async () => {
    const headers = await employer();
    await t.graphql(DISCARD, {}, headers);
    const short = { date: addDays(today(), 150), start: "08:00", end: "10:00", breakMinutes: 0 };
    const refused = await t.graphql(SAVE_CHECKED, { input: { schedule: { days: [short] } }, check: true }, headers);
    expect(errorCode(refused)).toBe("CONTRACT_INVALID");
    // Only the schedule's problems: General, empty, is not checked.
    expect(problemsOf(refused)).toMatchObject([{ field: "schedule.days.0", code: "SHIFT_TOO_SHORT" }]);
    expect((await draftOf(headers)).schedule.days).toEqual([short]);

    const long = { date: addDays(today(), 151), start: "08:00", end: "16:00", breakMinutes: 30 };
    const saved = await t.graphql(SAVE_CHECKED, { input: { schedule: { days: [long, { ...short, date: addDays(today(), 152) }] } }, check: false }, headers);
    expect(saved.errors).toBeUndefined();
    const draft = await draftOf(headers);
    expect(draft.schedule.days).toEqual([long, { ...short, date: addDays(today(), 152) }]);
    expect(draft.problems.filter((problem) => problem.field.startsWith("schedule"))).toMatchObject([{ field: "schedule.days.1", code: "SHIFT_TOO_SHORT" }]);
    await t.graphql(DISCARD, {}, headers);
  });

  it("offers the payroll team's active members as candidates, each with why they cannot work the draft's position", async () => {
    const headers = await employer();
    const ids = await idsOf();
    await t.graphql(DISCARD, {}, headers);
    await t.graphql(SAVE_CHECKED, { input: { general: general(ids), schedule: { days: week(160) } }, check: false }, headers);
    const members = await klok(
      `select e.id from team_members t join employees e on e.id = t.employee_id join companies c on c.id = t.company_id
       where c.name = 'Brouwerij De Klok' and not t.disabled order by t.sort_name, e.id`,
    );
    const { candidates } = await draftOf(headers);
    expect(members.length).toBeGreaterThan(10);
    expect(candidates.map((candidate) => candidate.id)).toEqual(members.map((member) => String(member.id)));
    expect(candidates.find((candidate) => candidate.id === String(ids.sofie))?.unavailability).toBeNull();
    expect(candidates.find((candidate) => candidate.id === String(ids.bram))?.unavailability).toBe("CONTRACT_DATA_MISSING");
    // Archived members (Fatima El Amrani) are not offered.
    expect(candidates.map((candidate) => candidate.firstName)).not.toContain("Fatima");
    await t.graphql(DISCARD, {}, headers);
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

  it("an extension of more hours a week waits for the back office; one of as many is made at once, its contract notes the new contract's remark", async () => {
    const headers = await employer();
    const id = await contractOf("ongoing", "Pieter-Jan");
    const contract = ((await t.graphql(CONTRACT, { id }, headers)).data as { contract: { endDate: string; actions: string[] } }).contract;
    expect(contract.actions).toContain("extend");
    const SAVE_EXTENSION = `mutation S($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { schedule { days { date } } } }`;
    const SUBMIT_EXTENSION = `mutation X($input: ContractIdInput!) { submitExtensionDraft(input: $input) { result extension { state notes contractNotes extensionContract { id status startDate remark } } } }`;
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
    const input = { contractId: id, schedule: { days: next(1, 3) }, notes: "  Inventaris: sleutel bij de poort  ", contractNotes: " Poort B, niet A " };
    await t.graphql(SAVE_EXTENSION, { input }, headers);
    const made = await t.graphql(SUBMIT_EXTENSION, { input: { contractId: id } }, headers);
    expect(made.errors).toBeUndefined();
    // Both kept, trimmed, on the extension: the general remarks for the office, the contract notes as the made contract's remark.
    const [notes, contractNotes] = ["Inventaris: sleutel bij de poort", "Poort B, niet A"];
    expect(made.data).toMatchObject({
      submitExtensionDraft: {
        result: "approved",
        extension: {
          state: "approved",
          notes,
          contractNotes,
          extensionContract: { status: "approved", startDate: addDays(contract.endDate, 1), remark: contractNotes },
        },
      },
    });
    expect((await t.graphql(CONTRACT, { id }, headers)).data).toMatchObject({ contract: { actions: expect.not.arrayContaining(["extend"]) } });
  });

  it("with check, an extension day not after the contract's last is refused (NOT_AFTER_CONTRACT) yet saved", async () => {
    const headers = await employer();
    const id = await contractOf("ongoing", "Karolien");
    const contract = ((await t.graphql(CONTRACT, { id }, headers)).data as { contract: { endDate: string; actions: string[] } }).contract;
    expect(contract.actions).toContain("extend");
    const SAVE_EXTENSION = `mutation S($input: SaveExtensionDraftInput!, $check: Boolean!) { saveExtensionDraft(input: $input, check: $check) {
      schedule { days { date } } problems { field code } } }`;
    const EXTENSION_DRAFT = `query E($id: ID!) { extensionDraft(contractId: $id) { schedule { days { date } } problems { field code } } }`;
    const day = (date: string) => ({ date, start: "08:00", end: "16:30", breakMinutes: 30 });
    try {
      const refused = await t.graphql(SAVE_EXTENSION, { input: { contractId: id, schedule: { days: [day(contract.endDate)] } }, check: true }, headers);
      expect(errorCode(refused)).toBe("EXTENSION_INVALID");
      expect(problemsOf(refused)).toEqual([{ field: "schedule.days.0", code: "NOT_AFTER_CONTRACT" }]);
      expect((await t.graphql(EXTENSION_DRAFT, { id }, headers)).data).toEqual({
        extensionDraft: { schedule: { days: [{ date: contract.endDate }] }, problems: [{ field: "schedule.days.0", code: "NOT_AFTER_CONTRACT" }] },
      });
      const unchecked = await t.graphql(SAVE_EXTENSION, { input: { contractId: id, schedule: { days: [day(contract.endDate)] } }, check: false }, headers);
      expect(unchecked.errors).toBeUndefined();
      expect(unchecked.data).toMatchObject({ saveExtensionDraft: { problems: [{ field: "schedule.days.0", code: "NOT_AFTER_CONTRACT" }] } });
      const next = await t.graphql(
        SAVE_EXTENSION,
        { input: { contractId: id, schedule: { days: [day(addDays(contract.endDate, 1))] } }, check: true },
        headers,
      );
      expect(next.errors).toBeUndefined();
      expect(next.data).toEqual({ saveExtensionDraft: { schedule: { days: [{ date: addDays(contract.endDate, 1) }] }, problems: [] } });
    } finally {
      await t.graphql(`mutation X($input: ContractIdInput!) { discardExtensionDraft(input: $input) { status } }`, { input: { contractId: id } }, headers);
    }
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
    // Only a failed one is pushed: once the office has it, and for a new one, the push is refused with a 4xx.
    const PUSH = `mutation P($input: WorkObstructionIdInput!) { pushWorkObstruction(input: $input) { state } }`;
    const again = await t.graphql(PUSH, { input: { id: failed.id } }, headers);
    expect(errorCode(again)).toBe("OBSTRUCTION_NOT_FAILED");
    expect(again.status).toBe(422);
    const fresh = (created.data as { createWorkObstruction: { id: string } }).createWorkObstruction.id;
    expect(errorCode(await t.graphql(PUSH, { input: { id: fresh } }, headers))).toBe("OBSTRUCTION_NOT_FAILED");
  });
});

describe("use as a template", () => {
  const TEMPLATE = `mutation T($input: ContractTemplateInput!) { startContractDraftFromTemplate(input: $input) {
    general { employeeId positionId committeeId costPlaceId statute contractType contractReason wageCents }
    schedule { days { date start end breakMinutes } } } }`;
  const CONTRACT_ANSWERS = `query C($id: ID!) { contract(id: $id) { line employee { id } days { date start end breakMinutes } } }`;

  it("writes only the new-contract draft: the contract's answers, its days moved by whole weeks to the week asked", async () => {
    const headers = await employer();
    const list = await t.graphql(LIST, { line: "payroll", filter: { status: "approved" }, page: 1 }, headers);
    const id = (list.data as { contracts: { nodes: { id: string }[] } }).contracts.nodes[0].id;
    const { contract } = (await t.graphql(CONTRACT_ANSWERS, { id }, headers)).data as {
      contract: { employee: { id: string }; days: { date: string; start: string; end: string; breakMinutes: number }[] };
    };
    const [{ count: before }] = await klok("select count(*)::int as count from contracts");
    const week = nextWeekOf(today());
    const answer = await t.graphql(TEMPLATE, { input: { contractId: id, week } }, headers);
    expect(answer.errors).toBeUndefined();
    const draft = (answer.data as { startContractDraftFromTemplate: { general: { employeeId: string }; schedule: { days: { date: string }[] } } })
      .startContractDraftFromTemplate;
    expect(draft.general).toMatchObject({ employeeId: contract.employee.id, statute: "worker", contractReason: expect.any(String) });
    expect(draft.schedule.days).toEqual(daysMovedToWeek(contract.days, week));
    expect(mondayOf(draft.schedule.days.map((day) => day.date).sort()[0])).toBe(week);
    // The draft, as the wizard reads it; no contract was made.
    expect((await t.graphql(DRAFT, {}, headers)).data).toMatchObject({ contractDraft: { general: { employeeId: contract.employee.id } } });
    expect((await klok("select count(*)::int as count from contracts"))[0].count).toBe(before);
    await t.graphql(DISCARD, {}, headers);
  });

  it("refuses a week that is no date, and a contract the caller may not see", async () => {
    const headers = await employer();
    const list = await t.graphql(LIST, { line: "payroll", page: 1 }, headers);
    const id = (list.data as { contracts: { nodes: { id: string }[] } }).contracts.nodes[0].id;
    expect(errorCode(await t.graphql(TEMPLATE, { input: { contractId: id, week: "2026-13-01" } }, headers))).toBe("DATE_INVALID");
    expect(errorCode(await t.graphql(TEMPLATE, { input: { contractId: "999999", week: today() } }, headers))).toBe("NOT_FOUND");
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

// Last in this file: it moves some of De Klok's contracts to dates on both sides of each limit.
describe("the duration filter (part 1 §3)", () => {
  const PAGE = `query Page($filter: ContractFilter) { contracts(line: payroll, filter: $filter, pageSize: 100) { totalCount nodes { id startDate endDate } } }`;
  type Listed = { contracts: { totalCount: number; nodes: { id: string; startDate: string; endDate: string }[] } };

  it("lists the contracts of each of the six options as contractDurationOf counts them", async () => {
    const edges = [
      ["2026-01-01", "2026-01-31"],
      ["2026-01-01", "2026-02-01"],
      ["2026-01-31", "2026-02-27"],
      ["2026-01-31", "2026-02-28"],
      ["2026-01-15", "2026-04-14"],
      ["2026-01-15", "2026-04-15"],
      ["2026-03-01", "2026-08-31"],
      ["2026-03-01", "2026-09-01"],
      ["2026-01-01", "2026-12-31"],
      ["2026-01-01", "2027-01-01"],
      ["2026-06-01", "2029-05-31"],
      ["2026-06-01", "2029-06-01"],
    ];
    const rows = await klok(
      `select c.id from contracts c join companies co on co.id = c.company_id
       where co.name = 'Brouwerij De Klok' and c.line = 'payroll' and c.state <> 'cancelled' order by c.id limit ${edges.length}`,
    );
    for (const [index, [start, end]] of edges.entries()) {
      await klok("update contracts set start_date = $2, end_date = $3 where id = $1", [rows[index].id, start, end]);
    }
    const headers = await employer();
    const all = (await t.graphql(PAGE, {}, headers)).data as Listed;
    expect(all.contracts.totalCount).toBe(all.contracts.nodes.length);
    for (const duration of CONTRACT_DURATIONS) {
      const filtered = (await t.graphql(PAGE, { filter: { duration } }, headers)).data as Listed;
      const expected = all.contracts.nodes.filter((contract) => contractDurationOf(contract.startDate, contract.endDate) === duration);
      expect(expected.length, duration).toBeGreaterThan(0);
      expect(filtered.contracts.nodes.map((contract) => contract.id).sort(), duration).toEqual(expected.map((contract) => contract.id).sort());
    }
  });
});
