import type { LoaderFunctionArgs } from "react-router";
import { selectionContractsCsv } from "~/areas/contracts/contract-export.server";

export const handle = { i18n: ["contracts", "exports"] };

/** /contracts/selection-contracts[/interim|/construct]/export.csv: a line's contracts as their page filters them, as a CSV file. */
export const loader = ({ request, params }: LoaderFunctionArgs) => selectionContractsCsv(request, "list", params.kind);
