import { requireOnboardingStep } from "./onboarding.server";
import { graphql } from "~/platform/payroll-api.server";
import { onboardingWizard, type OnboardingStep } from "./onboarding-wizard";
import { stepAction } from "~/forms/wizard/wizard.server";
import { CommitteesQueryDocument, SaveOnboardingContractTypeMutationDocument, type Statute } from "~/platform/operations.generated";
import { loadFromApi } from "~/platform/api-calls.server";
import { languageOf } from "~/platform/i18next.server";
import { ContractTypeSchema, ContractTypeTypedSchema, contractTypeFormValues } from "./contract-type.schema";

const STEP_OF: Record<Statute, OnboardingStep> = { worker: "worker-contract-type", clerk: "clerk-contract-type" };

/** The worker and clerk steps are the same questions about a different statute. */
export async function loadContractTypeStep(request: Request, statute: Statute) {
  const { account, draft, page } = await requireOnboardingStep(request, STEP_OF[statute]);
  const saved = statute === "worker" ? draft.workerContractType : draft.clerkContractType;
  const locale = await languageOf(request);
  const { committees } = await loadFromApi(request, () => graphql(CommitteesQueryDocument, { statute, locale }, account.credentials));
  return { statute, page, committees, draft: contractTypeFormValues(saved) };
}

/** Next checks the answers, Previous keeps them as typed; the API keeps them as they are given. */
export async function saveContractTypeStep(request: Request, statute: Statute) {
  const { account } = await requireOnboardingStep(request, STEP_OF[statute]);
  return stepAction({
    request,
    wizard: onboardingWizard,
    subject: null,
    step: STEP_OF[statute],
    schema: ContractTypeSchema,
    asTyped: ContractTypeTypedSchema,
    save: (answers) => graphql(SaveOnboardingContractTypeMutationDocument, { input: { statute, ...answers } }, account.credentials),
    failed: "common:onboarding.saveFailed",
  });
}
