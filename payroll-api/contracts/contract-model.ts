// A contract as the API reads it, who may read it, and its related data loaded once per request for
// every contract of a page (days, extensions, positions, committees).
import { capabilitiesOf, extendableLinesOf, type Capabilities } from "../../domain/access";
import { todayInBelgium } from "../../domain/belgian-time";
import { workedMinutes } from "../../domain/contract-schedule";
import {
  contractActionsOf,
  contractStatusOf,
  extensionStatusOf,
  type ContractRequest,
  type ContractState,
  type ExtensionState,
} from "../../domain/contract-status";
import type { ContractGeneral, ContractPremium } from "../../domain/contract";
import type { Queryable } from "../db/database";
import { batchedByRequest } from "../core/batch";
import { oncePerRequest, requireSelectedCompany, type ApiContext } from "../core/context";
import { notAllowed, notFound } from "../core/errors";
import type { CertificateType, ContractLine, ContractType, ContractReason, InflowAttempt, Statute } from "../core/schema-types.generated";

export type ContractRow = {
  id: number;
  company_id: number;
  line: ContractLine;
  employee_id: number | null;
  selection_member_id: number | null;
  first_name: string;
  last_name: string;
  position_id: number | null;
  position_name: string;
  committee_id: number | null;
  cost_place_id: number | null;
  cost_place_name: string | null;
  on_the_move: boolean;
  street: string | null;
  street_number: string | null;
  zip: string | null;
  city: string | null;
  country: string | null;
  site_address: string | null;
  statute: Statute;
  contract_type: ContractType;
  contract_reason: ContractReason;
  inflow_attempt: InflowAttempt | null;
  vca_exam_date: string | null;
  wage_cents: number;
  premiums: ContractPremium[];
  /** The certificates its position asked of the employee when it was requested (docs/decisions/0043). */
  certificate_types: CertificateType[];
  remark: string | null;
  full_time_confirmed: boolean;
  state: ContractState;
  request: ContractRequest | null;
  cancellation_reason: string | null;
  back_office_id: string | null;
  contract_number: string | null;
  start_date: string;
  end_date: string;
  extends_contract_id: number | null;
  extension_stopped: boolean;
  created_at: Date;
};

/** A contract with its person (the employee, or the selection team's worker) as `person`, and its cost place. */
export const CONTRACT_FROM = `from contracts c left join employees e on e.id = c.employee_id
  left join selection_team_members s on s.id = c.selection_member_id
  cross join lateral (select coalesce(e.first_name, s.first_name) as first_name, coalesce(e.last_name, s.last_name) as last_name) person
  left join cost_places cp on cp.id = c.cost_place_id`;

/** Dates as yyyy-MM-dd text, so that both drivers give the same calendar day. */
export const CONTRACT_SELECT = `select c.id, c.company_id, c.line, c.employee_id, c.selection_member_id, person.first_name, person.last_name,
    c.position_id, c.position_name,
    c.committee_id, c.cost_place_id, cp.name as cost_place_name, c.on_the_move, c.street, c.street_number, c.zip, c.city, c.country,
    c.site_address, c.statute, c.contract_type, c.contract_reason, c.inflow_attempt, to_char(c.vca_exam_date, 'YYYY-MM-DD') as vca_exam_date,
    c.wage_cents, c.premiums, c.certificate_types, c.remark, c.full_time_confirmed, c.state, c.request, c.cancellation_reason, c.back_office_id,
    c.contract_number, to_char(c.start_date, 'YYYY-MM-DD') as start_date, to_char(c.end_date, 'YYYY-MM-DD') as end_date,
    c.extends_contract_id, c.extension_stopped, c.created_at
  ${CONTRACT_FROM}`;

/** The lines of contracts the caller may see in the selected company (part 2 §2, §6). */
export async function contractLinesOf(context: ApiContext): Promise<{
  userId: number;
  companyId: number;
  capabilities: Capabilities;
  lines: ContractLine[];
  extensionLines: ContractLine[];
  extendableLines: ContractLine[];
}> {
  const { userId, companyId } = await requireSelectedCompany(context);
  return oncePerRequest(context, `contract-lines:${companyId}`, async () => {
    const [row] = await context.db.query<{
      connexys_ids: (string | null)[];
      construct4d_id: string | null;
      interim4d_id: string | null;
      construct4d_permissions: string[];
      interim4d_permissions: string[];
    }>(
      `select array(select o.connexys_id from offers o where o.company_id = c.id) as connexys_ids,
         c.construct4d_id, c.interim4d_id, m.construct4d_permissions, m.interim4d_permissions
       from company_memberships m join companies c on c.id = m.company_id
       where m.user_id = $1 and m.company_id = $2`,
      [userId, companyId],
    );
    const capabilities = capabilitiesOf({
      offers: row.connexys_ids.map((connexysId) => ({ connexysId })),
      hasNonPayrollOffers: false,
      construct4dPermissions: row.construct4d_id === null ? null : { permissions: row.construct4d_permissions },
      interim4dPermissions: row.interim4d_id === null ? null : { permissions: row.interim4d_permissions },
    });
    const lines: ContractLine[] = [];
    if (capabilities.payroll) lines.push("payroll");
    if (capabilities.interimHoursValidation) lines.push("interim");
    if (capabilities.constructHoursValidation) lines.push("construct");
    // The lines whose contracts the caller may extend (part 2 §6; read-only otherwise), and those whose
    // extension list the dashboard counts: the payroll line's, else the selection lines' it may extend.
    const extendableLines = extendableLinesOf(capabilities);
    const extensionLines = lines.includes("payroll") ? (["payroll"] as ContractLine[]) : extendableLines;
    return { userId, companyId, capabilities, lines, extensionLines, extendableLines };
  });
}

/** The selected company, when the caller may see contracts of `line`; NOT_ALLOWED otherwise. */
export async function requireContractLine(context: ApiContext, line: ContractLine) {
  const access = await contractLinesOf(context);
  if (!access.lines.includes(line)) throw notAllowed();
  return access;
}

/** One contract of the selected company on a line the caller may see; null otherwise. */
export async function findContract(context: ApiContext, id: number): Promise<ContractRow | null> {
  const { companyId, lines } = await contractLinesOf(context);
  const [row] = await context.db.query<ContractRow>(`${CONTRACT_SELECT} where c.id = $1 and c.company_id = $2 and c.line = any($3::text[])`, [
    id,
    companyId,
    lines,
  ]);
  return row ?? null;
}

/** One contract as findContract reads it. Errors: NOT_FOUND (none the caller may see). */
export async function requireContract(context: ApiContext, id: number): Promise<ContractRow> {
  const contract = await findContract(context, id);
  if (!contract) throw notFound();
  return contract;
}

/** Contracts by id, loaded together for every extension of a request: an extension's contract is the extended one's. */
export const contractsById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<ContractRow>(`${CONTRACT_SELECT} where c.id = any($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
});

export type ContractDayRow = {
  contract_id: number;
  date: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  cancellation_requested: boolean;
};

export const daysOfContracts = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<ContractDayRow>(
    `select contract_id, to_char(date, 'YYYY-MM-DD') as date, start_time, end_time, break_minutes, cancellation_requested
     from contract_days where contract_id = any($1::int[]) order by contract_id, date`,
    [ids],
  );
  const byContract = new Map<number, ContractDayRow[]>(ids.map((id) => [id, []]));
  for (const row of rows) byContract.get(row.contract_id)!.push(row);
  return byContract;
});

export type ExtensionRow = {
  id: number;
  contract_id: number;
  state: ExtensionState;
  days: { date: string; start: string; end: string; breakMinutes: number }[];
  /** The general remarks, for the office. */
  notes: string | null;
  /** What the contract the extension makes says as its remark; null: the extended contract's. */
  contract_notes: string | null;
  extension_contract_id: number | null;
};

/** One extension request; null when there is none with that id. */
export async function extensionById(db: Queryable, id: number): Promise<ExtensionRow | null> {
  const [row] = await db.query<ExtensionRow>("select * from contract_extensions where id = $1", [id]);
  return row ?? null;
}

/** Each contract's latest extension request. */
export const latestExtensionOf = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<ExtensionRow>(
    `select distinct on (contract_id) id, contract_id, state, days, notes, contract_notes, extension_contract_id
     from contract_extensions where contract_id = any($1::int[]) order by contract_id, id desc`,
    [ids],
  );
  return new Map(rows.map((row) => [row.contract_id, row]));
});

export type ObstructionRow = {
  id: number;
  contract_id: number;
  date: string;
  weather: string;
  risk: string;
  work_type: string;
  reason: string;
  start_time: string;
  end_time: string;
  break_minutes: number;
  street: string;
  street_number: string | null;
  zip: string;
  city: string;
  location_comment: string | null;
  comment: string | null;
  state: "created" | "failed";
};

const OBSTRUCTION_COLUMNS = `id, contract_id, to_char(date, 'YYYY-MM-DD') as date, weather, risk, work_type, reason, start_time, end_time,
  break_minutes, street, street_number, zip, city, location_comment, comment, state`;

export const obstructionsOf = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<ObstructionRow>(`select ${OBSTRUCTION_COLUMNS} from work_obstructions where contract_id = any($1::int[])`, [ids]);
  const byContract = new Map<number, ObstructionRow[]>(ids.map((id) => [id, []]));
  for (const row of rows) byContract.get(row.contract_id)!.push(row);
  return byContract;
});

/** One work obstruction, as just written by its create or push. */
export async function obstructionById(context: ApiContext, id: number) {
  const [row] = await context.db.query<ObstructionRow>(`select ${OBSTRUCTION_COLUMNS} from work_obstructions where id = $1`, [id]);
  return toWorkObstruction(row);
}

export const toWorkObstruction = (row: ObstructionRow) => ({
  id: String(row.id),
  date: row.date,
  weather: row.weather,
  risk: row.risk,
  workType: row.work_type,
  reason: row.reason,
  start: row.start_time,
  end: row.end_time,
  breakMinutes: row.break_minutes,
  street: row.street,
  streetNumber: row.street_number,
  zip: row.zip,
  city: row.city,
  locationComment: row.location_comment,
  comment: row.comment,
  state: row.state,
});

export const scheduleDayOf = (row: ContractDayRow) => ({ date: row.date, start: row.start_time, end: row.end_time, breakMinutes: row.break_minutes });

const statusFactsOf = (row: ContractRow) => ({ state: row.state, request: row.request, startDate: row.start_date, endDate: row.end_date });

/** A contract's status today (Belgian): the row's alone, without its days or extensions. */
export const contractStatusOfRow = (row: ContractRow) => contractStatusOf(statusFactsOf(row), todayInBelgium(new Date()));

/** The status, extension status and actions of a contract today (Belgian). */
export async function standingOf(context: ApiContext, row: ContractRow) {
  const today = todayInBelgium(new Date());
  const [days, latest] = await Promise.all([daysOfContracts(context, row.id), latestExtensionOf(context, row.id)]);
  const facts = statusFactsOf(row);
  const status = contractStatusOf(facts, today);
  const extensionStatus = extensionStatusOf({ ...facts, extensionStopped: row.extension_stopped, latestExtension: latest?.state ?? null }, today);
  const { extendableLines } = await contractLinesOf(context);
  const dates = (days ?? []).map((day) => day.date);
  const actions = contractActionsOf({ status, extensionStatus, days: dates, line: row.line, extendable: extendableLines.includes(row.line) }, today);
  return { status, extensionStatus, actions };
}

export const totalMinutesOf = (days: ContractDayRow[]) => days.reduce((total, day) => total + workedMinutes(scheduleDayOf(day)), 0);

/** Whether the company's rate agreement valid today allows day contracts. */
export async function dayContractsAllowed(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db.query<{ allowed: boolean }>(
    `select coalesce(bool_or(day_contracts_allowed), false) as allowed from rate_agreement_documents
     where company_id = $1 and valid_until >= (now() at time zone 'Europe/Brussels')::date`,
    [companyId],
  );
  return row.allowed;
}

/** A contract's terms as the contract wizard holds them: what an edit starts from and an extension carries over. */
export function generalOfContract(contract: ContractRow): ContractGeneral {
  const id = (value: number | null) => (value === null ? null : String(value));
  return {
    employeeId: id(contract.employee_id),
    positionId: id(contract.position_id),
    committeeId: id(contract.committee_id),
    costPlaceId: id(contract.cost_place_id),
    onTheMove: contract.on_the_move,
    location: contract.on_the_move
      ? null
      : { street: contract.street, streetNumber: contract.street_number, zip: contract.zip, city: contract.city, country: contract.country },
    siteAddress: contract.site_address,
    statute: contract.statute,
    contractType: contract.contract_type,
    contractReason: contract.contract_reason,
    inflowAttempt: contract.inflow_attempt,
    vcaExamDate: contract.vca_exam_date,
    wageCents: contract.wage_cents,
    premiums: contract.premiums,
    remark: contract.remark,
  };
}
