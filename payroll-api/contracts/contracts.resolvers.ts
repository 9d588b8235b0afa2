// Contracts (part 2 §2 screens 8–12 and 15, §4, §5): the lists, one contract, the contract and
// extension wizards' drafts, the employer's requests and the back office's decisions. The work is in
// payroll-api/contracts/; this file answers the schema's fields.
import { addDays, todayInBelgium } from "../../domain/belgian-time";
import { isCalendarDate } from "../../domain/calendar-date";
import { documentExpiringDuring, unavailabilityOf } from "../../domain/contract-eligibility";
import { workedMinutes } from "../../domain/contract-schedule";
import type { ContractStatus } from "../../domain/contract-status";
import { EXTENSION_CLOSES_DAYS_AFTER_END, EXTENSION_OPENS_DAYS_BEFORE_END } from "../../domain/contract-status";
import { CONTRACT_DURATION_MONTHS, type ContractDuration } from "../../domain/contract-duration";
import { backOfficeDecide } from "./back-office";
import { contractDraftPlace, submitContractEdit, type ContractDraftPlace } from "./contract-edit";
import {
  discardContractDraft,
  draftProblems,
  problemsOfSteps,
  type ContractDraftSteps,
  estimatedDistanceKm,
  generalOfInput,
  loadContractDraft,
  saveContractDraft,
  scheduleOfInput,
  submitContractDraft,
} from "./contract-draft";
import { candidateFactsOf, candidatesOf, positionFactsOf, workingDaysOf } from "./contract-facts";
import {
  CONTRACT_FROM,
  CONTRACT_SELECT,
  contractLinesOf,
  daysOfContracts,
  dayContractsAllowed,
  findContract,
  latestExtensionOf,
  obstructionsOf,
  requireContractLine,
  scheduleDayOf,
  contractStatusOfRow,
  standingOf,
  toWorkObstruction,
  totalMinutesOf,
  OBSTRUCTION_COLUMNS,
  type ContractRow,
  type ExtensionRow,
  type ObstructionRow,
} from "./contract-model";
import {
  createWorkObstruction,
  deleteContract,
  discardExtensionDraft,
  extensionProblems,
  extensionWizardOf,
  type ExtensionDraftSteps,
  loadExtensionDraft,
  pushWorkObstruction,
  requestContractCancellation,
  requestWorkdayCancellation,
  saveExtensionDraft,
  stopContractExtension,
  submitExtension,
} from "./contract-requests";
import { idOf, type ApiContext } from "../core/context";
import { badInput, invalidInput, notFound } from "../core/errors";
import { studentHoursBeforeOf } from "./student-hours";
import { afterCursor, cursorOf, pageOf, pageWindow } from "../core/pagination";
import { asksForCount } from "../graphql/asks-for-count";
import { positionsOf, POSITION_SELECT, type PositionRow } from "../positions/positions";
import type { Resolvers } from "../graphql/resolvers.generated";
import type { ContractLine } from "../core/schema-types.generated";
import { nameMatches } from "../db/name-search";
import { searchPatterns } from "../team/team-lists";
import { COMMITTEE_COLUMNS, toCommittee, type CommitteeRow } from "../reference-tables/reference-tables";
import { batchedByRequest } from "../core/batch";

/** The SQL condition of a list status, as domain/contract-status.ts contractStatusOf decides it ($today: Belgian today). */
const STATUS_CONDITION: Record<ContractStatus, string> = {
  requested: "c.state = 'requested' and c.request is null",
  refused: "c.state = 'refused'",
  approved: "c.state = 'approved' and c.request is null and c.start_date > $today",
  ongoing: "c.state = 'approved' and c.request is null and c.start_date <= $today and c.end_date >= $today",
  past: "c.state = 'approved' and c.request is null and c.end_date < $today",
  contract_cancellation_pending: "c.request = 'contract_cancellation_pending'",
  contract_cancellation_refused: "c.request = 'contract_cancellation_refused'",
  workday_cancellation_pending: "c.request = 'workday_cancellation_pending'",
  workday_cancellation_refused: "c.request = 'workday_cancellation_refused'",
};

const today = () => todayInBelgium(new Date());

/**
 * The SQL condition of a duration option, as domain/contract-duration.ts contractDurationOf decides it:
 * the day after the last is later than the start plus `over` months and no later than the start plus
 * `upTo` months (PostgreSQL, like addMonths, moves the 31st to a shorter month's last day).
 */
function durationCondition(duration: ContractDuration): string {
  const { over, upTo } = CONTRACT_DURATION_MONTHS[duration];
  const after = `c.end_date + 1 > c.start_date + interval '${over} months'`;
  return upTo === null ? after : `${after} and c.end_date + 1 <= c.start_date + interval '${upTo} months'`;
}

/**
 * A page of a line's contracts, latest start first: the page-th, or, with `after` (the export reading
 * the whole list), the one right after the contract that cursor names, found on
 * contracts_company_line_start_idx by (start_date, id) instead of an offset.
 */
async function contractPage(
  context: ApiContext,
  line: ContractLine,
  filter:
    { status?: ContractStatus | null; from?: string | null; to?: string | null; search?: string | null; duration?: ContractDuration | null } | null | undefined,
  { page, pageSize, after, counted }: { page: number; pageSize: number; after: string | null | undefined; counted: boolean },
) {
  const window = pageWindow(page, pageSize);
  const afterKey = after == null ? null : afterCursor(after, isCalendarDate);
  const { companyId } = await requireContractLine(context, line);
  if (filter?.from && filter.to && filter.from > filter.to) throw badInput("PERIOD_INVALID");
  const patterns = searchPatterns(filter?.search);
  const params: unknown[] = [companyId, line, patterns, filter?.from ?? null, filter?.to ?? null, today()];
  const status = filter?.status ? `and ${STATUS_CONDITION[filter.status].replaceAll("$today", "$6::date")}` : "";
  const duration = filter?.duration ? `and ${durationCondition(filter.duration)}` : "";
  // Without a search the name condition is left out, not given no words: it is a subquery per contract,
  // evaluated for every contract the filter keeps by each page's count, 101 times in a 10,000-row export (decision 50).
  const name = patterns.length > 0 ? `and ${nameMatches("person", "$3")}` : "and $3::text[] is not null";
  const where = `where c.company_id = $1 and c.line = $2 and c.state <> 'cancelled' ${name}
    and ($4::date is null or c.end_date >= $4::date) and ($5::date is null or c.start_date <= $5::date) and $6::date is not null ${status} ${duration}`;
  const keyset = afterKey ? "and (c.start_date, c.id) < ($7::date, $8::int)" : "";
  // One row more than the page tells whether another page follows.
  const rowsQuery = `${CONTRACT_SELECT} ${where} ${keyset} order by c.start_date desc, c.id desc limit ${window.limit + 1} offset ${afterKey ? 0 : window.offset}`;
  const [rows, count] = await Promise.all([
    context.db.query<ContractRow>(rowsQuery, afterKey ? [...params, afterKey.sortKey, afterKey.id] : params),
    counted ? context.db.query<{ count: number }>(`select count(*)::int as count ${CONTRACT_FROM} ${where}`, params).then(([row]) => row.count) : null,
  ]);
  const nodes = rows.slice(0, window.limit);
  const last = nodes.at(-1);
  return { ...pageOf(nodes, count, window), nextCursor: rows.length > window.limit && last ? cursorOf(last.start_date, last.id) : null };
}

/** Contracts near their end or being extended: those within the extension list's reach, by their extension status. */
async function extensionPage(context: ApiContext, line: ContractLine, status: string | null | undefined, page: number, pageSize: number) {
  const window = pageWindow(page, pageSize);
  const { companyId } = await requireContractLine(context, line);
  const day = today();
  // A contract expired more than a month ago is no longer shown; the extension window is domain/contract-status.ts's.
  const rows = await context.db.query<ContractRow>(
    `${CONTRACT_SELECT} where c.company_id = $1 and c.line = $2 and c.state in ('requested', 'approved')
       and c.end_date between $3::date and $4::date order by c.end_date desc, c.id desc`,
    [companyId, line, addDays(day, -(EXTENSION_CLOSES_DAYS_AFTER_END + 30)), addDays(day, EXTENSION_OPENS_DAYS_BEFORE_END)],
  );
  const standings = await Promise.all(rows.map((row) => standingOf(context, row)));
  const listed = rows.filter((_, index) => standings[index].extensionStatus !== null && (!status || standings[index].extensionStatus === status));
  return { ...pageOf(listed.slice(window.offset, window.offset + window.limit), listed.length, window), nextCursor: null };
}

/**
 * The dashboard's contracts to extend: those the extension list it leads to shows as to extend, counted
 * in one statement on every page. Its condition is extensionStatusOf's "to_extend" (domain/contract-status.ts);
 * the API tests check the count against the list.
 */
export async function contractsToExtendCount(context: ApiContext): Promise<number> {
  const { companyId, extensionLines } = await contractLinesOf(context);
  if (extensionLines.length === 0) return 0;
  const [{ count }] = await context.db.query<{ count: number }>(
    `select count(*)::int as count from contracts c
     left join lateral (select e.state from contract_extensions e where e.contract_id = c.id order by e.id desc limit 1) latest on true
     where c.company_id = $1 and c.line = any($2::text[]) and c.state in ('requested', 'approved') and not c.extension_stopped
       and (latest.state is null or latest.state = 'refused') and c.end_date between $3::date and $4::date`,
    [companyId, extensionLines, addDays(today(), -EXTENSION_CLOSES_DAYS_AFTER_END), addDays(today(), EXTENSION_OPENS_DAYS_BEFORE_END)],
  );
  return count;
}

const positionsById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<PositionRow>(`${POSITION_SELECT} where p.id = any($1::int[])`, [ids]);
  const positions = await positionsOf(context.db, rows);
  return new Map(positions.map((position) => [Number(position.id), position]));
});

const committeesById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<CommitteeRow>(`select ${COMMITTEE_COLUMNS} from committees where id = any($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, toCommittee(row)]));
});

const contractsById = batchedByRequest(async (context, ids: number[]) => {
  const rows = await context.db.query<ContractRow>(`${CONTRACT_SELECT} where c.id = any($1::int[])`, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
});

async function requireContract(context: ApiContext, id: number): Promise<ContractRow> {
  const contract = await findContract(context, id);
  if (!contract) throw notFound();
  return contract;
}

async function obstructionById(context: ApiContext, id: number) {
  const [row] = await context.db.query<ObstructionRow>(`select ${OBSTRUCTION_COLUMNS} from work_obstructions where id = $1`, [id]);
  return toWorkObstruction(row);
}

const DOCUMENT_NAMES = { idCard: "id_card", residencePermit: "residence_permit", workPermit: "work_permit" } as const;

/**
 * The payroll team's active members, each with why they cannot work the position on the working days
 * (the draft's schedule, or its first day before there is one): the same facts and rules as the
 * submit's (contracts/contract-draft.ts draftProblems).
 */
async function candidatesFor(context: ApiContext, companyId: number, positionId: string | null, workingDays: readonly string[]) {
  const [candidates, position] = await Promise.all([candidatesOf(context.db, companyId, workingDays[0]), positionFactsOf(context.db, companyId, positionId)]);
  const requirements = position && { studentsAllowed: position.students_allowed, onlyStudents: position.is_student_code, isFlexi: position.is_flexi };
  const now = new Date();
  return candidates.map((candidate) => {
    const facts = candidateFactsOf(candidate, now);
    const unavailability = requirements
      ? unavailabilityOf(facts, requirements, workingDays)
      : facts.status === "contract_ready"
        ? null
        : "CONTRACT_DATA_MISSING";
    const expiring = facts.status === "contract_ready" ? documentExpiringDuring(facts.documents, workingDays) : null;
    return {
      id: String(candidate.id),
      firstName: candidate.first_name,
      lastName: candidate.last_name,
      isStudent: candidate.is_student,
      studentHoursLeft: candidate.remaining_student_hours,
      unavailability,
      expiringDocument: expiring && { document: DOCUMENT_NAMES[expiring.document], expiresOn: expiring.expiresOn },
    };
  });
}

/** The days the candidates are judged at: the schedule's, or today before there is one. */
const workingDaysOrToday = (steps: ContractDraftSteps) => {
  const days = workingDaysOf(steps.schedule.days);
  return days.length > 0 ? days : [today()];
};

/** The draft with what the wizard's pages need of it: the problems of its answers, the candidates, the distance, the edited contract. */
async function contractDraftAnswer(context: ApiContext, { owner, contract }: ContractDraftPlace, steps: ContractDraftSteps) {
  const editedId = contract?.id ?? null;
  const [estimated, { problems, candidate }, candidates] = await Promise.all([
    estimatedDistanceKm(context.db, owner.companyId, steps.general),
    draftProblems(context.db, owner.companyId, steps, new Date(), editedId),
    candidatesFor(context, owner.companyId, steps.general.positionId, workingDaysOrToday(steps)),
  ]);
  const studentHoursLeft = await studentHoursBeforeOf(context.db, candidate?.id ?? null, workingDaysOf(steps.schedule.days), today(), editedId);
  return { ...steps, estimatedDistanceKm: estimated, problems, candidates, studentHoursLeft, contract };
}

const STEP_INPUTS = ["general", "schedule"] as const;

async function extensionDraftAnswer(context: ApiContext, contract: ContractRow, steps: ExtensionDraftSteps) {
  const [{ problems }, studentHoursLeft] = await Promise.all([
    extensionProblems(context, contract, steps.schedule),
    studentHoursBeforeOf(context.db, contract.employee_id, workingDaysOf(steps.schedule.days), today()),
  ]);
  return { contract, ...steps, problems, studentHoursLeft };
}

export const contractResolvers: Resolvers = {
  Query: {
    contracts: (_parent, { line, filter, page, pageSize, after }, context, info) =>
      contractPage(context, line, filter, { page, pageSize, after, counted: asksForCount(info) }),
    contractExtensions: (_parent, { line, status, page, pageSize }, context) => extensionPage(context, line, status, page, pageSize),
    contract: (_parent, { id }, context) => findContract(context, idOf(id)),
    contractDraft: async (_parent, { contractId }, context) => {
      const place = await contractDraftPlace(context, contractId);
      return contractDraftAnswer(context, place, await loadContractDraft(context.db, place.owner, place.base));
    },
    contractCandidates: async (_parent, { positionId, startDate }, context) => {
      const { companyId } = await requireContractLine(context, "payroll");
      return candidatesFor(context, companyId, positionId ?? null, [startDate ?? today()]);
    },
    extensionDraft: async (_parent, { contractId }, context) => {
      const { contract, owner } = await extensionWizardOf(context, contractId);
      return extensionDraftAnswer(context, contract, await loadExtensionDraft(context, owner));
    },
  },
  Mutation: {
    saveContractDraft: async (_parent, { input, check, contractId }, context) => {
      const place = await contractDraftPlace(context, contractId);
      const steps = await saveContractDraft(
        context.db,
        place.owner,
        {
          ...(input.general ? { general: generalOfInput(input.general) } : {}),
          ...(input.schedule ? { schedule: scheduleOfInput(input.schedule) } : {}),
        },
        place.base,
      );
      const answer = await contractDraftAnswer(context, place, steps);
      const broken = problemsOfSteps(
        answer.problems,
        STEP_INPUTS.filter((step) => input[step]),
      );
      if (check && broken.length > 0) throw invalidInput("CONTRACT_INVALID", broken);
      return answer;
    },
    submitContractDraft: async (_parent, { contractId }, context) => {
      const place = await contractDraftPlace(context, contractId);
      const id = place.contract ? await submitContractEdit(context, { ...place, contract: place.contract }) : await submitContractDraft(context, place.owner);
      return requireContract(context, id);
    },
    discardContractDraft: async (_parent, { contractId }, context) => {
      await discardContractDraft(context.db, (await contractDraftPlace(context, contractId)).owner);
      return { status: "ok" };
    },
    deleteContract: async (_parent, { input }, context) => {
      await deleteContract(context, input.contractId);
      return { status: "ok" };
    },
    requestContractCancellation: async (_parent, { input }, context) =>
      requireContract(context, await requestContractCancellation(context, input.contractId, input.reason)),
    requestWorkdayCancellation: async (_parent, { input }, context) =>
      requireContract(context, await requestWorkdayCancellation(context, input.contractId, input.keptDates)),
    saveExtensionDraft: async (_parent, { input, check }, context) => {
      const { contract, owner } = await extensionWizardOf(context, input.contractId);
      await saveExtensionDraft(context, owner, {
        ...(input.schedule ? { schedule: scheduleOfInput(input.schedule) } : {}),
        ...(input.notes !== undefined ? { notes: input.notes?.trim() || null } : {}),
      });
      const answer = await extensionDraftAnswer(context, contract, await loadExtensionDraft(context, owner));
      if (check && answer.problems.length > 0) throw invalidInput("EXTENSION_INVALID", answer.problems);
      return answer;
    },
    submitExtensionDraft: async (_parent, { input }, context) => {
      const { contract, owner } = await extensionWizardOf(context, input.contractId);
      const { result, extensionId } = await submitExtension(context, contract, owner);
      const [extension] = await context.db.query<ExtensionRow>("select * from contract_extensions where id = $1", [extensionId]);
      return { result, extension };
    },
    discardExtensionDraft: async (_parent, { input }, context) => {
      const { owner } = await extensionWizardOf(context, input.contractId);
      await discardExtensionDraft(context, owner);
      return { status: "ok" };
    },
    stopContractExtension: async (_parent, { input }, context) => requireContract(context, await stopContractExtension(context, input.contractId)),
    createWorkObstruction: async (_parent, { input }, context) => obstructionById(context, await createWorkObstruction(context, input)),
    pushWorkObstruction: async (_parent, { input }, context) => obstructionById(context, await pushWorkObstruction(context, input.id)),
    backOfficeDecide: async (_parent, { input }, context) => {
      await backOfficeDecide(context, input.subject, input.id, input.decision);
      return { status: "ok" };
    },
  },
  Contract: {
    id: (contract) => String(contract.id),
    backOfficeId: (contract) => contract.back_office_id,
    contractNumber: (contract) => contract.contract_number,
    employee: (contract) => ({
      id: String(contract.employee_id ?? contract.selection_member_id),
      firstName: contract.first_name,
      lastName: contract.last_name,
      inPayrollTeam: contract.employee_id !== null,
    }),
    position: (contract, _args, context) => (contract.position_id === null ? null : positionsById(context, contract.position_id)),
    positionName: (contract) => contract.position_name,
    committee: (contract, _args, context) => (contract.committee_id === null ? null : committeesById(context, contract.committee_id)),
    costPlace: (contract) => (contract.cost_place_id === null ? null : { id: String(contract.cost_place_id), name: contract.cost_place_name ?? "" }),
    onTheMove: (contract) => contract.on_the_move,
    location: (contract) =>
      contract.on_the_move || contract.street === null
        ? null
        : {
            street: contract.street,
            streetNumber: contract.street_number ?? "",
            zip: contract.zip ?? "",
            city: contract.city ?? "",
            country: contract.country ?? "BE",
          },
    siteAddress: (contract) => contract.site_address,
    contractType: (contract) => contract.contract_type,
    contractReason: (contract) => contract.contract_reason,
    inflowAttempt: (contract) => contract.inflow_attempt,
    vcaExamDate: (contract) => contract.vca_exam_date,
    wageCents: (contract) => contract.wage_cents,
    certificateTypes: (contract) => contract.certificate_types,
    fullTimeConfirmed: (contract) => contract.full_time_confirmed,
    // The status alone is the row's: a list that asks for nothing else (the export) reads no days or extensions for it.
    status: (contract) => contractStatusOfRow(contract),
    cancellationReason: (contract) => contract.cancellation_reason,
    startDate: (contract) => contract.start_date,
    endDate: (contract) => contract.end_date,
    days: async (contract, _args, context) => {
      const [days, obstructions] = await Promise.all([daysOfContracts(context, contract.id), obstructionsOf(context, contract.id)]);
      const obstructionOf = new Map((obstructions ?? []).map((row) => [row.date, toWorkObstruction(row)]));
      return (days ?? []).map((day) => ({
        ...scheduleDayOf(day),
        workedMinutes: workedMinutes(scheduleDayOf(day)),
        cancellationRequested: day.cancellation_requested,
        obstruction: obstructionOf.get(day.date) ?? null,
      }));
    },
    totalMinutes: async (contract, _args, context) => totalMinutesOf((await daysOfContracts(context, contract.id)) ?? []),
    extendsContractId: (contract) => (contract.extends_contract_id === null ? null : String(contract.extends_contract_id)),
    extensionStatus: async (contract, _args, context) => (await standingOf(context, contract)).extensionStatus,
    pendingExtension: async (contract, _args, context) => {
      const latest = await latestExtensionOf(context, contract.id);
      return latest && (latest.state === "draft" || latest.state === "waiting") ? latest : null;
    },
    dayContractsAllowed: (contract, _args, context) => dayContractsAllowed(context.db, contract.company_id),
    actions: async (contract, _args, context) => (await standingOf(context, contract)).actions,
    createdAt: (contract) => contract.created_at.toISOString(),
  },
  ContractExtension: {
    id: (extension) => String(extension.id),
    notes: (extension) => extension.notes,
    extensionContract: (extension, _args, context) =>
      extension.extension_contract_id === null ? null : contractsById(context, extension.extension_contract_id),
  },
};
