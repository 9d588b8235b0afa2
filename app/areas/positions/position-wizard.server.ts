import type { SubmissionResult } from "@conform-to/react";

import { graphql } from "~/platform/payroll-api.server";
import { translatorFor } from "~/platform/translate.server";
import { requireAccountAnd, type Account } from "~/platform/user.server";
import {
  LocalitiesQueryDocument,
  PositionCompanyQueryDocument,
  PositionWizardQueryDocument,
  SavedPositionQueryDocument,
  type OfficeFieldsFragment,
  type PositionDraftFieldsFragment,
  type PositionWizardQuery,
} from "~/platform/operations.generated";
import { openStep, requireStepOfPath } from "~/forms/wizard/wizard.server";
import { languageOf } from "~/platform/i18next.server";
import { loadFromApi, orNotFound, requireFound } from "~/platform/api-calls.server";
import { generalFormValues } from "./position-general.schema";
import { premiumsFormValues } from "./position-premiums.schema";
import { finishedSteps, placeOfProblem, stepProblems, type WizardFacts } from "./position-problems.schema";
import { safetyFormValues } from "./position-safety.schema";
import { positionWizard, type PositionStep } from "./position-wizard";

// The position wizard (part 2 §2 screen 2, §4) on the wizard kit: its draft is kept by the API, one
// address per step, the steps declared in ~/utils/position-wizard.

export type Wizard = {
  account: Account;
  positionId: string | null;
  /** The saved position's name when editing. */
  positionName: string | null;
  draft: PositionDraftFieldsFragment;
  functionCodes: PositionWizardQuery["functionCodes"];
  offices: { code: string; name: string }[];
  defaultOffice: string | undefined;
  facts: WizardFacts;
};

type Waiting = { account: Account; companyName: string; office: OfficeFieldsFragment | null };

/** The offices a position can be booked at: the company's own and those of its valid rate agreements. */
function officesOf(wizard: PositionWizardQuery, office: OfficeFieldsFragment | null, savedCode: string | null) {
  const offices = new Map<string, string>();
  for (const known of [office, ...wizard.rateAgreementDocuments.filter((document) => document.isValid).map((document) => document.office)]) {
    if (known) offices.set(known.code, known.name);
  }
  // An office no longer on a valid agreement stays choosable on the position that has it.
  if (savedCode && !offices.has(savedCode)) offices.set(savedCode, savedCode);
  return [...offices].map(([code, name]) => ({ code, name }));
}

const outcome = <T>(settled: PromiseSettledResult<T>): Promise<T> =>
  settled.status === "fulfilled" ? Promise.resolve(settled.value) : Promise.reject(settled.reason);

/** The wizard of a new position (positionId null) or of an edit; a waiting screen without a valid rate agreement. */
async function loadWizard(request: Request, positionId: string | null): Promise<Wizard | Waiting> {
  // The company, the draft and the saved position travel with the account; the draft's answer only
  // counts when the company has a valid rate agreement (without one, the API refuses it).
  const locale = await languageOf(request);
  const { account, page } = await requireAccountAnd(request, (credentials) =>
    Promise.allSettled([
      graphql(PositionCompanyQueryDocument, {}, credentials),
      orNotFound(() => graphql(PositionWizardQueryDocument, { positionId, locale }, credentials)),
      positionId ? orNotFound(() => graphql(SavedPositionQueryDocument, { id: positionId }, credentials)) : Promise.resolve(null),
    ]),
  );
  const [companyAnswer, wizardAnswer, savedAnswer] = page;
  const { user } = await loadFromApi(request, () => outcome(companyAnswer));
  const company = user?.company;
  if (!company?.hasValidRateAgreement) return { account, companyName: company?.name ?? "", office: company?.vivaldisOffice ?? null };
  const [wizard, saved] = await loadFromApi(request, () => Promise.all([outcome(wizardAnswer), outcome(savedAnswer)]));
  const found = requireFound(wizard);
  const position = positionId ? requireFound(saved?.position) : null;
  const draft = found.positionDraft;
  return {
    account,
    positionId,
    positionName: position?.name ?? null,
    draft,
    functionCodes: found.functionCodes,
    offices: officesOf(found, company.vivaldisOffice, draft.general.vivaldisOfficeCode),
    defaultOffice: company.vivaldisOffice?.code,
    facts: { functionCodes: found.functionCodes, savedStudentsAllowed: position?.studentsAllowed ?? null },
  };
}

const isWaiting = (wizard: Wizard | Waiting): wizard is Waiting => !("draft" in wizard);

/**
 * The wizard at one step, and the kit's guard: a user who skips ahead is sent to the first step that
 * is not finished yet. An unknown step is not found; the waiting screen has no steps.
 */
export async function requireWizardStep(request: Request, positionId: string | null, stepParam: string | undefined) {
  const step = requireStepOfPath(positionWizard, stepParam);
  const wizard = await loadWizard(request, positionId);
  if (isWaiting(wizard)) return { step, wizard, page: null };
  const page = openStep(request, { wizard: positionWizard, subject: positionId, step, finished: finishedSteps(wizard.draft, wizard.facts) });
  return { step, wizard, page };
}

/**
 * The saved address could not be found by the API's look-up (part 1 §5): the step asks to select a
 * location among the localities that match its zip (or else its city), as the error of that choice.
 */
async function locationChoice(request: Request, wizard: Wizard) {
  const problem = stepProblems("general", wizard.draft.general, wizard.facts).find((found) => found.code === "LOCATION_UNRESOLVED");
  const location = wizard.draft.general.location;
  if (!problem || !location) return { localities: null, result: undefined };
  const search = async (text: string) =>
    text.trim() ? (await graphql(LocalitiesQueryDocument, { search: text.trim() }, wizard.account.credentials)).localities : [];
  const localities = await loadFromApi(request, async () => {
    const byZip = await search(location.zip);
    return byZip.length > 0 ? byZip : search(location.city);
  });
  const place = placeOfProblem(problem);
  const result: SubmissionResult<string[]> = { status: "error", error: { [place.field]: [place.message] }, state: { validated: { [place.field]: true } } };
  return { localities, result };
}

/** The function codes to choose from, in code order (so those of one joint committee come together). */
const functionCodeChoices = (wizard: Wizard) =>
  wizard.functionCodes.map((code) => ({
    id: code.id,
    codeAndName: code.codeAndName,
    minimumHourlyWageCents: code.minimumHourlyWageCents,
    committee: code.committee.codeAndName,
    isFlexiAllowed: code.committee.isFlexiAllowed,
  }));

async function stepData(request: Request, wizard: Wizard, step: PositionStep) {
  const language = await languageOf(request);
  const { draft } = wizard;
  if (step === "safety") return { step, defaultValue: safetyFormValues(draft.safety) } as const;
  if (step === "premiums") return { step, defaultValue: premiumsFormValues(draft.premiums, language) } as const;
  if (step === "check") {
    const officeName = wizard.offices.find((office) => office.code === draft.general.vivaldisOfficeCode)?.name ?? draft.general.vivaldisOfficeCode;
    const functionCode = wizard.functionCodes.find((code) => code.id === draft.general.functionCodeId);
    return { step, draft, functionCodeName: functionCode?.codeAndName ?? null, officeName, savedStudentsAllowed: wizard.facts.savedStudentsAllowed } as const;
  }
  const { localities, result } = await locationChoice(request, wizard);
  return {
    step,
    defaultValue: generalFormValues(draft.general, language, wizard.defaultOffice),
    functionCodes: functionCodeChoices(wizard),
    offices: wizard.offices,
    savedStudentsAllowed: wizard.facts.savedStudentsAllowed,
    localities,
    result,
  } as const;
}

/** A step's page: its form filled from the draft (or every answer, to check), or the waiting-for-rate-agreement screen. */
export async function loadPositionStep(request: Request, positionId: string | null, stepParam: string | undefined) {
  const opened = await requireWizardStep(request, positionId, stepParam);
  const t = await translatorFor(request, "positions");
  if (opened.page === null) {
    const { companyName, office } = opened.wizard;
    return { waiting: { companyName, office }, wizard: null };
  }
  const { step, wizard, page } = opened;
  const heading = positionId ? t("wizard.editTitle", { name: wizard.positionName }) : t("wizard.addTitle");
  return {
    waiting: null,
    wizard: { positionId, heading, page, ...(await stepData(request, wizard, step)) },
  };
}
