// The onboarding of a company without a VAT number (part 1 §2.4, §4): the checks of the company step
// and of the contract-type steps. Shared by the portal and the payroll API; the wizard's steps are
// declared with the portal's wizard kit (app/areas/onboarding/onboarding-wizard.ts).
import { isValidVat } from "./vat";

/** The company step's text fields, as the onboarding company step and company registration take them. */
export type CompanyDetailsText = {
  vat: string;
  displayName: string;
  officialName: string;
  street: string;
  streetNumber: string;
  buildingNumber?: string | null;
  zip: string;
  city: string;
  preventionContractNumber?: string | null;
};

/** The fields that must not be blank; building number and prevention contract number are optional. */
export const REQUIRED_COMPANY_FIELDS = ["displayName", "officialName", "street", "streetNumber", "zip", "city"] as const;
export type RequiredCompanyField = (typeof REQUIRED_COMPANY_FIELDS)[number];

export function missingCompanyFields(details: CompanyDetailsText): RequiredCompanyField[] {
  return REQUIRED_COMPANY_FIELDS.filter((field) => !(details[field] ?? "").trim());
}

/**
 * The first problem of the company details that needs no database, as the API's error code: an
 * invalid VAT number first, then a blank required field. Whether the VAT is taken needs the API.
 */
export function companyDetailsError(details: CompanyDetailsText): "VAT_INVALID" | "FIELD_REQUIRED" | null {
  if (!isValidVat(details.vat)) return "VAT_INVALID";
  if (missingCompanyFields(details).length > 0) return "FIELD_REQUIRED";
  return null;
}

export type Statute = "worker" | "clerk";

/**
 * The problem of a worker or clerk contract-type step, given the committee (joint committee) its
 * committeeId names, or null when none or an unknown one: a company that uses workers (clerks) needs a
 * committee for workers (clerks). Nothing else is required when the statute is not used.
 */
export function contractTypeError(
  step: { statute: Statute; used: boolean },
  committee: { statute: Statute } | null,
): "COMMITTEE_REQUIRED" | "COMMITTEE_STATUTE" | null {
  if (!step.used) return null;
  if (!committee) return "COMMITTEE_REQUIRED";
  if (committee.statute !== step.statute) return "COMMITTEE_STATUTE";
  return null;
}
