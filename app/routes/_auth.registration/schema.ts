// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { EmailSchema, NameSchema, NewPasswordSchema, PhoneSchema } from "~/areas/auth/account.schema";

export const RegistrationSchema = z.object({
  firstName: NameSchema,
  lastName: NameSchema,
  email: EmailSchema,
  password: NewPasswordSchema,
  mobile: PhoneSchema,
});
