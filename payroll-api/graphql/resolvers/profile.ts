// The caller's own profile (part 1 §2.4 Profile): names, e-mail, phone numbers and, when given, a new
// password. Only ever the signed-in user's row.
import { isValidEmail, normaliseEmail } from "../../../domain/email";
import { isAcceptablePassword } from "../../../domain/password";
import { isValidPhone } from "../../../domain/phone";
import { hashPassword } from "../../auth/secrets";
import { requireCaller } from "../../core/context";
import { badInput } from "../../core/errors";
import type { Resolvers } from "../resolvers.generated";
import { optionalText } from "./company-settings";
import { loadUser } from "./user";

export const profileResolvers: Resolvers = {
  Mutation: {
    updateProfile: async (_parent, { input }, context) => {
      const id = requireCaller(context, "user");
      const firstName = input.firstName.trim();
      const lastName = input.lastName.trim();
      if (!firstName || !lastName) throw badInput("NAME_REQUIRED");
      if (!isValidEmail(input.email)) throw badInput("EMAIL_INVALID");
      const telephone = optionalText(input.telephone);
      const mobile = optionalText(input.mobile);
      if ((telephone !== null && !isValidPhone(telephone)) || (mobile !== null && !isValidPhone(mobile))) {
        throw badInput("PHONE_INVALID");
      }
      // An empty password is "not changing it", as a form with an untouched password field sends it.
      const password = input.password || null;
      if (password !== null && !isAcceptablePassword(password)) throw badInput("PASSWORD_UNACCEPTABLE");
      const email = normaliseEmail(input.email);
      const taken = await context.db.query("select 1 from users where lower(email) = $1 and id <> $2", [email, id]);
      if (taken.length > 0) throw badInput("EMAIL_TAKEN");
      const passwordHash = password === null ? null : await hashPassword(password);
      try {
        await context.db.query(
          `update users set first_name = $2, last_name = $3, email = $4, telephone = $5, mobile = $6,
             password_hash = coalesce($7, password_hash)
           where id = $1`,
          [id, firstName, lastName, email, telephone, mobile, passwordHash],
        );
      } catch (error) {
        // Another account took the address between the check and the update.
        if ((error as { code?: string }).code === "23505") throw badInput("EMAIL_TAKEN");
        throw error;
      }
      return loadUser(context, id);
    },
  },
};
