// Demo contracts (part 2 §4): Brouwerij De Klok has a payroll contract in every list status and every
// extension status, dated from the day the database is seeded (Belgian), and a few interim and
// construct contracts of its selection team. backoffice@example.com plays the provider's back office.
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import type { ContractRequest, ContractState, ExtensionState } from "../../domain/contract-status";
import type { Queryable } from "../db/database";

/** A contract's working days: `count` consecutive days from `from` days after today, 08:00 to 16:30 with a 30-minute break. */
type ContractSeed = {
  person: string;
  position: string;
  from: number;
  count: number;
  state?: ContractState;
  request?: ContractRequest;
  /** Days (offsets) a pending workday cancellation unticked. */
  unticked?: number[];
  extension?: { state: ExtensionState; from: number; count: number; start?: string; end?: string; notes?: string };
  stopped?: boolean;
  obstruction?: { offset: number; state: "created" | "failed" };
};

/** De Klok's payroll contracts, by the employee's first and last name. */
const PAYROLL: ContractSeed[] = [
  // Ongoing, one per browser test project: work obstruction for today; a failed one yesterday.
  { person: "Pieter-Jan De Backer", position: "Brouwer", from: -2, count: 7, obstruction: { offset: -1, state: "failed" } },
  { person: "Karolien Stevens", position: "Brouwer", from: -2, count: 7, obstruction: { offset: -1, state: "failed" } },
  { person: "Pieter-Jan De Backer", position: "Bottelaar", from: 10, count: 5 },
  { person: "Karolien Stevens", position: "Bottelaar", from: -30, count: 5 },
  { person: "Karolien Stevens", position: "Hulpbrouwer", from: 20, count: 5, state: "requested" },
  { person: "Pieter-Jan De Backer", position: "Hulpbrouwer", from: 30, count: 3, state: "refused" },
  { person: "Karolien Stevens", position: "Brouwer", from: 40, count: 3, request: "contract_cancellation_pending" },
  { person: "Pieter-Jan De Backer", position: "Brouwer", from: 50, count: 3, request: "contract_cancellation_refused" },
  { person: "Karolien Stevens", position: "Bottelaar", from: 60, count: 5, request: "workday_cancellation_pending", unticked: [62] },
  { person: "Pieter-Jan De Backer", position: "Bottelaar", from: 70, count: 5, request: "workday_cancellation_refused" },
  // Extensions: waiting for the back office (more hours a week), waiting for its contract, made.
  {
    person: "Sofie Claes",
    position: "Brouwer",
    from: -10,
    count: 16,
    extension: { state: "draft", from: 6, count: 5, start: "07:00", end: "17:30", notes: "Langere dagen voor de brouwpiek" },
  },
  { person: "Sofie Claes", position: "Bottelaar", from: -60, count: 5 },
  { person: "Nina Jacobs", position: "Bottelaar", from: 3, count: 4, state: "requested", extension: { state: "waiting", from: 7, count: 3 } },
  { person: "Nina Jacobs", position: "Brouwer", from: -40, count: 5, extension: { state: "approved", from: -35, count: 5 } },
  { person: "Fatima El Amrani", position: "Bottelaar", from: -20, count: 5, stopped: true },
  // The browser tests' own (js: Pieter-Jan, no-js: Karolien): deleted, cancelled, some days cancelled.
  { person: "Pieter-Jan De Backer", position: "Hulpbrouwer", from: 90, count: 3, state: "requested" },
  { person: "Karolien Stevens", position: "Hulpbrouwer", from: 95, count: 3, state: "requested" },
  { person: "Karolien Stevens", position: "Brouwer", from: 100, count: 5 },
  { person: "Pieter-Jan De Backer", position: "Brouwer", from: 110, count: 5 },
  { person: "Karolien Stevens", position: "Bottelaar", from: 120, count: 5 },
];

/** Selection contracts: the line, the worker (the selection team's) and the position at the office. */
const SELECTION: { line: "interim" | "construct"; from: number; count: number; position: string; statute: "worker" | "clerk" }[] = [
  { line: "interim", from: -5, count: 10, position: "Magazijnier", statute: "worker" },
  { line: "interim", from: 14, count: 5, position: "Administratief bediende", statute: "clerk" },
  { line: "interim", from: -45, count: 5, position: "Heftruckchauffeur", statute: "worker" },
  { line: "construct", from: -3, count: 8, position: "Metselaar", statute: "worker" },
  { line: "construct", from: 21, count: 5, position: "Bekister", statute: "worker" },
];

const dayRows = (today: string, from: number, count: number, start = "08:00", end = "16:30") =>
  Array.from({ length: count }, (_, index) => ({ date: addDays(today, from + index), start, end, breakMinutes: 30 }));

async function insertContract(
  tx: Queryable,
  columns: Record<string, unknown>,
  days: { date: string; start: string; end: string; breakMinutes: number }[],
  unticked: string[] = [],
): Promise<number> {
  const names = Object.keys(columns);
  const [{ id }] = await tx.query<{ id: number }>(
    `insert into contracts (${names.join(", ")}, start_date, end_date)
     values (${names.map((_, i) => `$${i + 1}`).join(", ")}, $${names.length + 1}, $${names.length + 2}) returning id`,
    [...Object.values(columns), days[0].date, days[days.length - 1].date],
  );
  await tx.query(
    `insert into contract_days (contract_id, date, start_time, end_time, break_minutes, cancellation_requested)
     select $1, day.date::date, day.start, day."end", day."breakMinutes", day.date = any($3::text[])
     from jsonb_to_recordset($2::jsonb) as day(date text, start text, "end" text, "breakMinutes" int)`,
    [id, JSON.stringify(days), unticked],
  );
  if (columns.state === "approved") {
    await tx.query("update contracts set back_office_id = 'BO-' || id, contract_number = 'C' || lpad(id::text, 7, '0') where id = $1", [id]);
  }
  return id;
}

export async function seedContracts(tx: Queryable, klokId: number): Promise<void> {
  await tx.query("update users set is_back_office = true where email = 'backoffice@example.com'");
  const today = todayInBelgium(new Date());
  const people = new Map(
    (
      await tx.query<{ id: number; name: string }>(
        `select e.id, e.first_name || ' ' || e.last_name as name from employees e join team_members t on t.employee_id = e.id and t.company_id = $1`,
        [klokId],
      )
    ).map((row) => [row.name, row.id]),
  );
  const positions = new Map(
    (
      await tx.query<{ id: number; name: string; committee_id: number; statute: "worker" | "clerk"; wage_cents: number }>(
        `select p.id, p.name, f.committee_id, c.statute, p.wage_cents from positions p join function_codes f on f.id = p.function_code_id
         join committees c on c.id = f.committee_id where p.company_id = $1`,
        [klokId],
      )
    ).map((row) => [row.name, row]),
  );
  for (const seed of PAYROLL) {
    const position = positions.get(seed.position)!;
    const state = seed.state ?? "approved";
    const columns = {
      company_id: klokId,
      line: "payroll",
      employee_id: people.get(seed.person)!,
      position_id: position.id,
      position_name: position.name,
      committee_id: position.committee_id,
      on_the_move: false,
      street: "Brouwerijstraat",
      street_number: "1",
      zip: "2000",
      city: "Antwerpen",
      country: "BE",
      statute: position.statute,
      contract_type: position.statute,
      contract_reason: "temporary_increase",
      wage_cents: position.wage_cents,
      state,
      request: seed.request ?? null,
      cancellation_reason: seed.request?.startsWith("contract_cancellation") ? "De bestelling werd geannuleerd." : null,
      extension_stopped: seed.stopped ?? false,
    };
    const unticked = (seed.unticked ?? []).map((offset) => addDays(today, offset));
    const id = await insertContract(tx, columns, dayRows(today, seed.from, seed.count), unticked);
    if (seed.extension) {
      const days = dayRows(today, seed.extension.from, seed.extension.count, seed.extension.start, seed.extension.end);
      const made = seed.extension.state === "approved" ? await insertContract(tx, { ...columns, extends_contract_id: id }, days) : null;
      await tx.query("insert into contract_extensions (contract_id, state, days, notes, extension_contract_id) values ($1, $2, $3::jsonb, $4, $5)", [
        id,
        seed.extension.state,
        JSON.stringify(days),
        seed.extension.notes ?? null,
        made,
      ]);
    }
    if (seed.obstruction) {
      await tx.query(
        `insert into work_obstructions (contract_id, date, weather, risk, work_type, reason, start_time, end_time, break_minutes, street,
           street_number, zip, city, state)
         values ($1, $2, 'vorst', 'gladheid', 'buitenwerk', 'onveilige_werkomstandigheden', '08:00', '16:30', 30, 'Brouwerijstraat', '1',
           '2000', 'Antwerpen', $3)`,
        [id, addDays(today, seed.obstruction.offset), seed.obstruction.state],
      );
    }
  }
  const members = await tx.query<{ id: number; kind: "interim" | "construct" }>(
    "select id, kind from selection_team_members where company_id = $1 order by sort_name, id",
    [klokId],
  );
  for (const [index, seed] of SELECTION.entries()) {
    const worker = members.filter((member) => member.kind === seed.line)[index % 3];
    await insertContract(
      tx,
      {
        company_id: klokId,
        line: seed.line,
        selection_member_id: worker.id,
        position_name: seed.position,
        on_the_move: seed.line === "construct",
        street: seed.line === "construct" ? null : "Brouwerijstraat",
        street_number: seed.line === "construct" ? null : "1",
        zip: seed.line === "construct" ? null : "2000",
        city: seed.line === "construct" ? null : "Antwerpen",
        country: seed.line === "construct" ? null : "BE",
        statute: seed.statute,
        contract_type: seed.statute,
        contract_reason: "temporary_increase",
        wage_cents: 1725,
        state: "approved",
      },
      dayRows(today, seed.from, seed.count),
    );
  }
}
