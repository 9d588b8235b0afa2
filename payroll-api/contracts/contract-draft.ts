// The contract wizard's draft (wizard_drafts, kind "contract"): General and Schedule saved as typed, and
// the contract made from it once the whole draft passes domain/contract.ts.
import { commuteKm } from "../../domain/commute-distance";
import { DISTANCE_PREMIUMS, type ContractGeneral, type ContractSchedule, type ContractProblem } from "../../domain/contract";
import { chosenEmployeesOf, employeeChoiceProblems, isForSeveral, MAX_EMPLOYEES_AT_ONCE, notMemberProblems } from "../../domain/contract-employees";
import type { PremiumTypeName, PremiumUnitName } from "../../domain/positions";
import { inOrder, periodOf, type ScheduleDay } from "../../domain/contract-schedule";
import type { Queryable } from "../db/database";
import { findLocality } from "../db/localities";
import { idOf, type ApiContext } from "../core/context";
import { badInput, invalidInput } from "../core/errors";
import type { ContractGeneralInput, ContractScheduleInput } from "../core/schema-types.generated";
import { deleteDraft, loadDraft, saveDraft, type DraftOwner } from "../core/wizard-drafts";
import { activeMembersAmong, positionFactsOf, type PositionFactsRow } from "./contract-facts";
import { requireContractLine } from "./contract-model";
import { contractRuleProblems } from "./contract-rules";
import { lockEmployee } from "./employee-calendar";

/** The draft's answers: General's with the employees after the first who get the same contract (issue 46). */
export type ContractDraftSteps = { general: ContractDraftGeneral; schedule: ContractSchedule };
type ContractDraftGeneral = ContractGeneral & { otherEmployeeIds: (string | null)[] };

const EMPTY_GENERAL: ContractDraftGeneral = {
  employeeId: null,
  otherEmployeeIds: [],
  positionId: null,
  committeeId: null,
  costPlaceId: null,
  onTheMove: null,
  location: null,
  siteAddress: null,
  statute: null,
  contractType: null,
  contractReason: null,
  inflowAttempt: null,
  vcaExamDate: null,
  wageCents: null,
  premiums: [],
  remark: null,
};
const EMPTY_SCHEDULE: ContractSchedule = { days: [], fullTimeConfirmed: null };
/** The answers a wizard starts from: none for a new contract; an edited contract's own (contract-edit.ts). */
export const EMPTY_STEPS: ContractDraftSteps = { general: EMPTY_GENERAL, schedule: EMPTY_SCHEDULE };

/** The caller's own draft of a new payroll contract. */
export async function contractDraftOwner(context: ApiContext): Promise<DraftOwner> {
  const { userId, companyId } = await requireContractLine(context, "payroll");
  return { kind: "contract", companyId, userId, subjectId: null };
}

/** The saved steps, a step never saved being `base`'s. */
export async function loadContractDraft(db: Queryable, owner: DraftOwner, base: ContractDraftSteps = EMPTY_STEPS): Promise<ContractDraftSteps> {
  const saved = await loadDraft<ContractDraftSteps>(db, owner);
  return { general: saved.general ? { ...EMPTY_GENERAL, ...saved.general } : base.general, schedule: saved.schedule ?? base.schedule };
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function generalOfInput(input: ContractGeneralInput): ContractDraftGeneral {
  return {
    employeeId: input.employeeId ?? null,
    otherEmployeeIds: (input.otherEmployeeIds ?? []).map((id) => id || null),
    positionId: input.positionId ?? null,
    committeeId: input.committeeId ?? null,
    costPlaceId: input.costPlaceId ?? null,
    onTheMove: input.onTheMove ?? null,
    location: input.location
      ? {
          street: text(input.location.street),
          streetNumber: text(input.location.streetNumber),
          zip: text(input.location.zip),
          city: text(input.location.city),
          country: text(input.location.country),
        }
      : null,
    siteAddress: text(input.siteAddress),
    statute: input.statute ?? null,
    contractType: input.contractType ?? null,
    contractReason: input.contractReason ?? null,
    inflowAttempt: input.inflowAttempt ?? null,
    vcaExamDate: text(input.vcaExamDate),
    wageCents: input.wageCents ?? null,
    premiums: (input.premiums ?? []).map((premium) => ({
      type: premium.type,
      value: premium.value ?? null,
      unit: premium.unit ?? null,
      contributionValue: premium.contributionValue ?? null,
      distanceKm: premium.distanceKm ?? null,
    })),
    remark: text(input.remark),
  };
}

export function scheduleOfInput(input: ContractScheduleInput): ContractSchedule {
  return {
    days: input.days.map((day) => ({ date: text(day.date), start: text(day.start), end: text(day.end), breakMinutes: day.breakMinutes ?? null })),
    fullTimeConfirmed: input.fullTimeConfirmed ?? null,
  };
}

const isDistancePremium = (type: string) => (DISTANCE_PREMIUMS as readonly string[]).includes(type);

/**
 * General's answers once the position changed: those left empty take the position's (its committee and
 * statute, its location, its wage), and its premiums replace the draft's, as the position pays them.
 */
function withPositionDefaults(general: ContractDraftGeneral, position: PositionFactsRow): ContractDraftGeneral {
  const positionLocation = { street: position.street, streetNumber: position.street_number, zip: position.zip, city: position.city, country: position.country };
  const locationEmpty = !general.location || Object.values(general.location).every((part) => part === null);
  return {
    ...general,
    committeeId: general.committeeId ?? String(position.committee_id),
    statute: general.statute ?? position.statute,
    onTheMove: general.onTheMove ?? position.on_the_move,
    location: locationEmpty && !position.on_the_move ? positionLocation : general.location,
    wageCents: general.wageCents ?? position.wage_cents,
    premiums: position.premiums.map((premium) => ({
      type: premium.type as PremiumTypeName,
      value: premium.value,
      unit: premium.unit as PremiumUnitName | null,
      contributionValue: premium.contributionValue,
      distanceKm: null,
    })),
  };
}

/** A distance premium left without its distance gets the estimate, when there is one. */
async function withEstimatedDistances(db: Queryable, companyId: number, general: ContractDraftGeneral): Promise<ContractDraftGeneral> {
  if (!general.premiums.some((premium) => isDistancePremium(premium.type) && premium.distanceKm === null)) return general;
  const estimate = await estimatedDistanceKm(db, companyId, general);
  if (estimate === null) return general;
  return {
    ...general,
    premiums: general.premiums.map((premium) =>
      isDistancePremium(premium.type) && premium.distanceKm === null ? { ...premium, distanceKm: estimate } : premium,
    ),
  };
}

/** Saves the steps given as typed, General with the position's answers when it changed; answers the whole draft. */
export async function saveContractDraft(
  db: Queryable,
  owner: DraftOwner,
  steps: Partial<ContractDraftSteps>,
  base: ContractDraftSteps = EMPTY_STEPS,
): Promise<ContractDraftSteps> {
  const saved = await loadContractDraft(db, owner, base);
  let general = steps.general;
  if (general?.positionId && general.positionId !== saved.general.positionId) {
    const position = await positionFactsOf(db, owner.companyId, general.positionId);
    if (position) general = withPositionDefaults(general, position);
  }
  if (general) general = await withEstimatedDistances(db, owner.companyId, general);
  const changed = { ...(general ? { general } : {}), ...(steps.schedule ? { schedule: steps.schedule } : {}) };
  await saveDraft<ContractDraftSteps>(db, owner, changed);
  return { ...saved, ...changed };
}

/** The problems of some steps only: those whose field is theirs. */
export const problemsOfSteps = (problems: ContractProblem[], steps: string[]) =>
  problems.filter((problem) => steps.some((step) => problem.field === step || problem.field.startsWith(`${step}.`)));

/** The one-way distance from the employee's home to the workplace, by the localities' coordinates. */
export async function estimatedDistanceKm(db: Queryable, companyId: number, general: ContractDraftGeneral): Promise<number | null> {
  // A draft for several employees has one distance for all: typed, as no one's home stands for the others'.
  if (!general.employeeId || isForSeveral(general) || general.onTheMove !== false || !general.location?.zip || !general.location.city) return null;
  const [home] = await db.query<{ zip: string | null; city: string | null }>(
    `select e.zip, e.city from employees e join team_members t on t.employee_id = e.id and t.company_id = $1 where e.id = $2`,
    [companyId, idOf(general.employeeId)],
  );
  if (!home?.zip || !home.city) return null;
  const [from, to] = await Promise.all([findLocality(db, home.zip, home.city), findLocality(db, general.location.zip, general.location.city)]);
  return commuteKm(from, to);
}

/**
 * Every problem of a whole draft, with the facts it was checked against (the rules an extension passes
 * too). An edited contract (`exceptContractId`) is checked against the employee's other contracts, and
 * is one employee's. A draft for several employees is checked without one: what holds whatever the
 * employee; each employee's contract is checked on its own (domain/contract-employees.ts forOneEmployee).
 */
export async function draftProblems(db: Queryable, companyId: number, steps: ContractDraftSteps, now: Date, exceptContractId: number | null = null) {
  const choice = employeeChoiceProblems(steps.general, exceptContractId === null ? MAX_EMPLOYEES_AT_ONCE : 1);
  if (!isForSeveral(steps.general)) {
    const checked = await contractRuleProblems(db, companyId, steps, now, { exceptContractId });
    return { ...checked, problems: [...choice, ...checked.problems] };
  }
  const withoutEmployee = { ...steps, general: { ...steps.general, employeeId: null } };
  const [checked, members] = await Promise.all([
    contractRuleProblems(db, companyId, withoutEmployee, now, { exceptContractId }),
    activeMembersAmong(db, companyId, chosenEmployeesOf(steps.general)),
  ]);
  const employeeRequired = steps.general.employeeId ? [] : [{ field: "general.employeeId", code: "FIELD_REQUIRED" } satisfies ContractProblem];
  const notMembers = notMemberProblems(steps.general, (id) => members.has(id));
  const general = checked.problems.filter((problem) => problem.field !== "general.employeeId");
  return { ...checked, problems: [...employeeRequired, ...notMembers, ...choice, ...general] };
}

/** A restricted account (part 1 §6) neither creates nor changes contracts. */
export async function requireContractCreation(db: Queryable, companyId: number): Promise<void> {
  const [company] = await db.query<{ contract_creation_blocked: boolean }>("select contract_creation_blocked from companies where id = $1", [companyId]);
  if (company.contract_creation_blocked) throw badInput("CONTRACT_CREATION_BLOCKED");
}

/** A checked draft's answers as the contracts table's columns, for an insert and an update alike. */
export function contractColumnsOf(
  steps: ContractDraftSteps,
  { candidate, position }: { candidate: { id: number }; position: { id: number; name: string; certificate_types: string[] } },
): Record<string, unknown> {
  const { general } = steps;
  const period = periodOf(inOrder(steps.schedule.days as ScheduleDay[]))!;
  const location = general.onTheMove ? null : general.location;
  return {
    employee_id: candidate.id,
    position_id: position.id,
    position_name: position.name,
    committee_id: idOf(general.committeeId!),
    cost_place_id: general.costPlaceId ? idOf(general.costPlaceId) : null,
    on_the_move: general.onTheMove,
    street: location?.street ?? null,
    street_number: location?.streetNumber ?? null,
    zip: location?.zip ?? null,
    city: location?.city ?? null,
    country: location?.country ?? null,
    site_address: general.siteAddress,
    statute: general.statute,
    contract_type: general.contractType,
    contract_reason: general.contractReason,
    inflow_attempt: general.contractReason === "inflow" ? general.inflowAttempt : null,
    vca_exam_date: general.vcaExamDate,
    wage_cents: general.wageCents,
    premiums: JSON.stringify(general.premiums),
    // The position's certificates as the contract confirms them (docs/decisions/0043).
    certificate_types: position.certificate_types,
    remark: general.remark,
    full_time_confirmed: Boolean(steps.schedule.fullTimeConfirmed),
    start_date: period.startDate,
    end_date: period.endDate,
  };
}

/** The checks of a whole draft at its save, once the employee's row is locked; CONTRACT_INVALID when one fails. */
export async function checkedDraft(tx: Queryable, owner: DraftOwner, steps: ContractDraftSteps, exceptContractId: number | null = null) {
  // The employee's row locked first: a contract saved for the same employee at the same moment waits,
  // then sees this one's days (docs/decisions/0036).
  if (steps.general.employeeId) await lockEmployee(tx, idOf(steps.general.employeeId));
  const { problems, position, candidate } = await draftProblems(tx, owner.companyId, steps, new Date(), exceptContractId);
  if (problems.length > 0 || !position || !candidate) throw invalidInput("CONTRACT_INVALID", problems);
  return { position, candidate };
}

/** What a contract's save does besides its row: its days, the member's had-contract flag. */
export async function saveContractDays(tx: Queryable, owner: DraftOwner, contractId: number, steps: ContractDraftSteps, employeeId: number) {
  await tx.query("delete from contract_days where contract_id = $1", [contractId]);
  await insertDays(tx, contractId, inOrder(steps.schedule.days as ScheduleDay[]));
  await tx.query("update team_members set had_contract = true where company_id = $1 and employee_id = $2", [owner.companyId, employeeId]);
}

/** Inserts the requested contract of a checked draft (one employee's), with its days. */
export async function insertContract(tx: Queryable, owner: DraftOwner, steps: ContractDraftSteps, checked: Parameters<typeof contractColumnsOf>[1]) {
  const columns = { company_id: owner.companyId, line: "payroll", ...contractColumnsOf(steps, checked), created_by: owner.userId };
  const names = Object.keys(columns);
  const [row] = await tx.query<{ id: number }>(
    `insert into contracts (${names.join(", ")}) values (${names.map((_, index) => `$${index + 1}`).join(", ")}) returning id`,
    Object.values(columns),
  );
  await saveContractDays(tx, owner, row.id, steps, checked.candidate.id);
  return row.id;
}

/** Creates the requested contract from a valid draft, in the transaction that checks it. */
export async function submitContractDraft(context: ApiContext, owner: DraftOwner): Promise<number> {
  const { db } = context;
  await requireContractCreation(db, owner.companyId);
  const steps = await loadContractDraft(db, owner);
  if (isForSeveral(steps.general)) throw badInput("DRAFT_FOR_SEVERAL_EMPLOYEES");
  return db.transaction(async (tx) => {
    const id = await insertContract(tx, owner, steps, await checkedDraft(tx, owner, steps));
    await deleteDraft(tx, owner);
    return id;
  });
}

export async function insertDays(db: Queryable, contractId: number, days: ScheduleDay[]): Promise<void> {
  await db.query(
    `insert into contract_days (contract_id, date, start_time, end_time, break_minutes)
     select $1, day.date::date, day.start, day."end", day."breakMinutes"
     from jsonb_to_recordset($2::jsonb) as day(date text, start text, "end" text, "breakMinutes" int)`,
    [contractId, JSON.stringify(days)],
  );
}

export const discardContractDraft = (db: Queryable, owner: DraftOwner) => deleteDraft(db, owner);
