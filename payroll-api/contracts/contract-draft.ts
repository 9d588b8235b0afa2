// The contract wizard's draft (wizard_drafts, kind "contract"): General and Schedule saved as typed, and
// the contract made from it once the whole draft passes domain/contract.ts.
import { todayInBelgium } from "../../domain/belgian-time";
import { isCalendarDate } from "../../domain/calendar-date";
import { commuteKm } from "../../domain/commute-distance";
import {
  contractGeneralProblems,
  contractScheduleProblems,
  DISTANCE_PREMIUMS,
  type ContractGeneral,
  type ContractSchedule,
  type ContractProblem,
} from "../../domain/contract";
import type { PremiumTypeName, PremiumUnitName } from "../../domain/positions";
import { inOrder, periodOf, type ScheduleDay } from "../../domain/contract-schedule";
import type { Queryable } from "../db/database";
import { findLocality } from "../db/localities";
import { badInput, idOf, invalidInput, type ApiContext } from "../graphql/context";
import type { ContractGeneralInput, ContractScheduleInput } from "../graphql/resolvers.generated";
import { deleteDraft, loadDraft, saveDraft, type DraftOwner } from "../graphql/wizard-drafts";
import { averageWeeklyHoursOf, generalFactsOf, inflowHistoryOf, positionFactsOf, type PositionFactsRow } from "./contract-facts";
import { requireContractLine } from "./contract-model";
import { calendarProblemsOf, lockEmployee } from "./employee-calendar";
import { studentHoursProblemsOf } from "./student-hours";

export type ContractDraftSteps = { general: ContractGeneral; schedule: ContractSchedule };

export const EMPTY_GENERAL: ContractGeneral = {
  employeeId: null,
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

/** The caller's own draft of a new payroll contract. */
export async function contractDraftOwner(context: ApiContext): Promise<DraftOwner> {
  const { userId, companyId } = await requireContractLine(context, "payroll");
  return { kind: "contract", companyId, userId, subjectId: null };
}

export async function loadContractDraft(db: Queryable, owner: DraftOwner): Promise<ContractDraftSteps> {
  const saved = await loadDraft<ContractDraftSteps>(db, owner);
  return { general: { ...EMPTY_GENERAL, ...saved.general }, schedule: saved.schedule ?? EMPTY_SCHEDULE };
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export function generalOfInput(input: ContractGeneralInput): ContractGeneral {
  return {
    employeeId: input.employeeId ?? null,
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
export function withPositionDefaults(general: ContractGeneral, position: PositionFactsRow): ContractGeneral {
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
async function withEstimatedDistances(db: Queryable, companyId: number, general: ContractGeneral): Promise<ContractGeneral> {
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
export async function saveContractDraft(db: Queryable, owner: DraftOwner, steps: Partial<ContractDraftSteps>): Promise<ContractDraftSteps> {
  const saved = await loadContractDraft(db, owner);
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
export async function estimatedDistanceKm(db: Queryable, companyId: number, general: ContractGeneral): Promise<number | null> {
  if (!general.employeeId || general.onTheMove !== false || !general.location?.zip || !general.location.city) return null;
  const [home] = await db.query<{ zip: string | null; city: string | null }>(
    `select e.zip, e.city from employees e join team_members t on t.employee_id = e.id and t.company_id = $1 where e.id = $2`,
    [companyId, idOf(general.employeeId)],
  );
  if (!home?.zip || !home.city) return null;
  const [from, to] = await Promise.all([findLocality(db, home.zip, home.city), findLocality(db, general.location.zip, general.location.city)]);
  return commuteKm(from, to);
}

/** The draft's dates that can be read, in order. */
export const draftDatesOf = (steps: ContractDraftSteps) =>
  steps.schedule.days
    .map((day) => day.date)
    .filter((date): date is string => Boolean(date && isCalendarDate(date)))
    .sort();

/** The draft's first working day as typed, or `today` before it has one. */
export const firstDayOf = (steps: ContractDraftSteps, today: string) => draftDatesOf(steps)[0] ?? today;

/** Every problem of a whole draft, with the facts it was checked against. */
export async function draftProblems(db: Queryable, companyId: number, steps: ContractDraftSteps, now: Date) {
  const today = todayInBelgium(now);
  const general = await generalFactsOf(db, companyId, steps.general, today, firstDayOf(steps, today));
  const problems: ContractProblem[] = contractGeneralProblems(steps.general, general.facts);
  const history = general.candidate
    ? await inflowHistoryOf(db, companyId, general.candidate.id, general.position?.id ?? null)
    : { earlierInflow: [], otherInflowCandidates: 0 };
  const scheduleProblems = contractScheduleProblems(steps.schedule, {
    now,
    averageWeeklyHoursIn: averageWeeklyHoursOf(general.committee),
    employee: general.facts.employee,
    contractReason: steps.general.contractReason,
    inflowAttempt: steps.general.inflowAttempt,
    ...history,
  });
  problems.push(...scheduleProblems);
  if (general.candidate) {
    const subject = { employeeId: general.candidate.id, companyId };
    problems.push(...(await calendarProblemsOf(db, subject, steps.schedule, scheduleProblems)));
    problems.push(...(await studentHoursProblemsOf(db, general.candidate.id, steps.schedule, problems)));
  }
  return { problems, ...general };
}

/** Creates the requested contract from a valid draft, sets the member's had-contract flag and drops the draft. */
export async function submitContractDraft(context: ApiContext, owner: DraftOwner): Promise<number> {
  const { db } = context;
  const [company] = await db.query<{ contract_creation_blocked: boolean }>("select contract_creation_blocked from companies where id = $1", [owner.companyId]);
  if (company.contract_creation_blocked) throw badInput("CONTRACT_CREATION_BLOCKED");
  const steps = await loadContractDraft(db, owner);
  const { general } = steps;
  // Checked and saved in one transaction, the employee's row locked first: a contract requested for the
  // same employee at the same moment waits, then sees this one's days (docs/decisions/0036).
  return db.transaction(async (tx) => {
    if (general.employeeId) await lockEmployee(tx, idOf(general.employeeId));
    const { problems, position, candidate } = await draftProblems(tx, owner.companyId, steps, new Date());
    if (problems.length > 0) throw invalidInput("CONTRACT_INVALID", problems);
    const days = inOrder(steps.schedule.days as ScheduleDay[]);
    const period = periodOf(days)!;
    const location = general.onTheMove ? null : general.location;
    const [row] = await tx.query<{ id: number }>(
      `insert into contracts (company_id, line, employee_id, position_id, position_name, committee_id, cost_place_id, on_the_move,
         street, street_number, zip, city, country, site_address, statute, contract_type, contract_reason, inflow_attempt, vca_exam_date,
         wage_cents, premiums, remark, full_time_confirmed, start_date, end_date, created_by)
       values ($1, 'payroll', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20::jsonb, $21, $22, $23, $24, $25)
       returning id`,
      [
        owner.companyId,
        candidate!.id,
        position!.id,
        position!.name,
        idOf(general.committeeId!),
        general.costPlaceId ? idOf(general.costPlaceId) : null,
        general.onTheMove,
        location?.street ?? null,
        location?.streetNumber ?? null,
        location?.zip ?? null,
        location?.city ?? null,
        location?.country ?? null,
        general.siteAddress,
        general.statute,
        general.contractType,
        general.contractReason,
        general.contractReason === "inflow" ? general.inflowAttempt : null,
        general.vcaExamDate,
        general.wageCents,
        JSON.stringify(general.premiums),
        general.remark,
        Boolean(steps.schedule.fullTimeConfirmed),
        period.startDate,
        period.endDate,
        owner.userId,
      ],
    );
    await insertDays(tx, row.id, days);
    await tx.query("update team_members set had_contract = true where company_id = $1 and employee_id = $2", [owner.companyId, candidate!.id]);
    await deleteDraft(tx, owner);
    return row.id;
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
