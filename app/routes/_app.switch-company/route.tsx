import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { SelectCompanyMutationDocument } from "~/platform/operations.generated";
import { identifyUser } from "~/platform/analytics.server";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import { log } from "~/platform/log.server";
import { readFormData } from "~/platform/form-bodies.server";

export const loader = () => redirect("/");

/**
 * Switching company (part 1 §4): the API selects it, then everything is loaded afresh from the
 * start page of the new company. A failure is only logged (part 1 §8): the user stays where they were.
 */
export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const companyId = String((await readFormData(request)).get("companyId") ?? "");
  try {
    await graphql(SelectCompanyMutationDocument, { input: { companyId } }, credentials);
    // The company is a trait of the user's identity.
    identifyUser(credentials);
  } catch (error) {
    log.warn({ err: error }, "switching company failed");
  }
  return redirect("/");
}
