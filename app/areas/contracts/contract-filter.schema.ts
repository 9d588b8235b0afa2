import { z } from "zod";
import { TEAM_SEARCH_MAX_LENGTH } from "~domain/team";
import { periodFilter } from "~/forms/period";

export const CONTRACT_STATUSES = [
  "requested",
  "approved",
  "ongoing",
  "past",
  "refused",
  "contract_cancellation_pending",
  "contract_cancellation_refused",
  "workday_cancellation_pending",
  "workday_cancellation_refused",
] as const;

export const EXTENSION_STATUSES = ["to_extend", "expired", "extended", "extend_wait", "stopped", "draft"] as const;

// A page or a status that is not one was edited into the address by hand: read as none.
const page = z.coerce.number().int().min(1).optional().catch(1);

/** A contracts list's query string: a status, a period of working days, a name search and a page. */
export const ContractFilterSchema = periodFilter(
  { dateInvalid: "contracts:filter.dateInvalid", periodReversed: "contracts:filter.periodReversed" },
  {
    status: z.enum(CONTRACT_STATUSES).optional().catch(undefined),
    search: z.string().trim().max(TEAM_SEARCH_MAX_LENGTH, "contracts:filter.searchTooLong").optional(),
    page,
  },
);

/** An extension list's query string: an extension status and a page. */
export const ExtensionFilterSchema = z.object({ status: z.enum(EXTENSION_STATUSES).optional().catch(undefined), page });
