// What an employer asks of an existing contract (part 2 §4, §5): delete a requested one, cancel an
// approved one or some of its days, extend it, stop its extension, and report work obstruction.
import { todayInBelgium } from "../../domain/belgian-time";
import type { ContractProblem, ContractSchedule } from "../../domain/contract";
import { UNAVAILABILITIES } from "../../domain/contract-eligibility";
import { changeOfSchedule, inOrder, isClockTime, periodOf, workedMinutes, type ScheduleDay } from "../../domain/contract-schedule";
import type { ContractAction, ExtensionState } from "../../domain/contract-status";
import { extensionResultOf } from "../../domain/extension-result";
import { obstructionProblem } from "../../domain/work-obstruction";
import { workdayCancellationProblem } from "../../domain/workday-cancellation";
import type { Queryable } from "../db/database";
import { idOf, type ApiContext } from "../core/context";
import { badInput, invalidInput, notFound } from "../core/errors";
import type { WorkObstructionInput } from "../core/schema-types.generated";
import { deleteDraft, loadDraft, saveDraft, type DraftOwner } from "../core/wizard-drafts";
import { insertDays } from "./contract-draft";
import { contractRuleProblems } from "./contract-rules";
import { calendarEmployeeOf, lockEmployee } from "./employee-calendar";
import {
  dayContractsAllowed,
  daysOfContracts,
  findContract,
  generalOfContract,
  obstructionsOf,
  scheduleDayOf,
  standingOf,
  type ContractRow,
  type ExtensionRow,
} from "./contract-model";

/** A contract of the selected company whose status allows `action`; NOT_FOUND or ACTION_NOT_ALLOWED otherwise. */
async function requireContractFor(context: ApiContext, contractId: string, action: ContractAction | null): Promise<ContractRow> {
  const contract = await findContract(context, idOf(contractId));
  if (!contract) throw notFound();
  if (action && !(await standingOf(context, contract)).actions.includes(action)) throw badInput("ACTION_NOT_ALLOWED");
  return contract;
}

export async function deleteContract(context: ApiContext, contractId: string): Promise<void> {
  const contract = await requireContractFor(context, contractId, null);
  if (!(await standingOf(context, contract)).actions.includes("delete")) throw badInput("CONTRACT_PROCESSED");
  await context.db.transaction(async (tx) => {
    await tx.query("delete from contract_extensions where contract_id = $1", [contract.id]);
    await tx.query("delete from contracts where id = $1", [contract.id]);
  });
}

export async function requestContractCancellation(context: ApiContext, contractId: string, reason: string): Promise<number> {
  const contract = await requireContractFor(context, contractId, "request_contract_cancellation");
  if (!reason.trim()) throw invalidInput("REASON_REQUIRED", [{ field: "reason", code: "FIELD_REQUIRED" }]);
  await context.db.query("update contracts set request = 'contract_cancellation_pending', cancellation_reason = $2, updated_at = now() where id = $1", [
    contract.id,
    reason.trim(),
  ]);
  return contract.id;
}

export async function requestWorkdayCancellation(context: ApiContext, contractId: string, keptDates: string[]): Promise<number> {
  const contract = await requireContractFor(context, contractId, "request_workday_cancellation");
  const days = (await daysOfContracts(context, contract.id)) ?? [];
  const dates = days.map((day) => day.date);
  const problem = workdayCancellationProblem({ days: dates, kept: keptDates, dayContractsAllowed: await dayContractsAllowed(context.db, contract.company_id) });
  const cancelled = days.filter((day) => !keptDates.includes(day.date));
  const started = changeOfSchedule(days.map(scheduleDayOf), days.filter((day) => keptDates.includes(day.date)).map(scheduleDayOf), new Date()).problems;
  if (problem) throw invalidInput("WORKDAY_CANCELLATION_INVALID", [{ field: "keptDates", code: problem }]);
  if (started.length > 0)
    throw invalidInput(
      "WORKDAY_CANCELLATION_INVALID",
      started.map((found) => ({ field: `keptDates.${found.date}`, code: found.code })),
    );
  await context.db.transaction(async (tx) => {
    await tx.query("update contract_days set cancellation_requested = (date = any($2::date[])) where contract_id = $1", [
      contract.id,
      cancelled.map((day) => day.date),
    ]);
    await tx.query("update contracts set request = 'workday_cancellation_pending', updated_at = now() where id = $1", [contract.id]);
  });
  return contract.id;
}

export async function stopContractExtension(context: ApiContext, contractId: string): Promise<number> {
  const contract = await requireContractFor(context, contractId, "stop_extension");
  await context.db.query("update contracts set extension_stopped = true, updated_at = now() where id = $1", [contract.id]);
  return contract.id;
}

// ---- Extensions: a wizard of their own (Schedule, Overview), one draft per user and contract ----

/** notes: the general remarks, for the office; contractNotes: the remark of the contract the extension makes. */
export type ExtensionDraftSteps = { schedule: ContractSchedule; notes: string | null; contractNotes: string | null };

export async function extensionWizardOf(context: ApiContext, contractId: string): Promise<{ contract: ContractRow; owner: DraftOwner }> {
  const contract = await requireContractFor(context, contractId, null);
  if (!(await standingOf(context, contract)).actions.includes("extend")) throw badInput("NOT_EXTENDABLE");
  const owner: DraftOwner = { kind: "extension", companyId: contract.company_id, userId: context.caller!.id, subjectId: String(contract.id) };
  return { contract, owner };
}

export async function loadExtensionDraft(context: ApiContext, owner: DraftOwner): Promise<ExtensionDraftSteps> {
  const saved = await loadDraft<ExtensionDraftSteps>(context.db, owner);
  return { schedule: saved.schedule ?? { days: [], fullTimeConfirmed: null }, notes: saved.notes ?? null, contractNotes: saved.contractNotes ?? null };
}

export const saveExtensionDraft = (context: ApiContext, owner: DraftOwner, steps: Partial<ExtensionDraftSteps>) => saveDraft(context.db, owner, steps);
export const discardExtensionDraft = (context: ApiContext, owner: DraftOwner) => deleteDraft(context.db, owner);

/**
 * Makes an extension's contract: the extended contract's terms with the new days, approved. Its remark is
 * the extension's contract notes when it has some (what the employer wrote for these days), else the
 * extended contract's; the extension's general remarks are the office's, not the contract's.
 */
export async function createExtensionContract(tx: Queryable, contract: ContractRow, days: ScheduleDay[], contractNotes: string | null): Promise<number> {
  const period = periodOf(days)!;
  const [row] = await tx.query<{ id: number }>(
    `insert into contracts (company_id, line, employee_id, selection_member_id, position_id, position_name, committee_id, cost_place_id, on_the_move, street,
       street_number, zip, city, country, site_address, statute, contract_type, contract_reason, inflow_attempt, vca_exam_date, wage_cents,
       premiums, certificate_types, remark, full_time_confirmed, state, back_office_id, contract_number, start_date, end_date, extends_contract_id,
       created_by)
     select company_id, line, employee_id, selection_member_id, position_id, position_name, committee_id, cost_place_id, on_the_move, street, street_number, zip,
       city, country, site_address, statute, contract_type, contract_reason, inflow_attempt, vca_exam_date, wage_cents, premiums,
       certificate_types, coalesce($4, remark), full_time_confirmed, 'approved', null, null, $2, $3, id, created_by
     from contracts where id = $1 returning id`,
    [contract.id, period.startDate, period.endDate, contractNotes],
  );
  await tx.query("update contracts set back_office_id = 'BO-' || id, contract_number = 'C' || lpad(id::text, 7, '0') where id = $1", [row.id]);
  await insertDays(tx, row.id, days);
  return row.id;
}

const UNAVAILABLE: readonly string[] = UNAVAILABILITIES;

/** An extension's problems, with the contract's days it follows. */
export async function extensionProblems(context: ApiContext, contract: ContractRow, schedule: ContractSchedule) {
  const before = await contractDaysOf(context, contract);
  return { problems: await extensionRuleProblems(context.db, contract, before, schedule), before };
}

/** The contract's days, read before any transaction: PGlite has one connection, which a transaction holds. */
const contractDaysOf = async (context: ApiContext, contract: ContractRow) => ((await daysOfContracts(context, contract.id)) ?? []).map(scheduleDayOf);

/**
 * The rules an extension's days break (docs/decisions/0041): those a new contract with the contract's
 * terms would break at these dates (contractRuleProblems: the employee's eligibility, the schedule's
 * rules, student hours, inflow with the contract's reason and attempt, the employee's calendar, the
 * contract's own days among it), and each day after the contract's last. The terms themselves were
 * checked when the contract was made and are not asked again: of the General step's problems only the
 * employee's eligibility is kept, said above the days.
 */
async function extensionRuleProblems(db: Queryable, contract: ContractRow, before: ScheduleDay[], schedule: ContractSchedule): Promise<ContractProblem[]> {
  const lastDay = before[before.length - 1]?.date ?? contract.end_date;
  // An extension follows the contract: every day of it after the contract's last.
  const problems: ContractProblem[] = [];
  schedule.days.forEach((day, index) => {
    if (day.date && day.date <= lastDay) problems.push({ field: `schedule.days.${index}`, code: "NOT_AFTER_CONTRACT" });
  });
  const calendarEmployeeId = await calendarEmployeeOf(db, contract);
  const rules = await contractRuleProblems(db, contract.company_id, { general: generalOfContract(contract), schedule }, new Date(), { calendarEmployeeId });
  const placed = new Set(problems.map((problem) => problem.field));
  // No hours left is said more precisely at the day where they run out, with how many there were.
  const runsOut = rules.problems.some((problem) => problem.code === "STUDENT_HOURS_RUN_OUT");
  const saidAtTheDay = (code: string) => code === "NO_STUDENT_HOURS_LEFT" && runsOut;
  for (const problem of rules.problems) {
    if (problem.field === "general.employeeId" && UNAVAILABLE.includes(problem.code)) {
      if (!saidAtTheDay(problem.code)) problems.push({ field: "schedule", code: problem.code });
    } else if (!problem.field.startsWith("general.") && !placed.has(problem.field)) problems.push(problem);
  }
  return problems;
}

export async function submitExtension(
  context: ApiContext,
  contract: ContractRow,
  owner: DraftOwner,
): Promise<{ result: ExtensionState; extension: ExtensionRow }> {
  const steps = await loadExtensionDraft(context, owner);
  const before = await contractDaysOf(context, contract);
  return context.db.transaction(async (tx) => {
    // Checked and saved in one transaction, the employee's row locked first, as a new contract is
    // (docs/decisions/0036): whoever books the same employee meanwhile waits, then sees these days.
    const calendarEmployeeId = await calendarEmployeeOf(tx, contract);
    if (calendarEmployeeId !== null) await lockEmployee(tx, calendarEmployeeId);
    const problems = await extensionRuleProblems(tx, contract, before, steps.schedule);
    if (problems.length > 0) throw invalidInput("EXTENSION_INVALID", problems);
    const days = inOrder(steps.schedule.days as ScheduleDay[]);
    const result = extensionResultOf({ contractRequested: contract.state === "requested" }, before, days);
    const extensionContractId = result === "approved" ? await createExtensionContract(tx, contract, days, steps.contractNotes) : null;
    const [extension] = await tx.query<ExtensionRow>(
      `insert into contract_extensions (contract_id, state, days, notes, contract_notes, extension_contract_id, created_by)
       values ($1, $2, $3::jsonb, $4, $5, $6, $7) returning *`,
      [contract.id, result, JSON.stringify(days), steps.notes, steps.contractNotes, extensionContractId, owner.userId],
    );
    await deleteDraft(tx, owner);
    return { result, extension };
  });
}

// ---- Work obstruction ----

export async function createWorkObstruction(context: ApiContext, input: WorkObstructionInput): Promise<number> {
  const contract = await requireContractFor(context, input.contractId, "report_work_obstruction");
  const days = (await daysOfContracts(context, contract.id)) ?? [];
  const obstructed = ((await obstructionsOf(context, contract.id)) ?? []).map((row) => row.date);
  const problems: { field: string; code: string }[] = [];
  const problem = obstructionProblem({
    date: input.date,
    today: todayInBelgium(new Date()),
    contractDays: days.map((day) => day.date),
    obstructedDays: obstructed,
    streetNumber: input.streetNumber ?? "",
    locationComment: input.locationComment ?? "",
  });
  if (problem) problems.push({ field: problem === "LOCATION_REQUIRED" ? "streetNumber" : "date", code: problem });
  for (const field of ["weather", "risk", "workType", "reason", "street", "zip", "city"] as const) {
    if (!input[field].trim()) problems.push({ field, code: "FIELD_REQUIRED" });
  }
  // The hours the weather cost that day: any part of the day, as long as some work was planned.
  const hours = { date: input.date, start: input.start, end: input.end, breakMinutes: input.breakMinutes };
  if (!isClockTime(input.start) || !isClockTime(input.end) || input.breakMinutes < 0 || workedMinutes(hours) <= 0) {
    problems.push({ field: "start", code: "HOURS_INVALID" });
  }
  if (problems.length > 0) throw invalidInput("OBSTRUCTION_INVALID", problems);
  const [row] = await context.db.query<{ id: number }>(
    `insert into work_obstructions (contract_id, date, weather, risk, work_type, reason, start_time, end_time, break_minutes, street,
       street_number, zip, city, location_comment, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
    [
      contract.id,
      input.date,
      input.weather.trim(),
      input.risk.trim(),
      input.workType.trim(),
      input.reason.trim(),
      input.start,
      input.end,
      input.breakMinutes,
      input.street.trim(),
      input.streetNumber?.trim() || null,
      input.zip.trim(),
      input.city.trim(),
      input.locationComment?.trim() || null,
      input.comment?.trim() || null,
    ],
  );
  return row.id;
}

/**
 * Pushes a failed work obstruction again: the reference back office takes it. Only a failed one: one the
 * office has (created) is not sent twice, OBSTRUCTION_NOT_FAILED. The state is tested in the update itself,
 * so two pushes at once cannot both go through.
 */
export async function pushWorkObstruction(context: ApiContext, id: string): Promise<number> {
  const [row] = await context.db.query<{ contract_id: number }>("select contract_id from work_obstructions where id = $1", [idOf(id)]);
  if (!row || !(await findContract(context, row.contract_id))) throw notFound();
  const pushed = await context.db.query("update work_obstructions set state = 'created' where id = $1 and state = 'failed' returning id", [idOf(id)]);
  if (pushed.length === 0) throw badInput("OBSTRUCTION_NOT_FAILED");
  return idOf(id);
}
