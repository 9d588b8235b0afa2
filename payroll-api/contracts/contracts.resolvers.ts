// Contracts (part 2 §2 screens 8–12 and 15, §4, §5): the lists, one contract, the contract and
// extension wizards' drafts, the employer's requests and the back office's decisions. The work is in
// payroll-api/contracts/; this file answers the schema's fields.
import { todayInBelgium } from "../../domain/belgian-time";
import { workedMinutes } from "../../domain/contract-schedule";
import { backOfficeDecide } from "./back-office";
import { contractDraftPlace, submitContractEdit } from "./contract-edit";
import { startDraftFromTemplate } from "./contract-template";
import {
  discardContractDraft,
  problemsOfSteps,
  generalOfInput,
  loadContractDraft,
  saveContractDraft,
  scheduleOfInput,
  submitContractDraft,
} from "./contract-draft";
import { contractPage, extensionPage } from "./contract-lists";
import { submitContractDraftForEmployees } from "./contracts-for-employees";
import {
  contractsById,
  daysOfContracts,
  dayContractsAllowed,
  findContract,
  latestExtensionOf,
  obstructionById,
  obstructionsOf,
  requireContract,
  requireContractLine,
  scheduleDayOf,
  contractStatusOfRow,
  standingOf,
  toWorkObstruction,
  totalMinutesOf,
} from "./contract-model";
import {
  createWorkObstruction,
  deleteContract,
  discardExtensionDraft,
  extensionWizardOf,
  loadExtensionDraft,
  pushWorkObstruction,
  requestContractCancellation,
  requestWorkdayCancellation,
  saveExtensionDraft,
  stopContractExtension,
  submitExtension,
} from "./contract-requests";
import { candidatesFor, contractDraftAnswer, extensionDraftAnswer } from "./contract-wizard-answers";
import { idOf } from "../core/context";
import { invalidInput } from "../core/errors";
import { asksForAnyOf, asksForCount } from "../graphql/asks-for-count";
import { positionsById } from "../positions/positions";
import type { Resolvers } from "../graphql/resolvers.generated";
import { committeesById } from "../reference-tables/reference-tables";

const STEP_INPUTS = ["general", "schedule"] as const;
/** A draft's per-employee checks run only for a query that asks for them (the wizard's overview). */
const EMPLOYEES = new Set(["employees"]);

export const contractResolvers: Resolvers = {
  Query: {
    contracts: (_parent, { line, filter, page, pageSize, after }, context, info) =>
      contractPage(context, line, filter, { page, pageSize, after, counted: asksForCount(info) }),
    contractExtensions: (_parent, { line, status, page, pageSize }, context) => extensionPage(context, line, status, page, pageSize),
    contract: (_parent, { id }, context) => findContract(context, idOf(id)),
    contractDraft: async (_parent, { contractId }, context, info) => {
      const place = await contractDraftPlace(context, contractId);
      return contractDraftAnswer(context, place, await loadContractDraft(context.db, place.owner, place.base), asksForAnyOf(info, EMPLOYEES));
    },
    contractCandidates: async (_parent, { positionId, startDate }, context) => {
      const { companyId } = await requireContractLine(context, "payroll");
      return candidatesFor(context, companyId, positionId ?? null, [startDate ?? todayInBelgium(new Date())]);
    },
    extensionDraft: async (_parent, { contractId }, context) => {
      const { contract, owner } = await extensionWizardOf(context, contractId);
      return extensionDraftAnswer(context, contract, await loadExtensionDraft(context, owner));
    },
  },
  Mutation: {
    saveContractDraft: async (_parent, { input, check, contractId }, context, info) => {
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
      const answer = await contractDraftAnswer(context, place, steps, asksForAnyOf(info, EMPLOYEES));
      const broken = problemsOfSteps(
        answer.problems,
        STEP_INPUTS.filter((step) => input[step]),
      );
      if (check && broken.length > 0) throw invalidInput("CONTRACT_INVALID", broken);
      return answer;
    },
    startContractDraftFromTemplate: async (_parent, { input }, context) => {
      const { place, steps } = await startDraftFromTemplate(context, input.contractId, input.week);
      return contractDraftAnswer(context, place, steps);
    },
    submitContractDraft: async (_parent, { contractId }, context) => {
      const place = await contractDraftPlace(context, contractId);
      const id = place.contract ? await submitContractEdit(context, { ...place, contract: place.contract }) : await submitContractDraft(context, place.owner);
      return requireContract(context, id);
    },
    submitContractDraftForEmployees: async (_parent, _args, context) => {
      const place = await contractDraftPlace(context, null);
      const results = await submitContractDraftForEmployees(context, place.owner);
      return Promise.all(
        results.map(async ({ employeeId, contractId, problems }) => ({
          employeeId,
          contract: contractId === null ? null : await requireContract(context, contractId),
          problems,
        })),
      );
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
        ...(input.contractNotes !== undefined ? { contractNotes: input.contractNotes?.trim() || null } : {}),
      });
      const answer = await extensionDraftAnswer(context, contract, await loadExtensionDraft(context, owner));
      if (check && answer.problems.length > 0) throw invalidInput("EXTENSION_INVALID", answer.problems);
      return answer;
    },
    submitExtensionDraft: async (_parent, { input }, context) => {
      const { contract, owner } = await extensionWizardOf(context, input.contractId);
      return submitExtension(context, contract, owner);
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
    contractNotes: (extension) => extension.contract_notes,
    extensionContract: (extension, _args, context) =>
      extension.extension_contract_id === null ? null : contractsById(context, extension.extension_contract_id),
  },
};
