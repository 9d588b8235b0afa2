import { graphql } from "~/platform/payroll-api.server";
import { languageOf } from "~/platform/i18next.server";
import { requireAccountAnd, type Account } from "~/platform/user.server";
import { onboardingWizard, type OnboardingStep } from "./onboarding-wizard";
import type { Finished, WizardPage } from "~/forms/wizard/wizard";
import { firstUnfinishedPath, openStep } from "~/forms/wizard/wizard.server";
import { OnboardingQueryDocument, type OnboardingQuery } from "~/platform/operations.generated";
import { loadFromApi } from "~/platform/api-calls.server";
import { ContractTypeSchema, contractTypeFormValues } from "./contract-type.schema";

export type OnboardingDraft = OnboardingQuery["onboarding"];

/**
 * Which steps are finished: the company step once saved (the API checks it then), a contract-type
 * step once its answers pass the step's checks (it is kept as typed, so Previous loses nothing).
 */
export const finishedSteps =
  (draft: OnboardingDraft): Finished<OnboardingStep> =>
  (step) => {
    if (step === "company") return draft.company !== null;
    if (step === "overview") return true;
    const saved = step === "worker-contract-type" ? draft.workerContractType : draft.clerkContractType;
    return saved !== null && ContractTypeSchema.safeParse(contractTypeFormValues(saved)).success;
  };

/**
 * The draft is asked beside the account, in its round trip, not after it: while the API is slow each
 * call waits the whole timeout, and a step's save (then the page after it) waited it five times one
 * after the other, not three (issue 15).
 */
async function loadDraft(request: Request) {
  const locale = await languageOf(request);
  const { account, page } = await requireAccountAnd(request, (credentials) =>
    loadFromApi(request, () => graphql(OnboardingQueryDocument, { locale }, credentials)),
  );
  return { account, draft: page.onboarding };
}

/**
 * The onboarding draft, kept by the API so a reload or Previous loses nothing, and the wizard kit's
 * guard of every step: a user who skips ahead lands on the first unfinished step.
 */
export async function requireOnboardingStep(request: Request, step: OnboardingStep): Promise<{ account: Account; draft: OnboardingDraft; page: WizardPage }> {
  const { account, draft } = await loadDraft(request);
  const page = openStep(request, { wizard: onboardingWizard, subject: null, step, finished: finishedSteps(draft) });
  return { account, draft, page };
}

export async function firstUnfinishedStepPath(request: Request): Promise<string> {
  const { draft } = await loadDraft(request);
  return firstUnfinishedPath(onboardingWizard, null, finishedSteps(draft));
}
