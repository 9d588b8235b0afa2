// The caller's own profile (part 1 §2.4 Profile): only ever the signed-in user's row (account.ts).
import { requireCaller } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { updateProfile } from "./account";

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_parent, { input }, context) => updateProfile(context, requireCaller(context, "user"), input),
  },
};
