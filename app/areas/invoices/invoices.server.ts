import { loadList } from "~/platform/api-calls.server";
import type { ExportPaging } from "~/platform/csv-export.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { InvoicesExportQueryDocument, InvoicesQueryDocument } from "~/platform/operations.generated";
import { isOverdueAt } from "~domain/invoices";

const INVOICES_PAGE_SIZE = 25;

/** A period of expiration dates; either end may be open. */
type InvoicePeriod = { from?: string; to?: string };

const apiFilterOf = ({ from, to }: InvoicePeriod) => ({ from: from ?? null, to: to ?? null });

/**
 * One page of the selected company's invoices that expire in a period, with the count the page's links
 * need, each marked overdue or not, and what the company still has to pay over all its invoices: one request.
 */
async function fetchInvoicesPage(credentials: Credentials, period: InvoicePeriod, page: number, pageSize: number) {
  const answer = await graphql(InvoicesQueryDocument, { filter: apiFilterOf(period), page, pageSize }, credentials);
  // Read once, so that every row of the page is judged against the same Belgian day.
  const now = new Date();
  const nodes = answer.invoices.nodes.map((invoice) => ({ ...invoice, overdue: isOverdueAt(invoice, now) }));
  return { ...answer.invoices, nodes, outstanding: answer.outstandingInvoices };
}

/** The export's page of the invoices that expire in a period: the first, or with `after` the one after it; no count. */
export async function fetchInvoicesExportPage(credentials: Credentials, period: InvoicePeriod, { page, pageSize, after }: ExportPaging) {
  return (await graphql(InvoicesExportQueryDocument, { filter: apiFilterOf(period), page, pageSize, after }, credentials)).invoices;
}

/**
 * One page of the selected company's invoices in a period, and its outstanding total; null when the API
 * could not answer, so that the list says so in place and keeps its heading and filter (part 1 §8).
 */
export function loadInvoicesPage(request: Request, credentials: Credentials, period: InvoicePeriod, page: number) {
  return loadList(request, () => fetchInvoicesPage(credentials, period, page, INVOICES_PAGE_SIZE));
}
