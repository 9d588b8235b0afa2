// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { EmailSchema } from "~/schemas/account";

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
