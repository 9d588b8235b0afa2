import type { LoaderFunctionArgs } from "react-router";
import { payrollContractsCsv } from "~/areas/contracts/contract-export.server";

export const handle = { i18n: ["contracts", "exports"] };

/** /contracts/payroll-extensions/export.csv: the payroll contracts to extend as their page filters them, as a CSV file. */
export const loader = ({ request }: LoaderFunctionArgs) => payrollContractsCsv(request, "extensions");
