import { loadList } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { InvoicesQueryDocument, type InvoicesQueryVariables } from "~/platform/operations.generated";

const INVOICES_PAGE_SIZE = 25;

/**
 * One page of the selected company's invoices in a period; null when the API could not answer, so
 * that the list says so in place and keeps its heading and filter (part 1 §8).
 */
export function loadInvoicesPage(request: Request, credentials: Credentials, variables: Omit<InvoicesQueryVariables, "pageSize">) {
  return loadList(request, async () => (await graphql(InvoicesQueryDocument, { ...variables, pageSize: INVOICES_PAGE_SIZE }, credentials)).invoices);
}
