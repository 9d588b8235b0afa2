// Forgotten and first passwords: no session needed; the work is passwords.ts's.
import type { Resolvers } from "../graphql/resolvers.generated";
import { requestPasswordReset, setPasswordFromLink } from "./passwords";

export const passwordResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: async (_parent, { input }, context) => {
      await requestPasswordReset(context, input.email);
      return { status: "sent" };
    },
    resetPassword: async (_parent, { input }, context) => {
      await setPasswordFromLink(context, { purpose: "reset_password", token: input.token, password: input.password });
      return { status: "changed" };
    },
    setYourPassword: async (_parent, { input }, context) => {
      await setPasswordFromLink(context, { purpose: "set_password", token: input.token, password: input.password, email: input.email });
      return { status: "changed" };
    },
  },
};
