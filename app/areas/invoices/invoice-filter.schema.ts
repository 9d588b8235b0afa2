import { z } from "zod";

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "invoices:filter.dateInvalid")
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), "invoices:filter.dateInvalid")
  .optional();

/** The invoices list's query string: a period of expiration dates and a page. */
export const InvoiceFilterSchema = z
  .object({ from: isoDate, to: isoDate, page: z.coerce.number().int().min(1).optional().catch(1) })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { message: "invoices:filter.periodReversed", path: ["to"] });
