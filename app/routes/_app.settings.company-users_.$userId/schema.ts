// Kept out of the route module so the browser bundle does not carry zod: the server validates.
import { z } from "zod";
import { HOURS_VALIDATION_LEVELS } from "~/areas/settings/hours-validation";

export const HoursValidationLevelSchema = z.object({
  level: z.enum(HOURS_VALIDATION_LEVELS, {
    error: "companyAdmin:user.errors.levelRequired",
  }),
});
