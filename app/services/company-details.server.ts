import { formErrorFor } from "~/platform/api-calls.server";
import { parseWithZod } from "@conform-to/zod";
import { json } from "@remix-run/node";
import type { z } from "zod";
import { CompanyRegisterEntryQueryDocument, type CompanyDetailsInput } from "~/graphql/operations.generated";
import { CompanyDetailsSchema, VatLookupSchema } from "~/schemas/company";

import { ApiError, graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";

type CompanyDetails = z.output<typeof CompanyDetailsSchema>;

const API_FIELD_ERRORS: Record<string, [string, string]> = {
  VAT_INVALID: ["vat", "common:validation.vatInvalid"],
  VAT_TAKEN: ["vat", "common:validation.vatTaken"],
};

export function toCompanyDetailsInput(details: CompanyDetails): CompanyDetailsInput {
  return {
    ...details,
    buildingNumber: details.buildingNumber || null,
    preventionContractNumber: details.preventionContractNumber || null,
  };
}

/**
 * The company details form of onboarding and of registering another company. Its Fetch button
 * looks the VAT number up in the company register and fills in the official name and address,
 * keeping everything else the user typed; Continue validates and saves through `save`.
 */
export async function submitCompanyDetails(
  request: Request,
  credentials: Credentials,
  save: (details: CompanyDetails) => Promise<Response>,
) {
  const formData = await request.formData();
  if (formData.get("intent") === "fetch") {
    const lookup = parseWithZod(formData, { schema: VatLookupSchema });
    if (lookup.status !== "success") return json({ result: lookup.reply(), fetched: false }, { status: 400 });
    try {
      const { companyRegisterEntry: entry } = await graphql(CompanyRegisterEntryQueryDocument, { vat: lookup.value.vat }, credentials);
      if (!entry) {
        return json({ result: lookup.reply({ fieldErrors: { vat: ["common:companyDetails.notInRegister"] } }), fetched: false }, { status: 400 });
      }
      const typed = lookup.payload as Record<string, string | undefined>;
      const filled = {
        ...typed,
        vat: entry.vat,
        officialName: entry.officialName,
        displayName: typed.displayName || entry.officialName,
        street: entry.street,
        streetNumber: entry.streetNumber,
        buildingNumber: entry.buildingNumber ?? typed.buildingNumber,
        zip: entry.zip,
        city: entry.city,
      };
      return json({ result: { ...lookup.reply(), initialValue: filled }, fetched: true });
    } catch (error) {
      return json({ result: lookup.reply({ formErrors: [formErrorFor(error, "common:companyDetails.fetchFailed")] }), fetched: false }, { status: 400 });
    }
  }
  const submission = parseWithZod(formData, { schema: CompanyDetailsSchema });
  if (submission.status !== "success") return json({ result: submission.reply(), fetched: false }, { status: 400 });
  try {
    return await save(submission.value);
  } catch (error) {
    const fieldError = error instanceof ApiError && error.code ? API_FIELD_ERRORS[error.code] : undefined;
    const result = fieldError
      ? submission.reply({ fieldErrors: { [fieldError[0]]: [fieldError[1]] } })
      : submission.reply({ formErrors: [formErrorFor(error, "common:companyDetails.saveFailed")] });
    return json({ result, fetched: false }, { status: 400 });
  }
}
