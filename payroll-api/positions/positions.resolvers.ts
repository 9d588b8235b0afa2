// The selected company's positions and the wizard that adds and edits them (part 2 §2 screens 1-3, §4,
// §5). A position of another company is NOT_FOUND (or null), as if it did not exist. Adding or editing
// needs a rate agreement valid today (NO_VALID_RATE_AGREEMENT); reading does not.
import type { Resolvers } from "../graphql/resolvers.generated";
import { discardPositionDraft, position, positionDraft, positions, savePositionDraft, submitPositionDraft } from "./position-service";

export const positionResolvers: Resolvers = {
  Query: {
    positions: (_parent, args, context) => positions(context, args),
    position: (_parent, args, context) => position(context, args),
    positionDraft: (_parent, args, context) => positionDraft(context, args),
  },
  Mutation: {
    savePositionDraft: (_parent, args, context) => savePositionDraft(context, args),
    submitPositionDraft: (_parent, args, context) => submitPositionDraft(context, args),
    discardPositionDraft: (_parent, args, context) => discardPositionDraft(context, args),
  },
};
