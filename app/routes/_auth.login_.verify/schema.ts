// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";

export const OtpSchema = z.object({
  code: z
    .string({ error: "auth:otp.codeRequired" })
    .trim()
    .regex(/^\d{6}$/, "auth:otp.codeInvalid"),
  redirectTo: z.string().optional(),
});
