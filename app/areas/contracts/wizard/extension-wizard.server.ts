// The extension wizard (part 2 §2 screen 10, §4; docs/decisions/0025) on the wizard kit: the new days
// (and notes for the office), then the overview, from which the extension is requested. The API answers
// approved (the new contract exists at once), draft (the office validates it) or waiting (it follows
// once the contract itself is approved).
import { redirect } from "react-router";
import { addDays, mondayOf } from "~domain/belgian-time";
import { hoursOfMinutes, minutesPerWeek, type ScheduleDay } from "~domain/contract-schedule";
import { busiestWeekMinutes, extensionResultOf } from "~domain/extension-result";
import { contractPath, PAYROLL_EXTENSIONS_PATH, SELECTION_EXTENSIONS_PATH } from "~/areas/contracts/contract-pages";
import { checkAction, openStep, requireStepOfPath } from "~/forms/wizard/wizard.server";
import { loadFromApi, orNotFound, requireFound } from "~/platform/api-calls.server";
import { ApiError, graphql } from "~/platform/payroll-api.server";
import {
  DiscardExtensionDraftMutationDocument,
  ExtensionWizardQueryDocument,
  SaveExtensionDraftMutationDocument,
  SubmitExtensionDraftMutationDocument,
  type ContractScheduleInput,
  type ExtensionWizardQuery,
} from "~/platform/operations.generated";
import type { Credentials } from "~/platform/session.server";
import { requireAccountAnd, type Account } from "~/platform/user.server";
import { extensionWizard, SCHEDULE_FORM_IDS, stepIsClear } from "./contract-wizard";
import { scheduleStepAction } from "./schedule-step.server";
import { scheduleFormValues, toScheduleInput } from "./schedule.schema";
import { readFormData } from "~/platform/form-bodies.server";

const FAILED = "contracts:extension.failed";
type Draft = ExtensionWizardQuery["extensionDraft"];

/** The extensions list a contract's wizard leaves for: its line's. */
const extensionsListOf = (line: string) => (line === "payroll" ? PAYROLL_EXTENSIONS_PATH : `${SELECTION_EXTENSIONS_PATH}/${line}`);

/** The contract's extension draft, or "not extendable" when it cannot be extended (any more, or by this user). */
async function extensionDraftOf(contractId: string, credentials: Credentials): Promise<Draft | "not extendable" | null> {
  try {
    return (await orNotFound(() => graphql(ExtensionWizardQueryDocument, { contractId }, credentials)))?.extensionDraft ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.code === "NOT_EXTENDABLE") return "not extendable";
    throw error;
  }
}

/**
 * The wizard of one step; a contract that cannot be extended leads back to its page: an interim or
 * construct one without extending_contracts too (part 2 §6). The refusal does not say the contract's
 * line: a user with payroll contracts is sent to the payroll contract's page, others to the selection one.
 */
async function requireExtensionStep(request: Request, contractId: string, stepParam: string | undefined) {
  const step = requireStepOfPath(extensionWizard, stepParam);
  const { account, page } = await requireAccountAnd(request, (credentials) => loadFromApi(request, () => extensionDraftOf(contractId, credentials)));
  if (page === "not extendable") throw redirect(contractPath({ id: contractId, line: account.capabilities.payroll ? "payroll" : "interim" }));
  const draft = requireFound(page);
  const finished = () => stepIsClear(draft.problems, "schedule");
  return { step, account, draft, page: openStep(request, { wizard: extensionWizard, subject: contractId, step, finished }) };
}

/** The first week after the contract, as its last week was worked: what an extension usually asks. */
function suggestedDays(draft: Draft) {
  const days = draft.contract.days;
  const last = days.at(-1);
  if (!last) return [];
  return days.filter((day) => mondayOf(day.date) === mondayOf(last.date)).map((day) => ({ ...day, date: addDays(day.date, 7) }));
}

/** The days of a draft's schedule whose every part is filled in: those whose hours count. */
const filledDays = (days: Draft["schedule"]["days"]): ScheduleDay[] =>
  days.flatMap(({ date, start, end, breakMinutes }) => (date && start && end && breakMinutes !== null ? [{ date, start, end, breakMinutes }] : []));

/** The contract's hours, week by week (its Monday), that the extension follows (part 2 §3 "previous contract hours"). */
const contractWeeksOf = (days: ScheduleDay[]) => [...minutesPerWeek(days)].map(([monday, minutes]) => ({ monday, hours: hoursOfMinutes(minutes) }));

/**
 * What the office will do with the extension once requested (domain/extension-result.ts), with the busiest
 * weeks compared: said on the overview, before the user requests it.
 */
function expectedResultOf(draft: Draft) {
  const extensionDays = filledDays(draft.schedule.days);
  return {
    result: extensionResultOf({ contractRequested: draft.contract.status === "requested" }, draft.contract.days, extensionDays),
    hours: hoursOfMinutes(busiestWeekMinutes(extensionDays)),
    contractHours: hoursOfMinutes(busiestWeekMinutes(draft.contract.days)),
  };
}

export async function loadExtensionStep(request: Request, contractId: string, stepParam: string | undefined) {
  const { step, draft, page } = await requireExtensionStep(request, contractId, stepParam);
  const { contract } = draft;
  const summary = {
    name: `${contract.employee.firstName} ${contract.employee.lastName}`,
    positionName: contract.positionName,
    contract,
    contractWeeks: contractWeeksOf(contract.days),
  };
  if (step === "schedule") {
    const days = draft.schedule.days.length > 0 ? draft.schedule.days : suggestedDays(draft);
    const fullTimeAsked = draft.problems.some((problem) => problem.code === "FULL_TIME_CONFIRMATION_REQUIRED") || Boolean(draft.schedule.fullTimeConfirmed);
    return {
      ...summary,
      page,
      step,
      defaultValue: {
        ...scheduleFormValues({ ...draft.schedule, days }),
        // The contract's own remark until the user writes the extension's (decision 86).
        contractNotes: draft.contractNotes ?? contract.remark ?? undefined,
        notes: draft.notes ?? undefined,
      },
      fullTimeAsked,
      studentHours: draft.studentHoursLeft,
    } as const;
  }
  return {
    ...summary,
    page,
    step,
    schedule: draft.schedule,
    notes: draft.notes,
    contractNotes: draft.contractNotes,
    expected: expectedResultOf(draft),
  } as const;
}

type ExtensionInput = ContractScheduleInput & { notes?: string | null; contractNotes?: string | null };

const saveDraft = (account: Account, contractId: string, schedule: ExtensionInput, check: boolean) => {
  const { notes, contractNotes, ...days } = schedule;
  const input = { contractId, schedule: days, notes: notes ?? null, contractNotes: contractNotes ?? null };
  return graphql(SaveExtensionDraftMutationDocument, { input, check }, account.credentials);
};

const toInput = (form: Parameters<typeof toScheduleInput>[0]) => ({
  ...toScheduleInput(form),
  notes: form.notes?.trim() || null,
  contractNotes: form.contractNotes?.trim() || null,
});

/** Where the contract's page leads once the extension is asked, by the API's answer. */
const DONE = { approved: "extension-approved", draft: "extension-draft", waiting: "extension-waiting", refused: "extension-draft" } as const;

export async function actOnExtensionStep(request: Request, contractId: string, stepParam: string | undefined) {
  const { step, account, draft } = await requireExtensionStep(request, contractId, stepParam);
  const place = {
    request,
    wizard: extensionWizard,
    subject: contractId,
    failed: FAILED,
    cancel: async () => {
      await graphql(DiscardExtensionDraftMutationDocument, { input: { contractId } }, account.credentials);
      return extensionsListOf(draft.contract.line);
    },
  };
  if (step === "overview") {
    return checkAction({
      ...place,
      submit: async () => {
        const { submitExtensionDraft } = await graphql(SubmitExtensionDraftMutationDocument, { input: { contractId } }, account.credentials);
        return `${contractPath(draft.contract)}?done=${DONE[submitExtensionDraft.result]}`;
      },
      refusals: { NOT_EXTENDABLE: { redirect: contractPath(draft.contract) } },
      problems: (error) => (error.code === "EXTENSION_INVALID" ? { fieldErrors: {}, formErrors: ["contracts:wizard.errors.fix.schedule"] } : null),
    });
  }
  return scheduleStepAction({
    ...place,
    step,
    formData: await readFormData(request),
    formId: SCHEDULE_FORM_IDS.extension,
    refusedDraft: "EXTENSION_INVALID",
    toInput,
    // An extension's first day follows the contract's last.
    firstDate: () => addDays(draft.contract.days.at(-1)?.date ?? draft.contract.endDate, 1),
    save: (schedule, check) => saveDraft(account, contractId, schedule, check),
  });
}
