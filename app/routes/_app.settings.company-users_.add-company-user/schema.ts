// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { SUPPORTED_LANGUAGES } from "~domain/languages";
import { EmailSchema } from "~/areas/auth/account.schema";
import { singleLine } from "~/forms/text-lines";

const name = (requiredMessage: string) =>
  singleLine(z.string({ error: requiredMessage }).trim().min(1, requiredMessage).max(100, "companyAdmin:addUser.errors.nameTooLong"));

export const AddCompanyUserSchema = z.object({
  firstName: name("companyAdmin:addUser.errors.firstNameRequired"),
  lastName: name("companyAdmin:addUser.errors.lastNameRequired"),
  // The invitee's address: "enter the e-mail address", not "your" address; the rest is EmailSchema's.
  email: z.string({ error: "companyAdmin:addUser.errors.emailRequired" }).pipe(EmailSchema),
  function: singleLine(z.string().trim().max(100, "companyAdmin:addUser.errors.functionTooLong")).optional(),
  preferredLanguage: z.enum(SUPPORTED_LANGUAGES, {
    error: "companyAdmin:addUser.errors.languageRequired",
  }),
});
