// The contract wizard (part 2 §2 screen 9, §5; docs/decisions/0025) on the wizard kit: the draft is
// kept by the API, which checks each step's rules (domain/contract.ts) as it saves it; the Schedule
// step checks each day's own rules first. A restricted account (part 1 §6) cannot create contracts.
// The same wizard edits a requested contract (`contractId`, docs/decisions/0042): its own draft, which
// starts from the contract's answers, submitted as an update of that contract.
import { redirect } from "react-router";
import { contractPath, PAYROLL_CONTRACTS_PATH, REQUESTED_CONTRACTS_PATH } from "~/areas/contracts/contract-pages";
import { isForSeveral } from "~domain/contract-employees";
import { todayInBelgium, addDays } from "~domain/belgian-time";
import type { ContractGeneral } from "~domain/contract";
import { whyNotEditable, type ContractStatus, type NotEditableReason } from "~domain/contract-status";
import { UNAVAILABILITIES, type Unavailability } from "~domain/contract-eligibility";
import { apiProblems } from "~/forms/api-problems";
import { formAction, type FormReply } from "~/forms/action.server";
import { intentOf, isReturning, stepPath } from "~/forms/wizard/wizard";
import { checkAction, openStep, requireStepOfPath, stepAction } from "~/forms/wizard/wizard.server";
import { loadFromApi } from "~/platform/api-calls.server";
import type { PageKey } from "~/platform/i18n/keys";
import { languageOf } from "~/platform/i18next.server";
import { ApiError, graphql } from "~/platform/payroll-api.server";
import {
  ContractWizardPositionsQueryDocument,
  ContractWizardQueryDocument,
  DiscardContractDraftMutationDocument,
  SubmitContractDraftForEmployeesMutationDocument,
  SaveContractDraftMutationDocument,
  SubmitContractDraftMutationDocument,
  type ContractWizardQuery,
  type ContractWizardQueryVariables,
  type SaveContractDraftInput,
} from "~/platform/operations.generated";
import { requireAccountAnd, type Account } from "~/platform/user.server";
import type { Credentials } from "~/platform/session.server";
import {
  GENERAL_MESSAGES,
  GeneralFormSchema,
  GeneralStepSchema,
  generalFieldOf,
  generalFormValues,
  generalMessageKeyOf,
  toGeneralInput,
} from "./contract-general.schema";
import { contractWizard, GENERAL_FORM_ID, SCHEDULE_FORM_IDS, stepIsClear, type ContractStep } from "./contract-wizard";
import { scheduleStepAction } from "./schedule-step.server";
import { applyEmployeeEdit, employeeEditOf, otherEmployeeFieldId } from "./employee-edits";
import { employeeChecksOf, requestedSearchOf } from "./employee-results.server";
import { scheduleFormValues, toScheduleInput } from "./schedule.schema";
import { readFormData } from "~/platform/form-bodies.server";
import {
  POSITION_SEARCH_PARAM,
  POSITION_SELECT_LIMIT,
  positionChoicesOf,
  positionSearchAddress,
  positionSearchOf,
  SEARCH_POSITIONS_INTENT,
} from "./position-choices";
import { pageUrlOf } from "~/platform/page-url";

type Loaded = { account: Account; data: ContractWizardQuery; contractId: string | null };

/**
 * Why the wizard does not open: a restricted account (part 1 §6), or an edited contract it may no longer
 * change, with the reason and the contract's page (its status, when known).
 */
type Refusal = { kind: "blocked" } | { kind: "notEditable"; reason: NotEditableReason; contractPath: string; status: ContractStatus | null };

/** The wizard's data; "selection line" for a selection contract, which is the office's to change. */
async function wizardQueryOf(variables: ContractWizardQueryVariables, credentials: Credentials) {
  try {
    return await graphql(ContractWizardQueryDocument, variables, credentials);
  } catch (error) {
    if (error instanceof ApiError && error.code === "CONTRACT_NOT_EDITABLE") return "selection line" as const;
    throw error;
  }
}

/** Why the edited contract can no longer be changed; null for a new contract, or one that still can. */
function editRefusal(contractId: string | null, data: ContractWizardQuery | "selection line"): Refusal | null {
  if (contractId === null) return null;
  if (data === "selection line")
    return { kind: "notEditable", reason: "selection_line", contractPath: contractPath({ id: contractId, line: "interim" }), status: null };
  const edited = data.contractDraft.contract;
  const reason = edited && whyNotEditable(edited);
  return edited && reason ? { kind: "notEditable", reason, contractPath: contractPath(edited), status: edited.status } : null;
}

const FAILED = "contracts:wizard.errors.saveFailed";

/**
 * The wizard at one step, behind the kit's guard; a refusal instead when the account may not create
 * contracts or the edited contract can no longer be changed (answered when the page opens, not at its save).
 */
async function requireContractStep(request: Request, stepParam: string | undefined, contractId: string | null) {
  const step = requireStepOfPath(contractWizard, stepParam);
  const locale = await languageOf(request);
  const { account, page } = await requireAccountAnd(request, (credentials) =>
    loadFromApi(request, () => wizardQueryOf({ contractId, locale, overview: step === "overview" }, credentials)),
  );
  const refusal: Refusal | null = account.user.company?.contractCreationBlocked ? { kind: "blocked" } : editRefusal(contractId, page);
  if (refusal !== null || page === "selection line") return { step, loaded: null, page: null, refusal };
  const { problems, general } = page.contractDraft;
  const finished = (name: ContractStep) =>
    name === "general" ? general.positionId !== null && stepIsClear(problems, "general") : stepIsClear(problems, "schedule");
  const loaded: Loaded = { account, data: page, contractId };
  return { step, loaded, page: openStep(request, { wizard: contractWizard, subject: contractId, step, finished }) };
}

/** The first day a new schedule offers: tomorrow in Belgium. */
const firstOfferedDay = () => addDays(todayInBelgium(new Date()), 1);

/** The approved positions matching the search (the first POSITION_SELECT_LIMIT), and the draft's own position. */
async function positionsOf(request: Request, account: Account, chosen: string | null, search: string) {
  const variables = { search: search || null, pageSize: POSITION_SELECT_LIMIT, chosen: chosen ?? "0", hasChosen: chosen !== null };
  return loadFromApi(request, () => graphql(ContractWizardPositionsQueryDocument, variables, account.credentials));
}

/** What the draft's General answers break that the step says on its page as soon as it opens. */
function saidOnOpening(problem: { field: string; code: string }): problem is { field: string; code: Unavailability | "WORK_POST_SHEET_MISSING" } {
  // The chosen employee can no longer be put on the draft, found after General was left (the schedule's
  // last day comes after their ID card's expiry: docs/decisions/0040).
  if (problem.field === "general.employeeId") return (UNAVAILABILITIES as readonly string[]).includes(problem.code);
  // The position (chosen, or from a contract used as a template) lacks the work post sheet it needs.
  return problem.field === "general.positionId" && problem.code === "WORK_POST_SHEET_MISSING";
}

/**
 * Why the draft's employee or position cannot be contracted, at its field when the step opens (the wizard
 * sends the user back to General, or a draft starts with them). Undefined when nothing is to say.
 */
function draftRefusals(problems: readonly { field: string; code: string }[]): FormReply | undefined {
  const error: Record<string, string[]> = {};
  for (const problem of problems.filter(saidOnOpening)) {
    const field = generalFieldOf(problem.field);
    error[field] = [...(error[field] ?? []), GENERAL_MESSAGES[generalMessageKeyOf(problem.field)]?.[problem.code] ?? FAILED];
  }
  return Object.keys(error).length > 0 ? { status: "error", error } : undefined;
}

async function stepData(request: Request, { account, data, contractId }: Loaded, step: ContractStep) {
  const draft = data.contractDraft;
  if (step === "general") {
    const search = positionSearchOf(pageUrlOf(request));
    const found = await positionsOf(request, account, draft.general.positionId, search);
    return {
      step,
      defaultValue: generalFormValues(draft.general as ContractGeneral & typeof draft.general, await languageOf(request)),
      candidates: draft.candidates,
      // An edit is one employee's contract; a new one may be several employees' (issue 46).
      severalEmployees: contractId === null,
      positions: positionChoicesOf(found.positions, found.chosen, search),
      committees: data.committees,
      costPlaces: account.user.company?.costPlacesEnabled ? data.costPlaces : null,
      estimatedDistanceKm: draft.estimatedDistanceKm,
      filled: pageUrlOf(request).searchParams.has("filled"),
      fromTemplate: pageUrlOf(request).searchParams.has("template"),
      unavailable: draftRefusals(draft.problems),
    } as const;
  }
  if (step === "schedule") {
    const fullTimeAsked = draft.problems.some((problem) => problem.code === "FULL_TIME_CONFIRMATION_REQUIRED") || Boolean(draft.schedule.fullTimeConfirmed);
    return { step, defaultValue: scheduleFormValues(draft.schedule), fullTimeAsked, studentHours: draft.studentHoursLeft } as const;
  }
  const nameOf = <T extends { id: string }>(list: T[], id: string | null, name: (found: T) => string) => {
    const found = list.find((item) => item.id === id);
    return found ? name(found) : null;
  };
  const chosen = draft.general.positionId ? (await positionsOf(request, account, draft.general.positionId, "")).chosen : null;
  const editing = contractId !== null;
  const several = isForSeveral(draft.general);
  // Each employee's own checks, for a draft of several (issue 46); one employee's are the steps' own.
  const employees = several ? employeeChecksOf(draft.employees ?? [], draft.schedule.days) : [];
  return {
    step,
    draft,
    employees,
    // Said by the server, as the Change links, so that editing adds nothing to the wizard's JavaScript.
    change: { general: stepPath(contractWizard, contractId, "general", true), schedule: stepPath(contractWizard, contractId, "schedule", true) },
    hint: editing ? "wizard.overview.saveHint" : several ? "wizard.overview.requestEachHint" : "wizard.overview.requestHint",
    submit: editing ? "wizard.overview.save" : several ? "wizard.overview.requestEach" : "wizard.overview.request",
    names: {
      employee: several
        ? employees.map((employee) => employee.name).join(", ")
        : nameOf(draft.candidates, draft.general.employeeId, (found) => `${found.firstName} ${found.lastName}`),
      position: chosen?.name ?? null,
      committee: nameOf(data.committees, draft.general.committeeId, (found) => found.codeAndName),
      costPlace: nameOf(data.costPlaces, draft.general.costPlaceId, (found) => found.name),
    },
    // What the contract will confirm of its position (docs/decisions/0043).
    certificates: chosen?.certificateTypes ?? [],
  } as const;
}

/**
 * A step's page: its form filled from the draft, every answer to check, or why the account cannot create.
 * `contractId`: the requested contract the wizard edits; null for a new one.
 */
export async function loadContractStep(request: Request, stepParam: string | undefined, contractId: string | null = null) {
  const opened = await requireContractStep(request, stepParam, contractId);
  const title: PageKey = contractId === null ? "contracts:wizard.title" : "contracts:wizard.editTitle";
  if (opened.loaded === null) {
    const refusedTitle: PageKey = opened.refusal?.kind === "notEditable" ? "contracts:wizard.notEditable.title" : title;
    return { title: refusedTitle, refusal: opened.refusal, wizard: null };
  }
  return { title, refusal: null, wizard: { page: opened.page, contractId, ...(await stepData(request, opened.loaded, opened.step)) } };
}

/** Saves the steps given; the others stay as they are. */
const saveDraft = async ({ account, contractId }: Loaded, steps: Partial<SaveContractDraftInput>, check: boolean) => {
  const input = { general: steps.general ?? null, schedule: steps.schedule ?? null };
  return (await graphql(SaveContractDraftMutationDocument, { input, check, contractId }, account.credentials)).saveContractDraft;
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether saving took answers from the newly chosen position: the user sees them before going on. */
function filledFromPosition(typed: ContractGeneral, saved: ContractWizardQuery["contractDraft"]["general"]) {
  const keys = ["committeeId", "statute", "onTheMove", "location", "wageCents", "premiums"] as const;
  return keys.some((key) => !sameJson(typed[key], saved[key]));
}

/** The API refused the whole draft on the overview: the steps to go back to, above the answers. */
function overviewProblems(error: ApiError) {
  if (error.code !== "CONTRACT_INVALID") return null;
  const steps = (["general", "schedule"] as const).filter((step) => !stepIsClear(error.problems, step));
  return { fieldErrors: {}, formErrors: steps.map((step) => `contracts:wizard.errors.fix.${step}`) };
}

/** A step's buttons (the kit's intents and the schedule editor's), and the request on the overview. */
export async function actOnContractStep(request: Request, stepParam: string | undefined, contractId: string | null = null) {
  const opened = await requireContractStep(request, stepParam, contractId);
  if (opened.loaded === null) return redirect(stepPath(contractWizard, contractId, "general"));
  const { step, loaded } = opened;
  const { account, data } = loaded;
  const here = stepPath(contractWizard, contractId, step);
  // Cancelling an edit leaves the contract as it was, and goes back to it.
  const contractPage = (id: string) => contractPath({ id, line: "payroll" });
  const place = {
    request,
    wizard: contractWizard,
    subject: contractId,
    failed: FAILED,
    cancel: async () => {
      await graphql(DiscardContractDraftMutationDocument, { contractId }, account.credentials);
      return contractId === null ? PAYROLL_CONTRACTS_PATH : contractPage(contractId);
    },
  };
  if (step === "overview") {
    return checkAction({
      ...place,
      submit: async () => {
        if (contractId === null && isForSeveral(data.contractDraft.general)) {
          const { submitContractDraftForEmployees } = await graphql(SubmitContractDraftForEmployeesMutationDocument, {}, account.credentials);
          return `${REQUESTED_CONTRACTS_PATH}?${requestedSearchOf(submitContractDraftForEmployees)}`;
        }
        const { submitContractDraft } = await graphql(SubmitContractDraftMutationDocument, { contractId }, account.credentials);
        return `${contractPage(submitContractDraft.id)}?done=${contractId === null ? "requested" : "edited"}`;
      },
      refusals: {
        CONTRACT_CREATION_BLOCKED: { form: "contracts:wizard.blocked.body", status: 403 },
        // The back office processed the contract while it was being edited: the draft stays, for the user to see.
        CONTRACT_PROCESSED: { form: "contracts:wizard.errors.processed", status: 409 },
      },
      problems: overviewProblems,
    });
  }
  const formData = await readFormData(request);
  const checking = intentOf(formData) === "next";
  if (step === "schedule") {
    return scheduleStepAction({
      ...place,
      step,
      formData,
      formId: SCHEDULE_FORM_IDS.contract,
      refusedDraft: "CONTRACT_INVALID",
      toInput: toScheduleInput,
      firstDate: firstOfferedDay,
      save: (schedule, check) => saveDraft(loaded, { schedule }, check),
    });
  }
  const employeeEdit = employeeEditOf(formData.get("intent"));
  if (employeeEdit) {
    // Adding or removing an employee keeps what was typed: the step is saved as typed with the change, then shown again.
    return formAction({
      request,
      formData,
      schema: GeneralFormSchema.transform((form) => toGeneralInput(form)),
      failed: FAILED,
      save: async (general) => {
        const otherEmployeeIds = applyEmployeeEdit(general.otherEmployeeIds, employeeEdit);
        await saveDraft(loaded, { general: { ...general, otherEmployeeIds } }, false);
        const added = employeeEdit.kind === "add-employee" ? `#${otherEmployeeFieldId(GENERAL_FORM_ID, otherEmployeeIds.length - 1)}` : "";
        return redirect(`${stepPath(contractWizard, contractId, step, isReturning(formData))}${added}`);
      },
    });
  }
  if (formData.get("intent") === SEARCH_POSITIONS_INTENT) {
    // Narrowing the position list keeps what was typed: the step is saved as typed, then shown again.
    return formAction({
      request,
      formData,
      schema: GeneralFormSchema.transform((form) => toGeneralInput(form)),
      failed: FAILED,
      save: async (general) => {
        await saveDraft(loaded, { general }, false);
        return redirect(
          positionSearchAddress(stepPath(contractWizard, contractId, step, isReturning(formData)), String(formData.get(POSITION_SEARCH_PARAM) ?? "")),
        );
      },
    });
  }
  return stepAction({
    ...place,
    step,
    formData,
    schema: GeneralStepSchema.transform((form) => toGeneralInput(form)),
    asTyped: GeneralFormSchema.transform((form) => toGeneralInput(form)),
    save: async (general) => {
      if (checking && general.positionId && general.positionId !== data.contractDraft.general.positionId) {
        const saved = await saveDraft(loaded, { general }, false);
        if (filledFromPosition(general, saved.general)) throw redirect(`${here}?filled=1`);
      }
      return saveDraft(loaded, { general }, checking);
    },
    problems: apiProblems("CONTRACT_INVALID", GENERAL_MESSAGES, FAILED, { fieldOf: generalFieldOf, messageKeyOf: generalMessageKeyOf }),
  });
}
