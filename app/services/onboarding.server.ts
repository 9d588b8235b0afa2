import { loadFromApi } from "~/platform/api-calls.server";
import { redirect } from "@remix-run/node";
import { canOpenStep, firstUnfinishedStep, type OnboardingStep } from "../../domain/onboarding";
import { OnboardingQueryDocument, type OnboardingQuery } from "~/graphql/operations.generated";

import { graphql } from "./payroll-api.server";
import { requireAccount, type Account } from "./user.server";

export type OnboardingDraft = OnboardingQuery["onboarding"];

export const stepPath = (step: OnboardingStep) => `/onboarding/${step}`;

/**
 * The onboarding draft, kept by the API so a reload or a Back link loses nothing, and the guard of
 * every step: a user who skips ahead lands on the first unfinished step.
 */
export async function requireOnboardingStep(request: Request, step: OnboardingStep): Promise<{ account: Account; draft: OnboardingDraft }> {
  const account = await requireAccount(request);
  const { onboarding: draft } = await loadFromApi(request, () => graphql(OnboardingQueryDocument, {}, account.credentials));
  if (!canOpenStep(draft, step)) throw redirect(stepPath(firstUnfinishedStep(draft)));
  return { account, draft };
}

export async function firstUnfinishedStepPath(request: Request): Promise<string> {
  const account = await requireAccount(request);
  const { onboarding: draft } = await loadFromApi(request, () => graphql(OnboardingQueryDocument, {}, account.credentials));
  return stepPath(firstUnfinishedStep(draft));
}
