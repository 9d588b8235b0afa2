import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail } from "~domain/email";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~domain/password";
import { isValidPhone } from "~domain/phone";
import { singleLine } from "~/forms/text-lines";

// Messages are translation keys: the page renders them in the user's language.

export const EmailSchema = z
  .string({ error: "common:validation.emailRequired" })
  .trim()
  .max(EMAIL_MAX_LENGTH, "common:validation.emailInvalid")
  .refine(isValidEmail, "common:validation.emailInvalid");

/** A password being checked, not chosen: any length is worth a try. */
export const CurrentPasswordSchema = z.string({ error: "common:validation.passwordRequired" });

export const NewPasswordSchema = z
  .string({ error: "common:validation.passwordRequired" })
  .min(PASSWORD_MIN_LENGTH, "common:validation.passwordTooShort")
  .max(PASSWORD_MAX_LENGTH, "common:validation.passwordTooLong");

export const NameSchema = singleLine(z.string({ error: "common:validation.nameRequired" }).trim().max(100, "common:validation.nameTooLong"));

export const PhoneSchema = singleLine(z.string().trim()).refine(isValidPhone, "common:validation.phoneInvalid").optional();

/** A new password typed twice; the mismatch is reported on the confirmation field. */
export const NewPasswordWithConfirmationSchema = z
  .object({
    password: NewPasswordSchema,
    confirmation: z.string({ error: "common:validation.confirmationRequired" }),
  })
  .refine((value) => value.password === value.confirmation, {
    message: "common:validation.passwordsDoNotMatch",
    path: ["confirmation"],
  });

export const PASSWORD_FIELDS = ["password", "confirmation"] as const;
