// One search over the selected company; the statements and rules are search.ts's.
import type { Resolvers } from "../graphql/resolvers.generated";
import { search } from "./search";

export const searchResolvers: Resolvers = {
  Query: {
    search: (_parent, { text }, context) => search(context, text),
  },
};
