// What a company may use, derived from its offers and the user's per-company permissions
// (part 1 §6), and where a signed-in user starts (part 1 §2.2).

export type FourDPermissionList = { permissions: readonly string[] } | null | undefined;

export type CompanyAccessFacts = {
  offers: readonly { connexysId?: string | null }[];
  hasNonPayrollOffers: boolean;
  construct4dPermissions?: FourDPermissionList;
  interim4dPermissions?: FourDPermissionList;
};

export type Capabilities = {
  payroll: boolean;
  selection: boolean;
  hoursValidation: boolean;
  constructHoursValidation: boolean;
  interimHoursValidation: boolean;
  extendingContracts: boolean;
};

const holdsHoursValidation = (list: FourDPermissionList) =>
  Boolean(list?.permissions.includes("hours_validation"));

// extending_contracts only counts next to hours_validation in the same list.
const holdsContractExtension = (list: FourDPermissionList) =>
  holdsHoursValidation(list) && Boolean(list?.permissions.includes("extending_contracts"));

export function capabilitiesOf(company: CompanyAccessFacts): Capabilities {
  const constructHoursValidation = holdsHoursValidation(company.construct4dPermissions);
  const interimHoursValidation = holdsHoursValidation(company.interim4dPermissions);
  return {
    payroll: company.offers.some((offer) => Boolean(offer.connexysId)),
    selection: company.hasNonPayrollOffers,
    hoursValidation: constructHoursValidation || interimHoursValidation,
    constructHoursValidation,
    interimHoursValidation,
    extendingContracts:
      holdsContractExtension(company.construct4dPermissions) ||
      holdsContractExtension(company.interim4dPermissions),
  };
}

export function startPageFor(capabilities: Capabilities): string {
  const { payroll, selection, hoursValidation } = capabilities;
  if (!payroll && !selection) return hoursValidation ? "/hours-validation" : "/vivaldis-payroll-promo";
  if (payroll) return "/dashboard";
  if (selection) return hoursValidation ? "/hours-validation" : "/invoices";
  return "/faq";
}
