// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { EmailSchema } from "~/areas/auth/account.schema";

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
