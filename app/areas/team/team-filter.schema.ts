import { z } from "zod";
import { pageParam } from "~/forms/page-param";
import { TEAM_SEARCH_MAX_LENGTH } from "~domain/team";

const search = z.string().trim().max(TEAM_SEARCH_MAX_LENGTH, "team:filter.searchTooLong").optional();
// A page that is no whole number from 1 is read as the first: the address was edited by hand.
const page = pageParam;

/** The selection team's query string: a name search and a page. */
export const SelectionTeamFilterSchema = z.object({ search, page });

/** The payroll team's query string: a name search, the active or the archived members, and a page. */
export const PayrollTeamFilterSchema = SelectionTeamFilterSchema.extend({
  status: z.enum(["active", "archived"]).optional().catch("active"),
});
