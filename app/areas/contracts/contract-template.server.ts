// Use as a template (issue 46 part 2, docs/decisions/0086): a payroll contract's page leads here; the
// user picks the week its days move to (the next week unless told), and Continue writes the new-contract
// draft from it and opens the wizard, where everything can still be changed (the employee too). Nothing
// is sent to the contract's creation before the wizard's own Request.
import { redirect, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { todayInBelgium } from "~domain/belgian-time";
import { isCalendarDate } from "~domain/calendar-date";
import { nextWeekOf } from "~domain/contract-template";
import { formAction } from "~/forms/action.server";
import { graphql } from "~/platform/payroll-api.server";
import { StartContractDraftFromTemplateMutationDocument } from "~/platform/operations.generated";
import { requireAccount } from "~/platform/user.server";
import { requireContract } from "./contracts.server";

const TemplateSchema = z.object({
  week: z
    .string({ error: "contracts:template.weekRequired" })
    .trim()
    .min(1, "contracts:template.weekRequired")
    .refine(isCalendarDate, "contracts:template.weekInvalid"),
});

/** Where the wizard opens with the template's answers: its General step, saying where they come from. */
const TEMPLATE_WIZARD_PATH = "/contracts/create-contract?template=1";

/** The payroll contract used as a template, and the week its days move to unless the user picks another. */
export async function loadContractTemplate({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const contract = await requireContract(request, account.credentials, params.contractId!, ["payroll"]);
  return { contract, week: nextWeekOf(todayInBelgium(new Date())) };
}

export async function startFromTemplate(request: Request, contractId: string) {
  const account = await requireAccount(request);
  await requireContract(request, account.credentials, contractId, ["payroll"]);
  return formAction({
    request,
    schema: TemplateSchema,
    save: async ({ week }) => {
      await graphql(StartContractDraftFromTemplateMutationDocument, { input: { contractId, week } }, account.credentials);
      return redirect(TEMPLATE_WIZARD_PATH);
    },
    refusals: { NOT_FOUND: { notFound: true }, DATE_INVALID: { fields: ["week"], message: "contracts:template.weekInvalid" } },
    failed: "contracts:template.failed",
  });
}
