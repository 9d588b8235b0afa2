import { redirect } from "react-router";
import type { z } from "zod";
import { isSelectionKind, selectionHomeOf, type SelectionKind } from "~domain/team";
import { loadFromApi, loadList, notFound, orNotFound, requireFound } from "~/platform/api-calls.server";
import type { ExportPaging } from "~/platform/csv-export.server";
import { graphql } from "~/platform/payroll-api.server";
import { languageOf } from "~/platform/i18next.server";
import type { Credentials } from "~/platform/session.server";
import {
  ContractExtensionsQueryDocument,
  ContractQueryDocument,
  ContractsExportQueryDocument,
  ContractsQueryDocument,
  type ContractLine,
} from "~/platform/operations.generated";
import type { ContractFilterSchema, ExtensionFilterSchema } from "./contract-filter.schema";
import { pageUrlOf } from "~/platform/page-url";

// The contracts lists and one contract (part 2 §2 screens 8 and 11); the wizards and requests have
// their own modules.

const CONTRACTS_PAGE_SIZE = 25;

type ContractFilter = z.output<typeof ContractFilterSchema>;
type ExtensionFilter = z.output<typeof ExtensionFilterSchema>;

/** The API's filter of a contracts list, as its page reads it from the address. */
const apiFilterOf = (filter: Partial<ContractFilter>) => ({
  status: filter.status ?? null,
  from: filter.from ?? null,
  to: filter.to ?? null,
  search: filter.search ?? null,
  duration: filter.duration ?? null,
});

/** One page of a line's contracts that pass the filter, with the count the page's links need. */
async function fetchContractsPage(credentials: Credentials, line: ContractLine, filter: Partial<ContractFilter>, page: number, pageSize: number) {
  return (await graphql(ContractsQueryDocument, { line, filter: apiFilterOf(filter), page, pageSize }, credentials)).contracts;
}

/** The export's page of a line's contracts that pass the filter: the first, or with `after` the one after it; no count. */
export async function fetchContractsExportPage(
  credentials: Credentials,
  line: ContractLine,
  filter: Partial<ContractFilter>,
  { page, pageSize, after }: ExportPaging,
) {
  return (await graphql(ContractsExportQueryDocument, { line, filter: apiFilterOf(filter), page, pageSize, after }, credentials)).contracts;
}

/** One page of a line's contracts that pass the filter; null when the API could not answer. */
export function loadContractsPage(request: Request, credentials: Credentials, line: ContractLine, filter: Partial<ContractFilter>) {
  return loadList(request, () => fetchContractsPage(credentials, line, filter, filter.page ?? 1, CONTRACTS_PAGE_SIZE));
}

/** One page of a line's contracts to extend or being extended, in an extension status or any. */
export async function fetchExtensionsPage(credentials: Credentials, line: ContractLine, filter: Partial<ExtensionFilter>, page: number, pageSize: number) {
  return (await graphql(ContractExtensionsQueryDocument, { line, status: filter.status ?? null, page, pageSize }, credentials)).contractExtensions;
}

/** One page of a line's contracts to extend or being extended; null when the API could not answer. */
export function loadExtensionsPage(request: Request, credentials: Credentials, line: ContractLine, filter: Partial<ExtensionFilter>) {
  return loadList(request, () => fetchExtensionsPage(credentials, line, filter, filter.page ?? 1, CONTRACTS_PAGE_SIZE));
}

/** A contract of the selected company on the page's lines, or the page's 404. */
export async function requireContract(request: Request, credentials: Credentials, id: string, lines: readonly ContractLine[]) {
  const locale = await languageOf(request);
  const found = await loadFromApi(request, () => orNotFound(() => graphql(ContractQueryDocument, { id, locale }, credentials)));
  const contract = requireFound(found?.contract);
  return requireFound(lines.includes(contract.line) ? contract : null);
}

/**
 * The selection line a page shows: with both lines each has its sub-page (…/interim, …/construct) and
 * the page's own address opens the first; with one, the page's address shows it.
 */
export function requireSelectionKind(request: Request, base: string, kinds: readonly SelectionKind[], kind: string | undefined): SelectionKind {
  const search = pageUrlOf(request).search;
  if (kind !== undefined && !isSelectionKind(kind)) throw notFound();
  if (kinds.length > 1 && kind === undefined) throw redirect(`${selectionHomeOf(base, kinds)}${search}`);
  if (kinds.length <= 1 && kind !== undefined) throw redirect(`${base}${search}`);
  return (kind as SelectionKind | undefined) ?? kinds[0];
}
