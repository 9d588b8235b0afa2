import { z } from "zod";
import { periodFilter } from "~/forms/period";

/** The invoices list's query string: a period of expiration dates and a page. */
export const InvoiceFilterSchema = periodFilter(
  { dateInvalid: "invoices:filter.dateInvalid", periodReversed: "invoices:filter.periodReversed" },
  { page: z.coerce.number().int().min(1).optional().catch(1) },
);
