import { parseWithZod } from "@conform-to/zod/v4";

import type { z } from "zod";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { refuse, type Refusals } from "~/forms/action.server";
import { CompanyRegisterEntryQueryDocument, type CompanyDetailsInput } from "~/platform/operations.generated";
import { formErrorFor } from "~/platform/api-calls.server";
import { CompanyDetailsSchema, VatLookupSchema } from "./company.schema";

// The company details form of onboarding's company step and of registering another company.

type CompanyDetails = z.output<typeof CompanyDetailsSchema>;

/** The API's refusals of the company details, next to the VAT number. */
export const COMPANY_DETAILS_REFUSALS: Refusals<"vat"> = {
  VAT_INVALID: { fields: ["vat"], message: "common:validation.vatInvalid" },
  VAT_TAKEN: { fields: ["vat"], message: "common:validation.vatTaken" },
};

export function toCompanyDetailsInput(details: CompanyDetails): CompanyDetailsInput {
  return {
    ...details,
    buildingNumber: details.buildingNumber || null,
    preventionContractNumber: details.preventionContractNumber || null,
  };
}

/** Whether the form's Fetch button was pressed: its own intent, answered by `fetchCompanyDetails`. */
export const isFetch = (formData: FormData) => formData.get("intent") === "fetch";

/**
 * Fetch: looks the VAT number up in the company register and fills in the official name and address,
 * keeping everything else the user typed. The answer is the form's reply, marked `fetched`.
 */
export async function fetchCompanyDetails(formData: FormData, credentials: Credentials) {
  const lookup = parseWithZod(formData, { schema: VatLookupSchema });
  if (lookup.status !== "success") return refuse(lookup.reply());
  try {
    const { companyRegisterEntry: entry } = await graphql(CompanyRegisterEntryQueryDocument, { vat: lookup.value.vat }, credentials);
    if (!entry) return refuse(lookup.reply({ fieldErrors: { vat: ["common:companyDetails.notInRegister"] } }));
    const typed = lookup.payload as Record<string, string | undefined>;
    const filled = {
      ...typed,
      vat: entry.vat,
      officialName: entry.officialName,
      displayName: typed.displayName || entry.officialName,
      street: entry.street,
      streetNumber: entry.streetNumber,
      buildingNumber: entry.buildingNumber ?? typed.buildingNumber ?? "",
      zip: entry.zip,
      city: entry.city,
    };
    return { ...lookup.reply(), initialValue: filled, fetched: true as const };
  } catch (error) {
    return refuse(lookup.reply({ formErrors: [formErrorFor(credentials, error, "common:companyDetails.fetchFailed")] }));
  }
}
