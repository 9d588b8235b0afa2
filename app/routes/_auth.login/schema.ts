// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { CurrentPasswordSchema, EmailSchema } from "~/areas/auth/account.schema";

export const LoginSchema = z.object({
  email: EmailSchema,
  password: CurrentPasswordSchema,
  redirectTo: z.string().optional(),
});
