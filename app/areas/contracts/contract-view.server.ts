import { redirect } from "react-router";
import { z } from "zod";
import { formAction } from "~/forms/action.server";
import { graphql } from "~/platform/payroll-api.server";
import { PushWorkObstructionMutationDocument, type ContractLine } from "~/platform/operations.generated";
import { translatorFor } from "~/platform/translate.server";
import { requireAccountAnd, requireAccount } from "~/platform/user.server";
import { requireContract } from "./contracts.server";
import { pageUrlOf } from "~/platform/page-url";

/** What a request page says once done, by the `done` of the address it leads back to. */
const NOTICES = {
  requested: "view.notices.requested",
  edited: "view.notices.edited",
  workdays: "view.notices.workdays",
  cancellation: "view.notices.cancellation",
  obstruction: "view.notices.obstruction",
  pushed: "view.notices.pushed",
  stopped: "view.notices.stopped",
  extension: "view.notices.extension",
  "extension-approved": "view.notices.extensionApproved",
  "extension-draft": "view.notices.extensionDraft",
  "extension-waiting": "view.notices.extensionWaiting",
} as const;

/** A contract's page on the lines it shows (payroll, or interim and construct). */
export async function loadContractView(request: Request, id: string, lines: readonly ContractLine[]) {
  const { page } = await requireAccountAnd(request, (credentials) => requireContract(request, credentials, id, lines));
  const done = pageUrlOf(request).searchParams.get("done");
  const t = await translatorFor(request, "contracts");
  const notice = done && done in NOTICES ? t(NOTICES[done as keyof typeof NOTICES]) : null;
  return { contract: page, notice };
}

const PushSchema = z.object({ intent: z.literal("push-obstruction"), obstructionId: z.string().min(1) });

/**
 * The page's one form: push a failed work obstruction to the back office again. The API pushes only a
 * failed one; a page left open after the office got it is told so (409), not sent twice.
 */
export async function pushObstruction(request: Request, id: string, lines: readonly ContractLine[]) {
  const account = await requireAccount(request);
  const contract = await requireContract(request, account.credentials, id, lines);
  return formAction({
    request,
    schema: PushSchema,
    failed: "contracts:view.pushFailed",
    refusals: { OBSTRUCTION_NOT_FAILED: { form: "contracts:view.pushNotFailed", status: 409 } },
    save: async ({ obstructionId }) => {
      await graphql(PushWorkObstructionMutationDocument, { input: { id: obstructionId } }, account.credentials);
      return redirect(`${pageUrlOf(request).pathname}?done=pushed#${contract.id}`);
    },
  });
}
