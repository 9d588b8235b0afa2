// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~domain/languages";
import { EmailSchema, PhoneSchema } from "~/areas/auth/account.schema";
import { singleLine } from "~/forms/text-lines";

const name = (requiredMessage: string) =>
  singleLine(z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(100, "team:invite.errors.nameTooLong"));

export const InviteToPayrollTeamSchema = z.object({
  firstName: name("team:invite.errors.firstNameRequired"),
  lastName: name("team:invite.errors.lastNameRequired"),
  // The invitee's address: "enter the e-mail address", not "your" address; the rest is EmailSchema's.
  email: z.string({ error: "team:invite.errors.emailRequired" }).pipe(EmailSchema),
  mobile: PhoneSchema,
  preferredLanguage: z.enum(SUPPORTED_LANGUAGES, { error: "team:invite.errors.languageRequired" }),
});
