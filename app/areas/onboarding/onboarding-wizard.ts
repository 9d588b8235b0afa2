import { defineWizard, type StepOf } from "~/forms/wizard/wizard";

// The onboarding wizard of a company without a VAT number (part 1 §2.4, §4; docs/decisions/0018):
// Company, Worker contract type, Clerk contract type, then the Overview, which is its check-your-answers
// step. /onboarding itself leads to the first unfinished step.
export const onboardingWizard = defineWizard({
  kind: "onboarding",
  steps: [
    { name: "company", path: "company", title: "common:onboarding.steps.company" },
    { name: "worker-contract-type", path: "worker-contract-type", title: "common:onboarding.steps.worker-contract-type" },
    { name: "clerk-contract-type", path: "clerk-contract-type", title: "common:onboarding.steps.clerk-contract-type" },
    { name: "overview", path: "overview", title: "common:onboarding.steps.overview" },
  ],
  check: "overview",
  base: () => "/onboarding",
});
export type OnboardingStep = StepOf<typeof onboardingWizard>;
