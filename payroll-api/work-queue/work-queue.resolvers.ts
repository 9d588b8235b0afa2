import { requireBackOffice } from "../contracts/back-office";
import type { Resolvers } from "../graphql/resolvers.generated";
import { unsubscribeFromDigest } from "./digest-links";
import { waitingItems } from "./waiting-items";
import { sendWeeklyDigests } from "./weekly-digest";

export const workQueueResolvers: Resolvers = {
  Query: {
    waitingForYou: (_parent, _args, context) => waitingItems(context),
  },
  Mutation: {
    unsubscribeFromDigest: async (_parent, { input }, context) => {
      await unsubscribeFromDigest(context.db, input.token);
      return { status: "ok" };
    },
    backOfficeSendDigests: async (_parent, _args, context) => {
      await requireBackOffice(context);
      return { sent: await sendWeeklyDigests(context) };
    },
  },
};
