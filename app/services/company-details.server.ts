import { parseWithZod } from "@conform-to/zod";
import { json, type TypedResponse } from "@remix-run/node";
import type { z } from "zod";
import { formAction, refusalReply } from "~/forms/action.server";
import { CompanyRegisterEntryQueryDocument, type CompanyDetailsInput } from "~/graphql/operations.generated";
import { CompanyDetailsSchema, VatLookupSchema } from "~/schemas/company";
import { graphql } from "./payroll-api.server";
import type { Credentials } from "./session.server";

type CompanyDetails = z.output<typeof CompanyDetailsSchema>;

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
  save: (details: CompanyDetails) => Promise<TypedResponse<never>>,
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
      const { reply, status } = await refusalReply(request, lookup, error, { failed: "common:companyDetails.fetchFailed" });
      return json({ result: reply, fetched: false }, { status });
    }
  }
  return formAction({
    request,
    formData,
    schema: CompanyDetailsSchema,
    save,
    refusals: {
      VAT_INVALID: { fields: ["vat"], message: "common:validation.vatInvalid" },
      VAT_TAKEN: { fields: ["vat"], message: "common:validation.vatTaken" },
    },
    failed: "common:companyDetails.saveFailed",
    answer: (result) => ({ result, fetched: false }),
  });
}
