import { redirect } from "react-router";
import type { z } from "zod";

import { ApiError, graphql } from "~/platform/payroll-api.server";
import { requireWizardStep, type Wizard } from "./position-wizard.server";
import { stepPath } from "~/forms/wizard/wizard";
import { checkAction, stepAction } from "~/forms/wizard/wizard.server";
import {
  DiscardPositionDraftMutationDocument,
  SavePositionDraftMutationDocument,
  SubmitPositionDraftMutationDocument,
  type SavePositionDraftInput,
} from "~/platform/operations.generated";
import { GeneralFormSchema, generalStepSchema, toGeneralInput } from "./position-general.schema";
import { PremiumsFormSchema, PremiumsStepSchema, toPremiumsInput } from "./position-premiums.schema";
import { placeOfProblem, type AnswersStep } from "./position-problems.schema";
import { SafetyFormSchema, SafetyStepSchema, toSafetyInput } from "./position-safety.schema";
import { positionWizard } from "./position-wizard";

type StepSave = Pick<SavePositionDraftInput, "general" | "safety" | "premiums">;
type StepSchema = z.ZodType<Partial<StepSave>, unknown>;

/** A step's form as the draft saves it: checked for Next, as typed for Previous. */
function stepSchemasOf(step: AnswersStep, wizard: Wizard): { schema: StepSchema; asTyped: StepSchema } {
  if (step === "general") {
    const asTyped = GeneralFormSchema.transform((form) => toGeneralInput(form, wizard.facts));
    return { schema: generalStepSchema(wizard.facts).transform((general) => ({ general })), asTyped: asTyped.transform((general) => ({ general })) };
  }
  if (step === "safety") {
    return {
      schema: SafetyStepSchema.transform((safety) => ({ safety })),
      asTyped: SafetyFormSchema.transform(toSafetyInput).transform((safety) => ({ safety })),
    };
  }
  return {
    schema: PremiumsStepSchema.transform((premiums) => ({ premiums })),
    asTyped: PremiumsFormSchema.transform(toPremiumsInput).transform((premiums) => ({ premiums })),
  };
}

const viewPath = (positionId: string) => `/positions/view-position/${encodeURIComponent(positionId)}`;

/** The company lost its valid rate agreement meanwhile: the step's page says why (the waiting screen). */
async function unlessWaiting<T>(here: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.code === "NO_VALID_RATE_AGREEMENT") throw redirect(here);
    throw error;
  }
}

/** Saves one step; the steps left out (null) stay as they are. */
const saveDraft = (wizard: Wizard, save: Partial<StepSave>) =>
  graphql(
    SavePositionDraftMutationDocument,
    { input: { positionId: wizard.positionId, general: save.general ?? null, safety: save.safety ?? null, premiums: save.premiums ?? null } },
    wizard.account.credentials,
  );

/** The draft becomes the position (created waiting for approval, or updated). */
async function submit(wizard: Wizard) {
  const { submitPositionDraft } = await graphql(SubmitPositionDraftMutationDocument, { input: { positionId: wizard.positionId } }, wizard.account.credentials);
  return wizard.positionId ? `${viewPath(submitPositionDraft.id)}?updated=1` : "/positions?added=1";
}

async function discard(wizard: Wizard) {
  await graphql(DiscardPositionDraftMutationDocument, { input: { positionId: wizard.positionId } }, wizard.account.credentials);
  return wizard.positionId ? viewPath(wizard.positionId) : "/positions";
}

const STEP_TO_FIX: Record<AnswersStep, string> = {
  general: "positions:wizard.errors.fixGeneral",
  safety: "positions:wizard.errors.fixSafety",
  premiums: "positions:wizard.errors.fixPremiums",
};

/** The API refused the whole draft (POSITION_INVALID): each step with a problem, above the answers. */
function problemErrors(error: ApiError) {
  if (error.code !== "POSITION_INVALID") return null;
  const steps = new Set(error.problems.map((problem) => placeOfProblem(problem).step));
  return { fieldErrors: {}, formErrors: [...steps].map((step) => STEP_TO_FIX[step]) };
}

/** A step's buttons (the wizard kit's intents), and Create or Update on check your answers. */
export async function actOnPositionStep(request: Request, positionId: string | null, stepParam: string | undefined) {
  const opened = await requireWizardStep(request, positionId, stepParam);
  const here = stepPath(positionWizard, positionId, opened.step);
  if (opened.page === null) return redirect(here);
  const { step, wizard } = opened;
  const place = { request, wizard: positionWizard, subject: positionId, cancel: () => discard(wizard), failed: "positions:wizard.errors.saveFailed" };
  if (step === "check") return checkAction({ ...place, submit: () => unlessWaiting(here, () => submit(wizard)), problems: problemErrors });
  return stepAction({ ...place, step, ...stepSchemasOf(step, wizard), save: (value) => unlessWaiting(here, () => saveDraft(wizard, value)) });
}
