// The caller's own profile (part 1 §2.4 Profile): only ever the signed-in user's row (account.ts), and
// their e-mail address and password (own-credentials.ts).
import { pendingEmailOf } from "../auth/one-time-links";
import { requireCallerSession } from "../core/context";
import type { Resolvers } from "../graphql/resolvers.generated";
import { loadUser, updateProfile } from "./account";
import { confirmEmailChange } from "./own-credentials";

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: (_parent, { input }, context) => updateProfile(context, requireCallerSession(context, "user"), input),
    confirmEmailChange: async (_parent, { input }, context) => {
      const caller = requireCallerSession(context, "user");
      await confirmEmailChange(context, caller, input.token);
      return loadUser(context, caller.id);
    },
  },
  User: {
    pendingEmail: (user, _args, context) => pendingEmailOf(context.db, user.id),
  },
};
