import { listFilterOf } from "~/forms/list-filter";
import { apiPages, csvResponse } from "~/platform/csv-export.server";
import { pageTranslatorFor } from "~/platform/translate.server";
import { requireAccountAnd } from "~/platform/user.server";
import { InvoiceFilterSchema } from "./invoice-filter.schema";
import { fetchInvoicesExportPage } from "./invoices.server";

/**
 * The invoices that expire in the period the page filters on, on every page, as a CSV file (issue 32).
 * The total is a number the export writes itself, in euros with the language's decimal mark.
 */
export async function invoicesCsv(request: Request) {
  const { filter } = listFilterOf(request, InvoiceFilterSchema);
  const { page: pages } = await requireAccountAnd(request, (credentials) =>
    apiPages(request, (paging) => fetchInvoicesExportPage(credentials, filter, paging)),
  );
  const t = await pageTranslatorFor(request);
  return csvResponse(request, {
    title: t("invoices:title"),
    columns: [
      { header: t("exports:columns.invoice"), text: (invoice) => invoice.name },
      { header: t("exports:columns.totalEuros"), euros: (invoice) => invoice.totalCents },
      { header: t("exports:columns.expiresOn"), date: (invoice) => invoice.expiresOn },
      { header: t("exports:columns.status"), text: (invoice) => t(`invoices:status.${invoice.status}`) },
    ],
    pages,
  });
}
