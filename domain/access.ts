// What a company may use, derived from its offers and the user's per-company permissions
// (part 1 §6), and where a signed-in user starts (part 1 §2.2).

type FourDPermissionList = { permissions: readonly string[] } | null | undefined;

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
  /** May extend the interim line's contracts: extending_contracts next to hours_validation in the interim list. */
  interimExtendingContracts: boolean;
  /** The same for the construct line. */
  constructExtendingContracts: boolean;
};

const holdsHoursValidation = (list: FourDPermissionList) => Boolean(list?.permissions.includes("hours_validation"));

// extending_contracts only counts next to hours_validation in the same list.
const holdsContractExtension = (list: FourDPermissionList) => holdsHoursValidation(list) && Boolean(list?.permissions.includes("extending_contracts"));

export function capabilitiesOf(company: CompanyAccessFacts): Capabilities {
  const constructHoursValidation = holdsHoursValidation(company.construct4dPermissions);
  const interimHoursValidation = holdsHoursValidation(company.interim4dPermissions);
  const constructExtendingContracts = holdsContractExtension(company.construct4dPermissions);
  const interimExtendingContracts = holdsContractExtension(company.interim4dPermissions);
  return {
    payroll: company.offers.some((offer) => Boolean(offer.connexysId)),
    selection: company.hasNonPayrollOffers,
    hoursValidation: constructHoursValidation || interimHoursValidation,
    constructHoursValidation,
    interimHoursValidation,
    extendingContracts: constructExtendingContracts || interimExtendingContracts,
    interimExtendingContracts,
    constructExtendingContracts,
  };
}

/**
 * The contract lines whose contracts the user may extend (part 2 §6): payroll with a payroll offer, and
 * interim or construct when that line's permission list holds extending_contracts next to hours_validation.
 * Without it the line's contracts are shown read-only.
 */
export function extendableLinesOf(capabilities: Capabilities): ("payroll" | "interim" | "construct")[] {
  const lines: ("payroll" | "interim" | "construct")[] = [];
  if (capabilities.payroll) lines.push("payroll");
  if (capabilities.interimExtendingContracts) lines.push("interim");
  if (capabilities.constructExtendingContracts) lines.push("construct");
  return lines;
}

export function startPageFor(capabilities: Capabilities): string {
  const { payroll, selection, hoursValidation } = capabilities;
  if (!payroll && !selection) return hoursValidation ? "/hours-validation" : "/vivaldis-payroll-promo";
  if (payroll) return "/dashboard";
  if (selection) return hoursValidation ? "/hours-validation" : "/invoices";
  return "/faq";
}

// ---- Application states and routes (part 1 §2.1, §2.3; part 2 §2) ----

export type ApplicationState = "terms" | "no-company" | "onboarding" | "normal";

export type AccountFacts = { termsAccepted: boolean; hasCompany: boolean; companyHasVat: boolean };

/**
 * Unaccepted terms block everything, whatever else is true: the user accepts before doing anything
 * (docs/decisions/0007-access.md). Then a company must be selected, then it must have a VAT number.
 */
export function applicationStateOf(account: AccountFacts): ApplicationState {
  if (!account.termsAccepted) return "terms";
  if (!account.hasCompany) return "no-company";
  if (!account.companyHasVat) return "onboarding";
  return "normal";
}

type Requirement =
  | "open"
  | "anyOffer"
  | "payroll"
  | "payrollOrHoursValidation"
  | "hoursValidation"
  | "interimHoursValidation"
  | "constructHoursValidation"
  | "withoutPayroll"
  | "withoutSelection"
  | "extending";

/**
 * The normal state's areas, by first path segment, and what each needs of the company. Access is
 * deny-by-default: a path whose first segment is not here is refused, so a new area is closed
 * until it is given its entry (tests/unit/access-table.test.ts checks every signed-in route has one).
 */
const AREAS: Record<string, Requirement> = {
  // "/" itself only sends the user on to their start page.
  "": "open",
  dashboard: "anyOffer",
  team: "payrollOrHoursValidation",
  surveys: "payroll",
  invoices: "open",
  settings: "open",
  faq: "open",
  "register-additional-company": "open",
  "switch-company": "open",
  preferences: "open",
  "vivaldis-payroll-promo": "withoutPayroll",
  "vivaldis-selection-promo": "withoutSelection",
  positions: "payroll",
  contracts: "payrollOrHoursValidation",
  // The week's planning shows the contracts of every line the user sees (docs/decisions/0049).
  planning: "payrollOrHoursValidation",
  employee: "payroll",
  "hours-validation": "hoursValidation",
  // Every company has cost places and invoices to find; the API leaves out the kinds the user may not see.
  search: "open",
};

/**
 * Pages inside an area that need more than the area does, by their leading path segments; a path meets
 * its area's requirement and that of every entry it starts with. The team area (payroll or hours
 * validation) has a payroll team for payroll companies and a selection team per line of work whose hours
 * the user validates (docs/decisions/0010-team.md).
 */
const PAGES: Record<string, Requirement> = {
  "team/payroll-team": "payroll",
  "team/invite-to-payroll-team": "payroll",
  "team/selection-team": "hoursValidation",
  "team/selection-team/interim": "interimHoursValidation",
  "team/selection-team/construct": "constructHoursValidation",
  "contracts/payroll-contracts": "payroll",
  "contracts/payroll-extensions": "payroll",
  "contracts/create-contract": "payroll",
  "contracts/edit-contract": "payroll",
  "contracts/view-payroll-contract": "payroll",
  "contracts/request-workday-cancellation": "payroll",
  "contracts/request-contract-cancellation": "payroll",
  "contracts/delete-contract": "payroll",
  // Payroll contracts, and interim or construct ones with extending_contracts (the API checks the contract's own line).
  "contracts/request-contract-extension": "extending",
  "contracts/stop-contract-extension": "payroll",
  "contracts/selection-contracts": "hoursValidation",
  "contracts/selection-contracts/interim": "interimHoursValidation",
  "contracts/selection-contracts/construct": "constructHoursValidation",
  "contracts/selection-extensions": "hoursValidation",
  "contracts/selection-extensions/interim": "interimHoursValidation",
  "contracts/selection-extensions/construct": "constructHoursValidation",
  "contracts/view-selection-contract": "hoursValidation",
  "hours-validation/interim": "interimHoursValidation",
  "hours-validation/construct": "constructHoursValidation",
};

function meets(requirement: Requirement, c: Capabilities): boolean {
  switch (requirement) {
    case "open":
      return true;
    case "anyOffer":
      return c.payroll || c.selection || c.hoursValidation;
    case "payroll":
      return c.payroll;
    case "payrollOrHoursValidation":
      return c.payroll || c.hoursValidation;
    case "hoursValidation":
      return c.hoursValidation;
    case "interimHoursValidation":
      return c.interimHoursValidation;
    case "constructHoursValidation":
      return c.constructHoursValidation;
    case "withoutPayroll":
      return !c.payroll;
    case "withoutSelection":
      return !c.selection;
    case "extending":
      return extendableLinesOf(c).length > 0;
  }
}

/**
 * The router matches paths case-insensitively and after percent-decoding (/DASHBOARD and
 * /%64ashboard open /dashboard), so segments are compared the same way.
 */
function segmentsOf(pathname: string): string[] {
  return pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment).toLowerCase();
      } catch {
        // A malformed escape: the router matches it undecoded too.
        return segment.toLowerCase();
      }
    });
}

function firstSegment(pathname: string): string {
  return segmentsOf(pathname)[0] ?? "";
}

/** Whether the company may open a path of the normal state; a path outside every area may not be opened. */
export function mayOpen(pathname: string, capabilities: Capabilities): boolean {
  const segments = segmentsOf(pathname);
  const requirement = AREAS[segments[0] ?? ""];
  if (requirement === undefined || !meets(requirement, capabilities)) return false;
  return Object.entries(PAGES).every(([page, pageRequirement]) => !startsWith(segments, page.split("/")) || meets(pageRequirement, capabilities));
}

// Segment by segment: a decoded %2F inside one segment is no path separator to the router.
const startsWith = (segments: string[], prefix: string[]) => prefix.length <= segments.length && prefix.every((segment, index) => segments[index] === segment);

export type RouteDecision = { kind: "allow" } | { kind: "redirect"; to: string } | { kind: "forbidden" };

const allow: RouteDecision = { kind: "allow" };
const redirectTo = (to: string): RouteDecision => ({ kind: "redirect", to });

/** Where each state may go (part 1 §2.1); everything else redirects to the state's own page. */
const STATE_PAGES: Record<Exclude<ApplicationState, "normal">, { home: string; reachable: string[] }> = {
  terms: { home: "/terms", reachable: ["terms", "preferences"] },
  "no-company": {
    home: "/no-company-selected",
    reachable: ["no-company-selected", "register-additional-company", "switch-company", "preferences"],
  },
  // The onboarding company step offers to select another, existing company instead.
  onboarding: { home: "/onboarding", reachable: ["onboarding", "switch-company", "preferences"] },
};

/** In the normal state these lead home, and /staff is the old name of /team. */
const NORMAL_REDIRECTS: Record<string, string> = {
  terms: "/",
  onboarding: "/",
  "no-company-selected": "/",
  staff: "/team",
};

/** Whether a first path segment has an entry in the access rules, in any state. */
export function hasAccessEntry(segment: string): boolean {
  return (
    Object.hasOwn(AREAS, segment) || Object.hasOwn(NORMAL_REDIRECTS, segment) || Object.values(STATE_PAGES).some(({ reachable }) => reachable.includes(segment))
  );
}

export function routeDecision(state: ApplicationState, pathname: string, capabilities: Capabilities): RouteDecision {
  const segment = firstSegment(pathname);
  if (state !== "normal") {
    const { home, reachable } = STATE_PAGES[state];
    return reachable.includes(segment) ? allow : redirectTo(home);
  }
  if (segment in NORMAL_REDIRECTS) return redirectTo(NORMAL_REDIRECTS[segment]);
  return mayOpen(pathname, capabilities) ? allow : { kind: "forbidden" };
}
