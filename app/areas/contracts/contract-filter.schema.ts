import { z } from "zod";
import { pageParam } from "~/forms/page-param";
import { CONTRACT_DURATIONS } from "~domain/contract-duration";
import { CONTRACT_STATUSES, EXTENSION_STATUSES } from "~domain/contract-status";
import { TEAM_SEARCH_MAX_LENGTH } from "~domain/team";
import { periodFilter } from "~/forms/period";

// A page or a status that is not one was edited into the address by hand: read as none.
const page = pageParam;

/** A contracts list's query string: a status, a period of working days, a duration, a name search and a page. */
export const ContractFilterSchema = periodFilter(
  { dateInvalid: "contracts:filter.dateInvalid", periodReversed: "contracts:filter.periodReversed" },
  {
    status: z.enum(CONTRACT_STATUSES).optional().catch(undefined),
    duration: z.enum(CONTRACT_DURATIONS).optional().catch(undefined),
    search: z.string().trim().max(TEAM_SEARCH_MAX_LENGTH, "contracts:filter.searchTooLong").optional(),
    page,
  },
);

/** An extension list's query string: an extension status and a page. */
export const ExtensionFilterSchema = z.object({ status: z.enum(EXTENSION_STATUSES).optional().catch(undefined), page });
