// One-time keys (docs/decisions/0034-one-time-form-keys.md): every create the portal's forms make is sent
// twice at the same moment with one Idempotency-Key, as a double click without JavaScript or a retried
// request sends it. Whichever of the two the API takes first, one record is made and both get its answer:
// one runs, the other is the stored answer again. What a key covers (docs/decisions/0063): the account,
// the selected company and the operation, with its input. One fresh database for the file.
import { randomBytes } from "node:crypto";
import { drawDocumentScan } from "../tests/support/id-card-image";
import { IDEMPOTENCY_HEADER } from "./idempotency-keys";
import { companyIdOf, errorCode, useTestApi } from "./test-support";

const t = useTestApi();
let klok: number;

beforeAll(async () => {
  klok = await companyIdOf(t, "Brouwerij De Klok");
});

const { as } = t;
const EMPLOYER = "employer@example.com";

type Sent = { status: number; type: string | null; replayed: boolean; body: string };
type Request = { method: "POST" | "PUT"; path: string; body: unknown };

const graphqlRequest = (query: string, variables: Record<string, unknown>): Request => ({ method: "POST", path: "/graphql", body: { query, variables } });
const newKey = () => randomBytes(16).toString("hex");

async function send({ method, path, body }: Request, headers: Record<string, string>): Promise<Sent> {
  const response = await fetch(t.url + path, {
    method,
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", ...headers },
    body: JSON.stringify(body),
  });
  const { status, headers: answered } = response;
  return { status, type: answered.get("Content-Type"), replayed: answered.get("Idempotent-Replayed") === "true", body: await response.text() };
}

/** The request sent twice at once with one key: both answers, in the order they were sent. */
async function sentTwice(request: Request, key = newKey(), email = EMPLOYER): Promise<[Sent, Sent]> {
  const headers = { ...(await as(email)), [IDEMPOTENCY_HEADER]: key };
  return Promise.all([send(request, headers), send(request, headers)]);
}

/** One ran and the other got its answer, whichever came first. */
function expectOneAnswer([first, second]: [Sent, Sent]) {
  expect(first.status).toBeLessThan(300);
  expect(JSON.parse(first.body)).not.toHaveProperty("errors");
  expect(second.status).toBe(first.status);
  expect(second.body).toBe(first.body);
  expect(second.type).toBe(first.type);
  expect([first.replayed, second.replayed].sort()).toEqual([false, true]);
}

const count = async (sql: string, params: unknown[]) => (await t.api.db.query<{ count: number }>(`select count(*)::int as count from ${sql}`, params))[0].count;

const ADD_COST_PLACE = "mutation Add($input: AddCostPlaceInput!) { addCostPlace(input: $input) { id name } }";
const addCostPlace = (name: string) => graphqlRequest(ADD_COST_PLACE, { input: { name } });
const costPlacesNamed = (name: string) => count("cost_places where company_id = $1 and name = $2", [klok, name]);

const CONTRACTS = `query List($page: Int!) { contracts(line: payroll, page: $page, pageSize: 100) { pageCount nodes { id actions endDate } } }`;
type ContractNode = { id: string; actions: string[]; endDate: string };
const taken = new Set<string>();

/** A De Klok payroll contract that offers the action, a different one for each case. */
async function contractWith(action: string): Promise<ContractNode> {
  for (let page = 1; ; page++) {
    const answer = await t.graphql<{ contracts: { pageCount: number; nodes: ContractNode[] } }>(CONTRACTS, { page }, await as(EMPLOYER));
    const found = answer.data!.contracts.nodes.find((node) => node.actions.includes(action) && !taken.has(node.id));
    if (found) {
      taken.add(found.id);
      return found;
    }
    if (page >= answer.data!.contracts.pageCount) throw new Error(`no contract offers ${action}`);
  }
}

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const brusselsToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Brussels" }).format(new Date());

describe("a create sent twice at once with one key", () => {
  it("the cost place: one Dubbelklik Gent, and the same answer twice", async () => {
    expectOneAnswer(await sentTwice(addCostPlace("Dubbelklik Gent")));
    expect(await costPlacesNamed("Dubbelklik Gent")).toBe(1);
  });

  it("the position of the add-position wizard", async () => {
    const [functionCode] = await t.api.db.query<{ id: number }>("select id from function_codes where code = '118/01'");
    const general = {
      name: "Dubbelklik brouwer",
      functionCodeId: String(functionCode.id),
      noVatApplicable: false,
      description: "Brouwt.",
      onTheMove: true,
      location: null,
      wageCents: 1745,
      vivaldisOfficeCode: "ANT",
      studentsAllowed: false,
      isFlexi: false,
    };
    const saved = await t.graphql(
      "mutation Save($input: SavePositionDraftInput!) { savePositionDraft(input: $input) { positionId } }",
      { input: { general } },
      await as(EMPLOYER),
    );
    expect(saved.errors).toBeUndefined();
    expectOneAnswer(
      await sentTwice(graphqlRequest("mutation Submit($input: SubmitPositionDraftInput!) { submitPositionDraft(input: $input) { id name } }", { input: {} })),
    );
    expect(await count("positions where company_id = $1 and name = $2", [klok, "Dubbelklik brouwer"])).toBe(1);
  });

  it("the invitation to the payroll team", async () => {
    const email = "dubbelklik.invited@example.com";
    const input = { firstName: "Wannes", lastName: "Dubbelklik", email, mobile: "+32 475 12 34 56", preferredLanguage: "nl" };
    const mails = await t.outbox.during(async () => {
      expectOneAnswer(
        await sentTwice(graphqlRequest("mutation Invite($input: InviteToPayrollTeamInput!) { inviteToPayrollTeam(input: $input) { id } }", { input })),
      );
    });
    expect(await count("employees where email = $1", [email])).toBe(1);
    expect(mails).toHaveLength(1);
  });

  it("the employee's certificate", async () => {
    const [employee] = await t.api.db.query<{ id: number }>(
      "select employee_id as id from team_members where company_id = $1 and not disabled order by employee_id limit 1",
      [klok],
    );
    const before = await count("employee_certificates where employee_id = $1", [employee.id]);
    const input = {
      employeeId: String(employee.id),
      certificateType: "vca_basic",
      expiresOn: "2030-01-31",
      front: { data: (await drawDocumentScan("VCA front")).toString("base64") },
    };
    expectOneAnswer(
      await sentTwice(graphqlRequest("mutation Certificate($input: EmployeeCertificateInput!) { saveEmployeeCertificate(input: $input) { id } }", { input })),
    );
    expect(await count("employee_certificates where employee_id = $1", [employee.id])).toBe(before + 1);
  });

  it("the work post sheet", async () => {
    const [position] = await t.api.db.query<{ id: number }>(
      "select p.id from positions p where p.company_id = $1 and not exists (select 1 from work_post_sheets s where s.position_id = p.id) order by p.id limit 1",
      [klok],
    );
    const input = {
      positionId: String(position.id),
      tasksToPerform: "Kratten stapelen",
      workstationLocation: "Depot",
      welcomeOfficerName: "An Claes",
      protectiveEquipment: ["safety_shoes"],
      vaccines: [],
      healthRisks: [],
      noHealthRisksConfirmed: true,
      maternityProtection: false,
    };
    expectOneAnswer(
      await sentTwice(
        graphqlRequest("mutation Create($input: WorkPostSheetInput!) { createWorkPostSheet(input: $input) { positionId createdAt } }", { input }),
      ),
    );
    expect(await count("work_post_sheets where position_id = $1", [position.id])).toBe(1);
  });

  it("the work obstruction", async () => {
    const contract = await contractWith("report_work_obstruction");
    const date = brusselsToday();
    await t.api.db.query("delete from work_obstructions where contract_id = $1 and date = $2", [contract.id, date]);
    const input = {
      contractId: contract.id,
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
    };
    expectOneAnswer(
      await sentTwice(graphqlRequest("mutation O($input: WorkObstructionInput!) { createWorkObstruction(input: $input) { id date } }", { input })),
    );
    expect(await count("work_obstructions where contract_id = $1 and date = $2", [contract.id, date])).toBe(1);
  });

  it("the contract cancellation request", async () => {
    const contract = await contractWith("request_contract_cancellation");
    const input = { contractId: contract.id, reason: "Dubbelklik" };
    expectOneAnswer(
      await sentTwice(graphqlRequest("mutation C($input: ContractCancellationInput!) { requestContractCancellation(input: $input) { id status } }", { input })),
    );
    expect(await count("contracts where id = $1 and request = 'contract_cancellation_pending'", [contract.id])).toBe(1);
  });

  it("the workday cancellation request", async () => {
    const contract = await contractWith("request_workday_cancellation");
    const days = await t.api.db.query<{ date: string }>("select to_char(date, 'YYYY-MM-DD') as date from contract_days where contract_id = $1 order by date", [
      contract.id,
    ]);
    const input = { contractId: contract.id, keptDates: days.slice(0, -1).map((day) => day.date) };
    expectOneAnswer(
      await sentTwice(graphqlRequest("mutation W($input: WorkdayCancellationInput!) { requestWorkdayCancellation(input: $input) { id status } }", { input })),
    );
    expect(await count("contract_days where contract_id = $1 and cancellation_requested", [contract.id])).toBe(1);
  });

  it("the extension request", async () => {
    const contract = await contractWith("extend");
    const days = [1, 2, 3].map((offset) => ({ date: addDays(contract.endDate, offset), start: "08:00", end: "16:30", breakMinutes: 30 }));
    const saved = await t.graphql(
      "mutation S($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { schedule { days { date } } } }",
      { input: { contractId: contract.id, schedule: { days } } },
      await as(EMPLOYER),
    );
    expect(saved.errors).toBeUndefined();
    const before = await count("contract_extensions where contract_id = $1", [contract.id]);
    expectOneAnswer(
      await sentTwice(
        graphqlRequest("mutation X($input: ContractIdInput!) { submitExtensionDraft(input: $input) { result extension { id } } }", {
          input: { contractId: contract.id },
        }),
      ),
    );
    expect(await count("contract_extensions where contract_id = $1", [contract.id])).toBe(before + 1);
  });

  it("the survey's answers", async () => {
    const [survey] = await t.api.db.query<{ id: string }>(
      `insert into surveys (company_id, employee_id, survey_type, state)
       select $1, employee_id, 'first_company_survey', 'OPENED' from team_members where company_id = $1 order by employee_id limit 1
       returning id::text as id`,
      [klok],
    );
    const questions = await t.api.db.query<{ id: string; kind: string }>(
      "select q.id::text as id, q.kind from survey_questions q where q.survey_type = 'first_company_survey' order by q.position",
    );
    const answers = questions.map(({ id, kind }) =>
      kind === "rating" ? { questionId: id, rating: 1 } : kind === "yes_no" ? { questionId: id, yes: true } : { questionId: id, text: "Stipt." },
    );
    expectOneAnswer(
      await sentTwice(
        graphqlRequest("mutation Submit($input: SubmitSurveyInput!) { submitSurvey(input: $input) { id state } }", { input: { surveyId: survey.id, answers } }),
      ),
    );
    expect(await count("survey_answers where survey_id = $1", [survey.id])).toBe(questions.length);
  });

  it("the timesheet (REST)", async () => {
    const [contract] = await t.api.db.query<{ id: number }>("select id from hours_validation_contracts where employee_name = 'Bram Goossens'");
    const detail = await t.rest<{ data: { timesheets: { id: number | null; weekStart: string; startDate: string }[] } }>(
      "GET",
      `/api/hours_validation/contracts/${contract.id}`,
      undefined,
      await as(EMPLOYER),
    );
    const week = detail.body.data.timesheets.find((timesheet) => timesheet.id === null)!;
    const days = [{ date: week.startDate, minutes: 480, absent: false, absenceReason: null, remark: null }];
    const sent = await sentTwice({
      method: "POST",
      path: "/api/hours_validation/contracts/",
      body: { contractId: contract.id, weekStart: week.weekStart, status: "draft", days },
    });
    expectOneAnswer(sent);
    expect(sent[0].status).toBe(201);
    expect(await count("timesheets where contract_id = $1 and week_start = $2", [contract.id, week.weekStart])).toBe(1);
  });
});

describe("the keys", () => {
  it("without a key, or with two keys, the same form sent twice makes two records: a key is one rendering of a form", async () => {
    const headers = await as(EMPLOYER);
    await Promise.all([send(addCostPlace("Zonder sleutel"), headers), send(addCostPlace("Zonder sleutel"), headers)]);
    expect(await costPlacesNamed("Zonder sleutel")).toBe(2);
    await Promise.all([sentTwice(addCostPlace("Twee sleutels")), sentTwice(addCostPlace("Twee sleutels"))]);
    expect(await costPlacesNamed("Twee sleutels")).toBe(2);
  });

  it("a later request with the same key and input gets the first answer; with another input it is refused with 422, not run", async () => {
    const key = newKey();
    const headers = { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: key };
    const first = await send(addCostPlace("Later Gent"), headers);
    const again = await send(addCostPlace("Later Gent"), headers);
    expect(again).toEqual({ ...first, replayed: true });
    const other = await send(addCostPlace("Later Brugge"), headers);
    expect(other.status).toBe(422);
    expect(other.replayed).toBe(false);
    expect(errorCode(JSON.parse(other.body))).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(await costPlacesNamed("Later Gent")).toBe(1);
    expect(await costPlacesNamed("Later Brugge")).toBe(0);
  });

  it("cover one operation: another mutation with the same key runs (two calls of one save share it)", async () => {
    const key = newKey();
    const headers = { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: key };
    await send(addCostPlace("Eén sleutel, twee bewerkingen"), headers);
    const select = graphqlRequest("mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }", { id: klok });
    const second = await send(select, headers);
    expect(second.status).toBe(200);
    expect(second.replayed).toBe(false);
    expect(second.body).toContain("company");
  });

  it("cover the selected company: the same key and input after switching company runs again, in the other company", async () => {
    const key = newKey();
    const bakery = await companyIdOf(t, "Bakkerij Vermeulen");
    const other = await t.signIn(EMPLOYER);
    const headers = { "x-user-email": other.email, "x-user-token": other.token };
    const select = (id: number) =>
      send(graphqlRequest("mutation Select($id: ID!) { selectCompany(input: { companyId: $id }) { user { company { id } } } }", { id }), headers);
    const inBakery = () => count("cost_places where company_id = $1 and name = $2", [bakery, "Over bedrijven heen"]);
    const first = await send(addCostPlace("Over bedrijven heen"), { ...headers, [IDEMPOTENCY_HEADER]: key });
    expect(first.status).toBe(200);
    await select(bakery);
    const setCostPlaces = (enabled: boolean) => t.api.db.query("update companies set cost_places_enabled = $2 where id = $1", [bakery, enabled]);
    const [{ cost_places_enabled: enabled }] = await t.api.db.query<{ cost_places_enabled: boolean }>(
      "select cost_places_enabled from companies where id = $1",
      [bakery],
    );
    await setCostPlaces(true);
    try {
      const second = await send(addCostPlace("Over bedrijven heen"), { ...headers, [IDEMPOTENCY_HEADER]: key });
      expect(second.replayed).toBe(false);
      expect(JSON.parse(second.body)).not.toHaveProperty("errors");
      expect(second.body).not.toBe(first.body);
      expect(await inBakery()).toBe(1);
      expect(await costPlacesNamed("Over bedrijven heen")).toBe(1);
    } finally {
      await setCostPlaces(enabled);
      await select(klok);
    }
  });

  it("cover the account, not the e-mail as written: the address in other letter case gets the first answer", async () => {
    const key = newKey();
    const session = await t.signIn(EMPLOYER);
    await send(addCostPlace("Hoofdletters"), { "x-user-email": session.email, "x-user-token": session.token, [IDEMPOTENCY_HEADER]: key });
    const shouted = await send(addCostPlace("Hoofdletters"), {
      "x-user-email": EMPLOYER.toUpperCase(),
      "x-user-token": session.token,
      [IDEMPOTENCY_HEADER]: key,
    });
    expect(shouted.status).toBe(200);
    expect(shouted.replayed).toBe(true);
    expect(await costPlacesNamed("Hoofdletters")).toBe(1);
  });

  it("a refused request gives its key back: the same request runs again once it can succeed", async () => {
    const key = newKey();
    const setCostPlaces = (enabled: boolean) => t.api.db.query("update companies set cost_places_enabled = $2 where id = $1", [klok, enabled]);
    await setCostPlaces(false);
    try {
      const [refused] = await sentTwice(addCostPlace("Eerst geweigerd"), key);
      expect(errorCode(JSON.parse(refused.body))).toBe("COST_PLACES_DISABLED");
    } finally {
      await setCostPlaces(true);
    }
    expectOneAnswer(await sentTwice(addCostPlace("Eerst geweigerd"), key));
    expect(await costPlacesNamed("Eerst geweigerd")).toBe(1);
  });

  it("belong to the account: another session of the same account gets the first answer", async () => {
    const key = newKey();
    const other = await t.signIn(EMPLOYER);
    await send(addCostPlace("Twee sessies"), { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: key });
    const second = await send(addCostPlace("Twee sessies"), { "x-user-email": other.email, "x-user-token": other.token, [IDEMPOTENCY_HEADER]: key });
    expect(second.replayed).toBe(true);
    expect(await costPlacesNamed("Twee sessies")).toBe(1);
  });

  it("belong to one account: another account's request with the same key runs", async () => {
    const key = newKey();
    await send(addCostPlace("Twee accounts"), { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: key });
    const second = await send(addCostPlace("Twee accounts"), { ...(await as("tom.verstraete@example.com")), [IDEMPOTENCY_HEADER]: key });
    expect(second.replayed).toBe(false);
    expect(await costPlacesNamed("Twee accounts")).toBe(2);
  });

  it("are kept only for what changes things: a query with a key is answered afresh", async () => {
    const before = await count("idempotency_keys", []);
    const headers = { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: newKey() };
    const query = graphqlRequest("query { costPlaces { id } }", {});
    const [first, second] = [await send(query, headers), await send(query, headers)];
    expect([first.replayed, second.replayed]).toEqual([false, false]);
    expect(await count("idempotency_keys", [])).toBe(before);
  });

  it("a key that is no key is refused with 400, not run", async () => {
    const headers = { ...(await as(EMPLOYER)), [IDEMPOTENCY_HEADER]: "a b" };
    const answer = await send(addCostPlace("Slechte sleutel"), headers);
    expect(answer.status).toBe(400);
    expect(errorCode(JSON.parse(answer.body))).toBe("IDEMPOTENCY_KEY_INVALID");
    expect(await costPlacesNamed("Slechte sleutel")).toBe(0);
  });
});
