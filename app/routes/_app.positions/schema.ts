// Kept out of the route module so the browser bundle does not carry zod.
import { z } from "zod";
import { pageParam } from "~/forms/page-param";

/**
 * The positions list's query string: a name to search for, `workPostSheet=missing` for only the positions
 * whose work post sheet is missing, and a page; anything unreadable is ignored.
 */
export const PositionSearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
  workPostSheet: z.literal("missing").optional().catch(undefined),
  page: pageParam,
});
