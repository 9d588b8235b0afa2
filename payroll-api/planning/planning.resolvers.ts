// The week's planning (issue 32): who may see which lines, and the arguments, are checked here; the
// week's statements are planning.ts's, beside this file.
import { mondayOf } from "../../domain/belgian-time";
import { contractLinesOf } from "../contracts/contract-model";
import { planningWeek } from "./planning";
import { idOf } from "../core/context";
import { badInput, notAllowed } from "../core/errors";
import { pageWindow } from "../core/pagination";
import type { Resolvers } from "../graphql/resolvers.generated";
import { searchPatterns } from "../team/team-lists";

export const planningResolvers: Resolvers = {
  Query: {
    planning: async (_parent, { weekStart, filter, page, pageSize }, context) => {
      const window = pageWindow(page, pageSize);
      if (mondayOf(weekStart) !== weekStart) throw badInput("WEEK_INVALID");
      const { companyId, lines } = await contractLinesOf(context);
      if (lines.length === 0 || (filter?.line && !lines.includes(filter.line))) throw notAllowed();
      return planningWeek(context.db, {
        companyId,
        lines,
        weekStart,
        filter: {
          line: filter?.line ?? null,
          position: filter?.position || null,
          costPlaceId: filter?.costPlaceId ? idOf(filter.costPlaceId) : null,
          searchPatterns: searchPatterns(filter?.search),
        },
        window,
      });
    },
  },
};
