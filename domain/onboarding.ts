// The onboarding wizard of a company without a VAT number (part 1 §2.4, §4): its steps in order, which
// step a draft stands at, and the checks of the company step. Shared by the portal and the payroll API.
import { isValidVat } from "./vat";

export const ONBOARDING_STEPS = ["company", "worker-contract-type", "clerk-contract-type", "overview"] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** The saved parts of a draft; null (or undefined) means the step was not saved yet. */
export type OnboardingDraftParts = {
  company: unknown | null;
  workerContractType: unknown | null;
  clerkContractType: unknown | null;
};

const saved = (part: unknown) => part !== null && part !== undefined;

/** The first step whose part is not saved, in wizard order; overview once every part is saved. */
export function firstUnfinishedStep(draft: OnboardingDraftParts): OnboardingStep {
  if (!saved(draft.company)) return "company";
  if (!saved(draft.workerContractType)) return "worker-contract-type";
  if (!saved(draft.clerkContractType)) return "clerk-contract-type";
  return "overview";
}

/** Every part is saved: the draft can be approved. */
export function isOnboardingComplete(draft: OnboardingDraftParts): boolean {
  return firstUnfinishedStep(draft) === "overview";
}

/** A step can be opened when every step before it is saved (going back is always possible). */
export function canOpenStep(draft: OnboardingDraftParts, step: OnboardingStep): boolean {
  return ONBOARDING_STEPS.indexOf(step) <= ONBOARDING_STEPS.indexOf(firstUnfinishedStep(draft));
}

export function nextStep(step: OnboardingStep): OnboardingStep | null {
  return ONBOARDING_STEPS[ONBOARDING_STEPS.indexOf(step) + 1] ?? null;
}

export function previousStep(step: OnboardingStep): OnboardingStep | null {
  const index = ONBOARDING_STEPS.indexOf(step);
  return index > 0 ? ONBOARDING_STEPS[index - 1] : null;
}

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
