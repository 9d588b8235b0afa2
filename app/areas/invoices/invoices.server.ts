import { loadList } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { InvoicesQueryDocument } from "~/platform/operations.generated";

const INVOICES_PAGE_SIZE = 25;

/** A period of expiration dates; either end may be open. */
type InvoicePeriod = { from?: string; to?: string };

/** One page of the selected company's invoices that expire in a period. */
export async function fetchInvoicesPage(credentials: Credentials, { from, to }: InvoicePeriod, page: number, pageSize: number) {
  return (await graphql(InvoicesQueryDocument, { filter: { from: from ?? null, to: to ?? null }, page, pageSize }, credentials)).invoices;
}

/**
 * One page of the selected company's invoices in a period; null when the API could not answer, so
 * that the list says so in place and keeps its heading and filter (part 1 §8).
 */
export function loadInvoicesPage(request: Request, credentials: Credentials, period: InvoicePeriod, page: number) {
  return loadList(request, () => fetchInvoicesPage(credentials, period, page, INVOICES_PAGE_SIZE));
}
