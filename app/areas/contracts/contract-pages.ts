// Where a user's contracts are (part 2 §2): the payroll contracts with a payroll offer, and the
// selection contracts of each line whose hours the user validates, with sub-pages when there are both.
import type { Capabilities } from "~domain/access";
import { selectionHomeOf, type SelectionKind } from "~domain/team";

export const PAYROLL_CONTRACTS_PATH = "/contracts/payroll-contracts";
export const SELECTION_CONTRACTS_PATH = "/contracts/selection-contracts";
export const PAYROLL_EXTENSIONS_PATH = "/contracts/payroll-extensions";
export const SELECTION_EXTENSIONS_PATH = "/contracts/selection-extensions";
export const CREATE_CONTRACT_PATH = "/contracts/create-contract";
/** What requesting a contract for several employees made, and who was refused (issue 46). */
export const REQUESTED_CONTRACTS_PATH = `${CREATE_CONTRACT_PATH}/requested`;

/** The contract wizard editing a requested contract (its first step). */
export const editContractPath = (contractId: string) => `/contracts/edit-contract/${encodeURIComponent(contractId)}`;

/** The extension wizard of a contract (its first step). */
export const extensionPath = (contractId: string) => `/contracts/request-contract-extension/${encodeURIComponent(contractId)}`;

export type ContractPages = { payroll: boolean; selectionKinds: SelectionKind[] };

export function contractPagesOf(capabilities: Capabilities): ContractPages {
  const selectionKinds: SelectionKind[] = [];
  if (capabilities.interimHoursValidation) selectionKinds.push("interim");
  if (capabilities.constructHoursValidation) selectionKinds.push("construct");
  return { payroll: capabilities.payroll, selectionKinds };
}

/** Where /contracts leads: the payroll contracts first, else the selection contracts at their first line. */
export const contractsHomeOf = (pages: ContractPages) =>
  pages.payroll ? PAYROLL_CONTRACTS_PATH : selectionHomeOf(SELECTION_CONTRACTS_PATH, pages.selectionKinds);

/** A contract's own page, by its line. */
export const contractPath = (contract: { id: string; line: string }) =>
  `/contracts/${contract.line === "payroll" ? "view-payroll-contract" : "view-selection-contract"}/${encodeURIComponent(contract.id)}`;
