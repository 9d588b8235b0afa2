import type { LoaderFunctionArgs } from "react-router";
import { selectionContractsCsv } from "~/areas/contracts/contract-export.server";

export const handle = { i18n: ["contracts", "exports"] };

/** /contracts/selection-extensions[/interim|/construct]/export.csv: a line's contracts to extend as their page filters them, as a CSV file. */
export const loader = ({ request, params }: LoaderFunctionArgs) => selectionContractsCsv(request, "extensions", params.kind);
