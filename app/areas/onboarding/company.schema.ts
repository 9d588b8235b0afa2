import { z } from "zod";
import { PREVENTION_SERVICES } from "~domain/prevention-services";
import { isValidVat, normaliseVat } from "~domain/vat";
import { singleLine } from "~/forms/text-lines";

const required = (key: string) => singleLine(z.string({ error: key }).trim().min(1, key).max(200, key));

const VatSchema = z.string({ error: "common:validation.vatRequired" }).trim().refine(isValidVat, "common:validation.vatInvalid").transform(normaliseVat);

/** Yes/no radios arrive as "yes" or "no". */
const YesNoSchema = (requiredKey: string) => z.enum(["yes", "no"], { error: requiredKey }).transform((answer) => answer === "yes");

/** The company's details, as onboarding's company step and registering another company ask them. */
export const CompanyDetailsSchema = z.object({
  vat: VatSchema,
  displayName: required("common:validation.displayNameRequired"),
  officialName: required("common:validation.officialNameRequired"),
  street: required("common:validation.streetRequired"),
  streetNumber: required("common:validation.streetNumberRequired"),
  buildingNumber: singleLine(z.string().trim().max(20)).optional(),
  zip: z
    .string({ error: "common:validation.zipRequired" })
    .trim()
    .regex(/^\d{4}( ?[A-Za-z]{2})?$/, "common:validation.zipInvalid"),
  city: required("common:validation.cityRequired"),
  preventionService: z.enum(PREVENTION_SERVICES, {
    error: "common:validation.preventionServiceRequired",
  }),
  preventionContractNumber: singleLine(z.string().trim().max(50)).optional(),
  dayContractsAllowed: YesNoSchema("common:validation.dayContractsRequired"),
});

/** The Fetch action only needs a valid VAT number. */
export const VatLookupSchema = z.object({ vat: VatSchema });
