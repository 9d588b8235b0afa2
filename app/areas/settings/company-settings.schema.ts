import { z } from "zod";
import { isValidWebsite } from "~domain/website";
import { multiLine, singleLine } from "~/forms/text-lines";

/** The company information the company may edit; official name, VAT and address come from onboarding. */
export const CompanySettingsSchema = z.object({
  displayName: singleLine(z.string({ error: "common:validation.displayNameRequired" }).trim().min(1, "common:validation.displayNameRequired").max(200)),
  buildingNumber: singleLine(z.string().trim().max(20)).optional(),
  website: z.string().trim().max(200).refine(isValidWebsite, "settings:company.websiteInvalid").optional(),
  description: multiLine(z.string().trim().max(2000, "settings:company.descriptionTooLong")).optional(),
});
