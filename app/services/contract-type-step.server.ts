import { formErrorFor, loadFromApi } from "~/platform/api-calls.server";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect } from "@remix-run/node";
import { nextStep, type OnboardingStep } from "../../domain/onboarding";
import { CommitteesQueryDocument, SaveOnboardingContractTypeMutationDocument, type Statute } from "~/graphql/operations.generated";
import { ContractTypeSchema } from "~/schemas/contract-type";

import { requireOnboardingStep, stepPath } from "./onboarding.server";
import { graphql } from "./payroll-api.server";

const STEP_OF: Record<Statute, OnboardingStep> = { worker: "worker-contract-type", clerk: "clerk-contract-type" };
const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? undefined : value ? "yes" : "no");

/** The worker and clerk steps are the same questions about a different statute. */
export async function loadContractTypeStep(request: Request, statute: Statute) {
  const { account, draft } = await requireOnboardingStep(request, STEP_OF[statute]);
  const saved = statute === "worker" ? draft.workerContractType : draft.clerkContractType;
  const { committees } = await loadFromApi(request, () => graphql(CommitteesQueryDocument, { statute }, account.credentials));
  return json({
    statute,
    committees,
    draft: saved
      ? { used: yesNo(saved.used), committeeId: saved.committee?.id, hasOvertime: yesNo(saved.hasOvertime), paidOvertime: yesNo(saved.paidOvertime) }
      : undefined,
  });
}

export async function saveContractTypeStep(request: Request, statute: Statute) {
  const { account } = await requireOnboardingStep(request, STEP_OF[statute]);
  const submission = parseWithZod(await request.formData(), { schema: ContractTypeSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { used, committeeId, hasOvertime, paidOvertime } = submission.value;
  try {
    await graphql(
      SaveOnboardingContractTypeMutationDocument,
      {
        input: {
          statute,
          used,
          committeeId: used ? (committeeId ?? null) : null,
          hasOvertime: used ? (hasOvertime ?? null) : null,
          paidOvertime: used && hasOvertime ? (paidOvertime ?? null) : null,
        },
      },
      account.credentials,
    );
  } catch (error) {
    return json(submission.reply({ formErrors: [formErrorFor(error, "common:onboarding.saveFailed")] }), { status: 400 });
  }
  return redirect(stepPath(nextStep(STEP_OF[statute]) ?? "overview"));
}
