import { pageParam } from "~/forms/page-param";
import { periodFilter } from "~/forms/period";

/** The invoices list's query string: a period of expiration dates and a page. */
export const InvoiceFilterSchema = periodFilter(
  { dateInvalid: "invoices:filter.dateInvalid", periodReversed: "invoices:filter.periodReversed" },
  { page: pageParam },
);
