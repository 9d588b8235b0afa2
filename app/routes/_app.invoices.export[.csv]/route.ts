import type { LoaderFunctionArgs } from "react-router";
import { invoicesCsv } from "~/areas/invoices/invoice-export.server";

export const handle = { i18n: ["invoices", "exports"] };

/** /invoices/export.csv: the invoices as their page filters them, as a CSV file (issue 32). */
export const loader = ({ request }: LoaderFunctionArgs) => invoicesCsv(request);
