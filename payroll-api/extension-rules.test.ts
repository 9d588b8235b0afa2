// An extension passes at its own dates what the contract wizard checks (docs/decisions/0041): the
// employee's eligibility, inflow with the contract's reason and attempts, and the employee's calendar,
// which now holds the interim and construct contracts of the selection workers linked to an employee.
// Interim and construct contracts are extended by a user whose permissions for that line hold
// extending_contracts next to hours_validation; the API refuses the others.
import { addDays, mondayOf, todayInBelgium } from "../domain/belgian-time";
import { OTHER_COMPANY_SHIFT } from "./seed/seed-linked-workers";
import { errorCode, useTestApi } from "./test-support";

const SAVE = `mutation Save($input: SaveContractDraftInput!) { saveContractDraft(input: $input) { problems { field code } } }`;
const DISCARD = `mutation { discardContractDraft { status } }`;
const SAVE_EXTENSION = `mutation Save($input: SaveExtensionDraftInput!) { saveExtensionDraft(input: $input) { problems { field code } } }`;
const SUBMIT_EXTENSION = `mutation Submit($contractId: ID!) { submitExtensionDraft(input: { contractId: $contractId }) { result } }`;
const ACTIONS = `query Actions($id: ID!) { contract(id: $id) { actions } }`;

type Day = { date: string; start: string; end: string; breakMinutes: number };
type Problem = { field: string; code: string };
type Answer = { status: number; errors?: { extensions?: Record<string, unknown> }[]; data?: Record<string, unknown> | null };

const t = useTestApi();
const { as } = t;
const today = () => todayInBelgium(new Date());
const query = <Row>(sql: string, params: unknown[] = []) => t.api.db.query<Row>(sql, params);
const shift = (date: string, start = "08:00", end = "14:00"): Day => ({ date, start, end, breakMinutes: 0 });
const problemsOf = (answer: Answer) => answer.errors?.[0]?.extensions?.problems as Problem[] | undefined;

async function facts() {
  const [row] = await query<{ klok: number; position: number; committee: number; sofie: number; joris: number }>(
    `select (select id from companies where name = 'Brouwerij De Klok') as klok,
       (select p.id from positions p join companies c on c.id = p.company_id where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as position,
       (select f.committee_id from positions p join function_codes f on f.id = p.function_code_id join companies c on c.id = p.company_id
          where c.name = 'Brouwerij De Klok' and p.name = 'Bottelaar') as committee,
       (select id from employees where email = 'sofie.claes@example.com') as sofie,
       (select id from employees where first_name = 'Joris' and last_name = 'Van Hoof') as joris`,
  );
  return row;
}

/** An approved payroll contract of Joris Van Hoof for Bottelaar over `days` (or only its dates, when no days), with its reason. */
async function contractOfJoris(
  period: { startDate: string; endDate: string },
  days: Day[],
  reason: { contract_reason: string; inflow_attempt: string | null } = { contract_reason: "temporary_increase", inflow_attempt: null },
): Promise<number> {
  const { klok, joris, position, committee } = await facts();
  const [row] = await query<{ id: number }>(
    `insert into contracts (company_id, line, employee_id, position_id, position_name, committee_id, on_the_move, street, street_number, zip,
       city, country, statute, contract_type, contract_reason, inflow_attempt, wage_cents, state, start_date, end_date)
     values ($1, 'payroll', $2, $3, 'Bottelaar', $4, false, 'Brouwerijstraat', '1', '2000', 'Antwerpen', 'BE', 'worker', 'worker', $5, $6, 1600,
       'approved', $7, $8) returning id`,
    [klok, joris, position, committee, reason.contract_reason, reason.inflow_attempt, period.startDate, period.endDate],
  );
  for (const day of days) {
    await query("insert into contract_days (contract_id, date, start_time, end_time, break_minutes) values ($1, $2, $3, $4, 0)", [
      row.id,
      day.date,
      day.start,
      day.end,
    ]);
  }
  return row.id;
}

const saveExtension = async (contractId: number, days: Day[], headers: Record<string, string>) =>
  (await t.graphql(SAVE_EXTENSION, { input: { contractId: String(contractId), schedule: { days } } }, headers)) as Answer;
const submitExtension = async (contractId: number, headers: Record<string, string>) =>
  (await t.graphql(SUBMIT_EXTENSION, { contractId: String(contractId) }, headers)) as Answer;
const savedProblems = (answer: Answer) => (answer.data?.saveExtensionDraft as { problems: Problem[] }).problems;

describe("the employee's calendar on every line", () => {
  async function draftFor(headers: Record<string, string>, days: Day[]) {
    const { sofie, position, committee } = await facts();
    await t.graphql(DISCARD, {}, headers);
    const general = {
      employeeId: String(sofie),
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
    const saved = (await t.graphql(SAVE, { input: { general, schedule: { days } } }, headers)) as Answer;
    expect(saved.errors).toBeUndefined();
    return (saved.data!.saveContractDraft as { problems: Problem[] }).problems;
  }
  const interimDay = () => addDays(today(), OTHER_COMPANY_SHIFT.offset);

  it("refuses a payroll contract over the employee's interim shift at another company, naming neither, and leaves 8 hours of rest free", async () => {
    // Sofie Claes works 06:00 to 10:00 that day for Nettoyage Dubois, as its interim worker linked to her.
    const headers = await as("employer@example.com");
    const refused = await draftFor(headers, [shift(interimDay(), "08:00", "16:00")]);
    expect(refused).toEqual([{ field: "schedule.days.0", code: "EMPLOYEE_ALREADY_WORKS" }]);
    expect(JSON.stringify(refused)).not.toMatch(/Dubois|Schoonmaker|Etterbeek|BO-|C0/);
    expect(await draftFor(headers, [shift(interimDay(), "17:59", "22:00")])).toEqual([{ field: "schedule.days.0", code: "EMPLOYEE_ALREADY_WORKS" }]);
    expect(await draftFor(headers, [shift(interimDay(), "18:00", "22:00")])).toEqual([]);
  });

  it("says an interim shift of the same company as the company's own contract", async () => {
    const { klok, sofie } = await facts();
    const [worker] = await query<{ id: number }>(
      "update selection_team_members set employee_id = $2 where id = (select min(id) from selection_team_members where company_id = $1 and kind = 'interim') returning id",
      [klok, sofie],
    );
    const date = addDays(today(), 200);
    const [contract] = await query<{ id: number }>(
      `insert into contracts (company_id, line, selection_member_id, position_name, statute, contract_type, contract_reason, wage_cents, state,
         start_date, end_date)
       values ($1, 'interim', $2, 'Magazijnier', 'worker', 'worker', 'temporary_increase', 1725, 'approved', $3, $3) returning id`,
      [klok, worker.id, date],
    );
    await query("insert into contract_days (contract_id, date, start_time, end_time) values ($1, $2, '08:00', '12:00')", [contract.id, date]);
    const headers = await as("employer@example.com");
    expect(await draftFor(headers, [shift(date, "10:00", "16:00")])).toEqual([{ field: "schedule.days.0", code: "CALENDAR_OVERLAP" }]);
    // Unlinked, the worker is the selection office's only: the day is free.
    await query("update selection_team_members set employee_id = null where id = $1", [worker.id]);
    expect(await draftFor(headers, [shift(date, "10:00", "16:00")])).toEqual([]);
    await t.graphql(DISCARD, {}, headers);
  });
});

describe("an extension's eligibility at its own dates", () => {
  it("is refused when the employee's ID card expires before its last day, and passes once the card covers it", async () => {
    const { joris } = await facts();
    const last = addDays(today(), 3);
    const contractId = await contractOfJoris({ startDate: addDays(today(), 1), endDate: last }, [shift(addDays(today(), 1)), shift(last)]);
    const headers = await as("employer@example.com");
    const extensionDay = addDays(last, 7);
    const [card] = await query<{ expires: string }>("select id_card_expires_on::text as expires from employees where id = $1", [joris]);
    await query("update employees set id_card_expires_on = $2 where id = $1", [joris, addDays(extensionDay, -1)]);
    const days = [shift(extensionDay)];
    expect(savedProblems(await saveExtension(contractId, days, headers))).toEqual([{ field: "schedule", code: "ID_CARD_EXPIRES" }]);
    const refused = await submitExtension(contractId, headers);
    expect(errorCode(refused)).toBe("EXTENSION_INVALID");
    expect(problemsOf(refused)).toEqual([{ field: "schedule", code: "ID_CARD_EXPIRES" }]);

    await query("update employees set id_card_expires_on = $2 where id = $1", [joris, extensionDay]);
    expect(savedProblems(await saveExtension(contractId, days, headers))).toEqual([]);
    expect((await submitExtension(contractId, headers)).errors).toBeUndefined();
    await query("update employees set id_card_expires_on = $2 where id = $1", [joris, card.expires]);
  });

  it("meets the contract's own days: under 8 hours of rest at the boundary is refused, 8 hours is accepted", async () => {
    const first = addDays(today(), 5);
    const contractId = await contractOfJoris({ startDate: first, endDate: first }, [shift(first, "14:00", "22:00")]);
    const headers = await as("employer@example.com");
    expect(savedProblems(await saveExtension(contractId, [shift(addDays(first, 1), "05:59", "12:00")], headers))).toEqual([
      { field: "schedule.days.0", code: "CALENDAR_REST_TOO_SHORT" },
    ]);
    expect(savedProblems(await saveExtension(contractId, [shift(addDays(first, 1), "06:00", "12:00")], headers))).toEqual([]);
    expect((await submitExtension(contractId, headers)).errors).toBeUndefined();
  });
});

describe("an inflow extension", () => {
  // The contract: an inflow week of one day, the Monday of the week holding 14 days from now (so it is
  // to extend); the extension: the Monday after, which carries on the contract's attempt.
  const monday = () => mondayOf(addDays(today(), 14));
  const extension = () => [shift(addDays(monday(), 7))];

  /** Joris's inflow contract on `monday`, after earlier inflow contracts (dates only) with De Klok. */
  async function inflowContract(attempt: string, earlier: { startDate: string; endDate: string }[]) {
    await query(
      "delete from contract_extensions where contract_id in (select id from contracts where employee_id = (select id from employees where first_name = 'Joris' and last_name = 'Van Hoof'))",
    );
    await query("delete from contracts where employee_id = (select id from employees where first_name = 'Joris' and last_name = 'Van Hoof')");
    const inflow = { contract_reason: "inflow", inflow_attempt: attempt };
    for (const period of earlier) await contractOfJoris(period, [], inflow);
    return contractOfJoris({ startDate: monday(), endDate: monday() }, [shift(monday())], inflow);
  }
  const weeksBefore = (weeks: number) => addDays(monday(), -7 * weeks);

  it("is refused past 6 months in one attempt, and accepted within", async () => {
    const headers = await as("employer@example.com");
    // 26 weeks before the contract, and its week, and the extension's: more than 6 months.
    let contractId = await inflowContract("first", [{ startDate: weeksBefore(26), endDate: addDays(monday(), -1) }]);
    expect(savedProblems(await saveExtension(contractId, extension(), headers))).toEqual([{ field: "schedule", code: "INFLOW_ATTEMPT_TOO_LONG" }]);
    expect(problemsOf(await submitExtension(contractId, headers))).toEqual([{ field: "schedule", code: "INFLOW_ATTEMPT_TOO_LONG" }]);

    // 24 weeks before: 25 weeks and a day in all, within 6 months.
    contractId = await inflowContract("first", [{ startDate: weeksBefore(24), endDate: addDays(monday(), -1) }]);
    expect(savedProblems(await saveExtension(contractId, extension(), headers))).toEqual([]);
    expect((await submitExtension(contractId, headers)).errors).toBeUndefined();
  });

  it("is refused past 9 months over its attempts, and accepted within", async () => {
    const headers = await as("employer@example.com");
    // The second attempt: 19 weeks before the contract, then the contract and the extension (141 days).
    const second = { startDate: weeksBefore(19), endDate: addDays(monday(), -1) };
    // A first attempt of 20 weeks (Monday to Friday), ending two weeks before the second: 138 + 141 days, over 9 months.
    const firstOf = (weeks: number) => ({ startDate: addDays(second.startDate, -7 * (weeks + 1)), endDate: addDays(second.startDate, -14 + 4) });
    let contractId = await inflowContract("second", [firstOf(20), second]);
    expect(savedProblems(await saveExtension(contractId, extension(), headers))).toEqual([{ field: "schedule", code: "INFLOW_TOTAL_TOO_LONG" }]);
    expect(problemsOf(await submitExtension(contractId, headers))).toEqual([{ field: "schedule", code: "INFLOW_TOTAL_TOO_LONG" }]);

    // A first attempt of 15 weeks: 103 + 141 days, within 9 months.
    contractId = await inflowContract("second", [firstOf(15), second]);
    expect(savedProblems(await saveExtension(contractId, extension(), headers))).toEqual([]);
    expect((await submitExtension(contractId, headers)).errors).toBeUndefined();
  });

  it("declared past three attempts is refused", async () => {
    const headers = await as("employer@example.com");
    const contractId = await inflowContract("more_than_three", []);
    expect(savedProblems(await saveExtension(contractId, extension(), headers))).toEqual([{ field: "schedule", code: "INFLOW_TOO_MANY_ATTEMPTS" }]);
  });
});

describe("interim and construct extensions (part 2 §6)", () => {
  /** De Klok's interim contract of the seed ending 4 days from now: to extend. */
  async function interimContract() {
    const [row] = await query<{ id: number; selection_member_id: number }>(
      `select c.id, c.selection_member_id from contracts c join companies k on k.id = c.company_id
       where k.name = 'Brouwerij De Klok' and c.line = 'interim' and c.end_date = $1::date`,
      [addDays(today(), 4)],
    );
    return row;
  }

  it("are refused to a user whose interim permissions lack extending_contracts (422), and offered to one who has it", async () => {
    const contract = await interimContract();
    // Sophie Lejeune validates De Klok's interim hours without extending_contracts.
    const readOnly = await as("sophie.lejeune@example.com");
    const actionsFor = async (headers: Record<string, string>) =>
      ((await t.graphql(ACTIONS, { id: String(contract.id) }, headers)) as { data: { contract: { actions: string[] } } }).data.contract.actions;
    expect(await actionsFor(readOnly)).not.toContain("extend");
    const refused = await saveExtension(contract.id, [shift(addDays(today(), 7))], readOnly);
    expect(refused.status).toBe(422);
    expect(errorCode(refused)).toBe("NOT_EXTENDABLE");
    expect(errorCode(await submitExtension(contract.id, readOnly))).toBe("NOT_EXTENDABLE");

    const employer = await as("employer@example.com");
    expect(await actionsFor(employer)).toContain("extend");
  });

  it("an extension of an interim contract is its worker's new interim contract", async () => {
    const contract = await interimContract();
    const headers = await as("employer@example.com");
    expect(savedProblems(await saveExtension(contract.id, [shift(addDays(today(), 7))], headers))).toEqual([]);
    expect(((await submitExtension(contract.id, headers)).data as { submitExtensionDraft: unknown }).submitExtensionDraft).toEqual({ result: "approved" });
    const [made] = await query<{ line: string; selection_member_id: number; employee_id: number | null }>(
      "select line, selection_member_id, employee_id from contracts where extends_contract_id = $1",
      [contract.id],
    );
    expect(made).toEqual({ line: "interim", selection_member_id: contract.selection_member_id, employee_id: null });
  });
});
