import { listFilterOf } from "~/forms/list-filter";
import { apiPages, csvResponse } from "~/platform/csv-export.server";
import type { PageT } from "~/platform/i18n/keys";
import type { ContractExportFieldsFragment, ContractLine, ExtensionStatus } from "~/platform/operations.generated";
import type { Credentials } from "~/platform/session.server";
import { pageTranslatorFor } from "~/platform/translate.server";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import { ContractFilterSchema, ExtensionFilterSchema } from "./contract-filter.schema";
import { contractPagesOf, SELECTION_CONTRACTS_PATH, SELECTION_EXTENSIONS_PATH } from "./contract-pages";
import { fetchContractsExportPage, fetchExtensionsPage, requireSelectionKind } from "./contracts.server";
import { selectionTitle } from "./selection-kinds";

// The contracts lists as CSV files (issue 32), with the filters of their pages and the same API queries.

/** The contracts list (status, period, duration, name) or the extensions list (extension status). */
type ContractList = "list" | "extensions";

const SELECTION_PATHS: Record<ContractList, string> = { list: SELECTION_CONTRACTS_PATH, extensions: SELECTION_EXTENSIONS_PATH };

/** Every page of a line's list with the filter its page reads from the same address. */
function contractPages(request: Request, credentials: Credentials, line: ContractLine, list: ContractList) {
  if (list === "extensions") {
    const { filter } = listFilterOf(request, ExtensionFilterSchema);
    return apiPages(request, ({ page, pageSize }) => fetchExtensionsPage(credentials, line, filter, page, pageSize));
  }
  const { filter } = listFilterOf(request, ContractFilterSchema);
  return apiPages(request, (paging) => fetchContractsExportPage(credentials, line, filter, paging));
}

/** A contract as its list's export reads it; the extensions list's gives its extension status too. */
type ExportedContract = ContractExportFieldsFragment & { extensionStatus?: ExtensionStatus | null };

function contractsCsv(request: Request, t: PageT, { title, list, pages }: { title: string; list: ContractList; pages: AsyncIterable<ExportedContract[]> }) {
  return csvResponse(request, {
    title,
    columns: [
      { header: t("exports:columns.firstName"), text: (contract) => contract.employee.firstName },
      { header: t("exports:columns.lastName"), text: (contract) => contract.employee.lastName },
      { header: t("exports:columns.position"), text: (contract) => contract.positionName },
      { header: t("exports:columns.startDate"), date: (contract) => contract.startDate },
      { header: t("exports:columns.endDate"), date: (contract) => contract.endDate },
      list === "extensions"
        ? {
            header: t("exports:columns.extensionStatus"),
            text: (contract) => (contract.extensionStatus ? t(`contracts:extensionStatus.${contract.extensionStatus}`) : null),
          }
        : { header: t("exports:columns.contractStatus"), text: (contract) => t(`contracts:status.${contract.status}`) },
    ],
    pages,
  });
}

/** The payroll contracts, or those to extend, as their page filters them, on every page. */
export async function payrollContractsCsv(request: Request, list: ContractList) {
  const { page: pages } = await requireAccountAnd(request, (credentials) => contractPages(request, credentials, "payroll", list));
  const t = await pageTranslatorFor(request);
  return contractsCsv(request, t, { title: t(list === "list" ? "contracts:list.payrollTitle" : "contracts:extensions.payrollTitle"), list, pages });
}

/** A selection line's contracts, or those to extend, as their page filters them, on every page. */
export async function selectionContractsCsv(request: Request, list: ContractList, kindParam: string | undefined) {
  const account = await requireAccount(request);
  const kinds = contractPagesOf(account.capabilities).selectionKinds;
  const kind = requireSelectionKind(request, SELECTION_PATHS[list], kinds, kindParam);
  const pages = await contractPages(request, account.credentials, kind, list);
  const t = await pageTranslatorFor(request);
  return contractsCsv(request, t, { title: selectionTitle(list, { kind, kinds: kinds.length > 1 ? kinds : [] }, t), list, pages });
}
