import type { LoaderFunctionArgs } from "react-router";
import { payrollContractsCsv } from "~/areas/contracts/contract-export.server";

export const handle = { i18n: ["contracts", "exports"] };

/** /contracts/payroll-contracts/export.csv: the payroll contracts as their page filters them, as a CSV file (issue 32). */
export const loader = ({ request }: LoaderFunctionArgs) => payrollContractsCsv(request, "list");
