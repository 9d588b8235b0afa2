import type { Resolvers } from "../graphql/resolvers.generated";
import { waitingItems } from "./waiting-items";

export const workQueueResolvers: Resolvers = {
  Query: {
    waitingForYou: (_parent, _args, context) => waitingItems(context),
  },
};
