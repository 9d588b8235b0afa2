import { isValidEmail, normaliseEmail } from "../../domain/email";
import { isLanguage } from "../../domain/languages";
import { isAcceptablePassword } from "../../domain/password";
import { issueLink, redeemLink } from "./one-time-links";
import type { AccountKind } from "./tokens";
import { resetPasswordMail } from "../mail/messages";
import { badInput } from "../core/errors";
import type { Resolvers } from "../graphql/resolvers.generated";

type AccountRow = { kind: AccountKind; id: number; email: string; first_name: string; preferred_language: string };

export const passwordResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: async (_parent, { input }, context) => {
      if (!isValidEmail(input.email)) throw badInput("EMAIL_INVALID");
      // The same answer whether or not the address is known, and whether or not the throttle let the mail go,
      // so nobody can probe for accounts; every request counts, for known addresses or not.
      if (!(await context.mailGuard.passwordReset(context.clientAddress, normaliseEmail(input.email)))) return { status: "sent" };
      const accounts = await context.db.query<AccountRow>(
        `select 'user' as kind, id, email, first_name, preferred_language from users where lower(email) = $1
         union all
         select 'employee', id, email, first_name, preferred_language from employees where lower(email) = $1`,
        [normaliseEmail(input.email)],
      );
      for (const account of accounts) {
        const token = await issueLink(context.db, account.kind, account.id, "reset_password");
        await context.mailer.send(
          resetPasswordMail({
            to: account.email,
            firstName: account.first_name,
            language: isLanguage(account.preferred_language) ? account.preferred_language : "nl",
            link: `${context.config.portalUrl}/reset-password?token=${encodeURIComponent(token)}`,
          }),
        );
      }
      return { status: "sent" };
    },
    resetPassword: async (_parent, { input }, context) => {
      if (!isAcceptablePassword(input.password)) throw badInput("PASSWORD_UNACCEPTABLE");
      const redeemed = await redeemLink(context.db, { token: input.token, purpose: "reset_password", password: input.password });
      if (!redeemed) throw badInput("LINK_INVALID");
      return { status: "changed" };
    },
    setYourPassword: async (_parent, { input }, context) => {
      if (!isAcceptablePassword(input.password)) throw badInput("PASSWORD_UNACCEPTABLE");
      const redeemed = await redeemLink(context.db, {
        token: input.token,
        purpose: "set_password",
        password: input.password,
        email: input.email,
      });
      if (!redeemed) throw badInput("LINK_INVALID");
      return { status: "changed" };
    },
  },
};
