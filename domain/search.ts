// One search over the selected company (issue 46 §4, docs/decisions/0083): which kinds of things a user
// may find, and how much of a search the portal and the payroll API take.
import type { Capabilities } from "./access";

/** The longest search either side accepts, in characters. */
export const SEARCH_MAX_LENGTH = 100;

/** The closest hits shown of each kind; the count says how many more there are. */
export const SEARCH_HITS_PER_KIND = 10;

export const SEARCH_KINDS = ["employees", "contracts", "positions", "costPlaces", "invoices"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The kinds a user finds, as the pages that show them are opened (access.ts): the payroll team's
 * employees and positions with a payroll offer, a selection line's workers and contracts with that
 * line's hours validation, cost places and invoices in every company.
 */
export function searchKindsOf(capabilities: Capabilities): SearchKind[] {
  const seesPeople = capabilities.payroll || capabilities.hoursValidation;
  return SEARCH_KINDS.filter((kind) => {
    switch (kind) {
      case "employees":
      case "contracts":
        return seesPeople;
      case "positions":
        return capabilities.payroll;
      case "costPlaces":
      case "invoices":
        return true;
    }
  });
}
