// The selected company's selection team (part 1 §2.4, §3): its interim or construct workers, for a user
// who validates the hours of that line of work.
import { asksForCount } from "../graphql/asks-for-count";
import type { Resolvers } from "../graphql/resolvers.generated";
import { selectionTeam } from "./selection-team";

export const selectionTeamResolvers: Resolvers = {
  Query: {
    selectionTeam: (_parent, args, context, info) => selectionTeam(context, args, asksForCount(info)),
  },
};
