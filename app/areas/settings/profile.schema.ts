import { z } from "zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~domain/password";
import { EmailSchema, NameSchema, PhoneSchema } from "~/areas/auth/account.schema";

/**
 * The profile form: a new password is optional, but when typed it must be typed twice alike. A new
 * e-mail address or password needs the current password, which the API checks (docs/decisions/0061).
 */
export const ProfileSchema = z
  .object({
    firstName: NameSchema,
    lastName: NameSchema,
    email: EmailSchema,
    telephone: PhoneSchema,
    mobile: PhoneSchema,
    password: z.string().optional(),
    confirmation: z.string().optional(),
    currentPassword: z.string().optional(),
  })
  .superRefine((profile, ctx) => {
    if (!profile.password && !profile.confirmation) return;
    const length = profile.password?.length ?? 0;
    if (length < PASSWORD_MIN_LENGTH) ctx.addIssue({ code: "custom", path: ["password"], message: "common:validation.passwordTooShort" });
    if (length > PASSWORD_MAX_LENGTH) ctx.addIssue({ code: "custom", path: ["password"], message: "common:validation.passwordTooLong" });
    if (profile.password !== profile.confirmation) {
      ctx.addIssue({ code: "custom", path: ["confirmation"], message: "common:validation.passwordsDoNotMatch" });
    }
  });
