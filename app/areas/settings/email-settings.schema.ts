import { z } from "zod";
import { EMAIL_SETTINGS } from "~/areas/settings/email-settings";

// A checkbox left unticked sends nothing at all: absent means false.
const ticked = z
  .string()
  .optional()
  .transform((value) => value === "on");

export const EmailSettingsSchema = z.object(
  Object.fromEntries(EMAIL_SETTINGS.map((name) => [name, ticked])) as Record<(typeof EMAIL_SETTINGS)[number], typeof ticked>,
);
