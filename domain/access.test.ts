import {
  applicationStateOf,
  capabilitiesOf,
  extendableLinesOf,
  mayOpen,
  routeDecision,
  startPageFor,
  type ApplicationState,
  type Capabilities,
  type CompanyAccessFacts,
  type RouteDecision,
} from "./access";

const facts = (overrides: Partial<CompanyAccessFacts> = {}): CompanyAccessFacts => ({
  offers: [],
  hasNonPayrollOffers: false,
  ...overrides,
});

const NONE: Capabilities = {
  payroll: false,
  selection: false,
  hoursValidation: false,
  constructHoursValidation: false,
  interimHoursValidation: false,
  extendingContracts: false,
  interimExtendingContracts: false,
  constructExtendingContracts: false,
};

describe("capabilitiesOf", () => {
  it("grants nothing to a company without offers or permissions", () => {
    expect(capabilitiesOf(facts())).toEqual(NONE);
    expect(capabilitiesOf(facts({ construct4dPermissions: null, interim4dPermissions: undefined }))).toEqual(NONE);
  });

  describe("payroll", () => {
    it("is granted by any offer with a connexys id", () => {
      expect(capabilitiesOf(facts({ offers: [{ connexysId: "CX-1" }] })).payroll).toBe(true);
      expect(capabilitiesOf(facts({ offers: [{}, { connexysId: null }, { connexysId: "CX-2" }] })).payroll).toBe(true);
    });

    it("is not granted by offers without a connexys id", () => {
      expect(capabilitiesOf(facts({ offers: [{}, { connexysId: null }, { connexysId: "" }] })).payroll).toBe(false);
    });

    it("does not depend on the non-payroll flag", () => {
      const caps = capabilitiesOf(facts({ offers: [{ connexysId: null }], hasNonPayrollOffers: true }));
      expect(caps.payroll).toBe(false);
      expect(caps.selection).toBe(true);
    });
  });

  describe("selection", () => {
    it("follows hasNonPayrollOffers", () => {
      expect(capabilitiesOf(facts({ hasNonPayrollOffers: true })).selection).toBe(true);
      expect(capabilitiesOf(facts({ hasNonPayrollOffers: false, offers: [{ connexysId: "CX-1" }] })).selection).toBe(false);
    });
  });

  describe("hours validation", () => {
    it("comes from hours_validation in the construct list", () => {
      const caps = capabilitiesOf(facts({ construct4dPermissions: { permissions: ["hours_validation"] } }));
      expect(caps).toEqual({ ...NONE, hoursValidation: true, constructHoursValidation: true });
    });

    it("comes from hours_validation in the interim list", () => {
      const caps = capabilitiesOf(facts({ interim4dPermissions: { permissions: ["hours_validation"] } }));
      expect(caps).toEqual({ ...NONE, hoursValidation: true, interimHoursValidation: true });
    });

    it("needs the hours_validation permission itself", () => {
      const caps = capabilitiesOf(facts({ construct4dPermissions: { permissions: [] }, interim4dPermissions: { permissions: ["hours"] } }));
      expect(caps.hoursValidation).toBe(false);
    });
  });

  describe("extending contracts", () => {
    it("counts next to hours_validation in the same list", () => {
      const both = { permissions: ["hours_validation", "extending_contracts"] };
      expect(capabilitiesOf(facts({ construct4dPermissions: both })).extendingContracts).toBe(true);
      expect(capabilitiesOf(facts({ interim4dPermissions: both })).extendingContracts).toBe(true);
    });

    it("does not count alone", () => {
      const caps = capabilitiesOf(facts({ construct4dPermissions: { permissions: ["extending_contracts"] } }));
      expect(caps).toEqual(NONE);
    });

    it("does not count when hours_validation is only in the other list", () => {
      const construct = capabilitiesOf(
        facts({
          construct4dPermissions: { permissions: ["extending_contracts"] },
          interim4dPermissions: { permissions: ["hours_validation"] },
        }),
      );
      expect(construct.extendingContracts).toBe(false);
      expect(construct.interimHoursValidation).toBe(true);
      expect(construct.constructHoursValidation).toBe(false);

      const interim = capabilitiesOf(
        facts({
          construct4dPermissions: { permissions: ["hours_validation"] },
          interim4dPermissions: { permissions: ["extending_contracts"] },
        }),
      );
      expect(interim.extendingContracts).toBe(false);
    });
  });
});

describe("extendableLinesOf (part 2 §6)", () => {
  const lines = (company: Partial<CompanyAccessFacts>) => extendableLinesOf(capabilitiesOf(facts(company)));
  const both = { permissions: ["hours_validation", "extending_contracts"] };
  const hours = { permissions: ["hours_validation"] };

  it("payroll contracts with a payroll offer, without any 4D permission", () => {
    expect(lines({ offers: [{ connexysId: "CX-1" }] })).toEqual(["payroll"]);
    expect(lines({ offers: [{ connexysId: null }] })).toEqual([]);
  });

  it("an interim or construct line's with extending_contracts next to hours_validation in that line's list", () => {
    expect(lines({ interim4dPermissions: both })).toEqual(["interim"]);
    expect(lines({ construct4dPermissions: both })).toEqual(["construct"]);
    expect(lines({ offers: [{ connexysId: "CX-1" }], interim4dPermissions: both, construct4dPermissions: both })).toEqual(["payroll", "interim", "construct"]);
  });

  it("not with hours_validation alone, extending_contracts alone, or each in the other list: read-only", () => {
    expect(lines({ interim4dPermissions: hours, construct4dPermissions: hours })).toEqual([]);
    expect(lines({ interim4dPermissions: { permissions: ["extending_contracts"] } })).toEqual([]);
    expect(lines({ interim4dPermissions: { permissions: ["extending_contracts"] }, construct4dPermissions: hours })).toEqual([]);
    expect(lines({ interim4dPermissions: both, construct4dPermissions: hours })).toEqual(["interim"]);
  });
});

describe("startPageFor (part 1 §2.2)", () => {
  const caps = (payroll: boolean, selection: boolean, hoursValidation: boolean): Capabilities => ({
    ...NONE,
    payroll,
    selection,
    hoursValidation,
    interimHoursValidation: hoursValidation,
  });

  it.each([
    // Neither payroll nor non-payroll offers
    ["neither offer, with hours validation", caps(false, false, true), "/hours-validation"],
    ["neither offer, without hours validation", caps(false, false, false), "/vivaldis-payroll-promo"],
    // Both non-payroll and payroll offers
    ["both offers, with hours validation", caps(true, true, true), "/dashboard"],
    ["both offers, without hours validation", caps(true, true, false), "/dashboard"],
    // Non-payroll offers only
    ["non-payroll only, with hours validation", caps(false, true, true), "/hours-validation"],
    ["non-payroll only, without hours validation", caps(false, true, false), "/invoices"],
    // Payroll offers only
    ["payroll only, with hours validation", caps(true, false, true), "/dashboard"],
    ["payroll only, without hours validation", caps(true, false, false), "/dashboard"],
  ])("%s goes to %s", (_case, capabilities, page) => {
    expect(startPageFor(capabilities)).toBe(page);
  });

  it("derives the start page of each seeded kind of company from its facts", () => {
    const hours = { permissions: ["hours_validation"] };
    // Brouwerij De Klok: payroll, interim and construct offers, 4D permissions.
    expect(
      startPageFor(
        capabilitiesOf({
          offers: [{ connexysId: "CX-100245" }, { connexysId: null }, { connexysId: null }],
          hasNonPayrollOffers: true,
          construct4dPermissions: hours,
        }),
      ),
    ).toBe("/dashboard");
    // Bouwbedrijf Janssens: selection only, no 4D permissions.
    expect(startPageFor(capabilitiesOf(facts({ offers: [{}, {}], hasNonPayrollOffers: true })))).toBe("/invoices");
    // Nettoyage Dubois: no offers, interim hours validation.
    expect(startPageFor(capabilitiesOf(facts({ interim4dPermissions: hours })))).toBe("/hours-validation");
    // Imprimerie Lambert: nothing at all.
    expect(startPageFor(capabilitiesOf(facts()))).toBe("/vivaldis-payroll-promo");
  });
});

// ---- Application states and routes (part 1 §2.1, §2.3, §6; part 2 §2) ----

const ALLOW: RouteDecision = { kind: "allow" };
const FORBIDDEN: RouteDecision = { kind: "forbidden" };
const redirect = (to: string): RouteDecision => ({ kind: "redirect", to });

const HOURS = { permissions: ["hours_validation"] };
const HOURS_AND_EXTENDING = { permissions: ["hours_validation", "extending_contracts"] };
const EXTENDING_ONLY = { permissions: ["extending_contracts"] };
const PAYROLL_OFFER = { connexysId: "CX-100311" };
const SELECTION_OFFERS = [{ connexysId: null }, { connexysId: null }];

/** Companies as the seed has them (payroll-api/seed/seed.ts), plus the 4D combinations it lacks. */
const COMPANIES = {
  // Brouwerij De Klok, as owner@example.com: payroll, interim and construct offers, every 4D permission.
  klok: {
    offers: [{ connexysId: "CX-100245" }, ...SELECTION_OFFERS],
    hasNonPayrollOffers: true,
    construct4dPermissions: HOURS_AND_EXTENDING,
    interim4dPermissions: HOURS_AND_EXTENDING,
  },
  // Bakkerij Vermeulen: payroll only, no 4D permissions.
  vermeulen: { offers: [PAYROLL_OFFER], hasNonPayrollOffers: false, construct4dPermissions: { permissions: [] } },
  // Bouwbedrijf Janssens: selection (interim and construct) only.
  janssens: { offers: SELECTION_OFFERS, hasNonPayrollOffers: true },
  // Nettoyage Dubois: no offers, interim hours validation.
  dubois: { offers: [], hasNonPayrollOffers: false, interim4dPermissions: HOURS },
  // Imprimerie Lambert: nothing at all.
  lambert: { offers: [], hasNonPayrollOffers: false, construct4dPermissions: null, interim4dPermissions: null },
  // extending_contracts without hours_validation grants nothing (part 1 §6).
  extendingOnly: { offers: [], hasNonPayrollOffers: false, construct4dPermissions: EXTENDING_ONLY, interim4dPermissions: EXTENDING_ONLY },
  // Selection offers, extending_contracts without hours_validation: selection only.
  selectionExtending: { offers: SELECTION_OFFERS, hasNonPayrollOffers: true, construct4dPermissions: EXTENDING_ONLY },
  // Selection offers with construct hours validation (no payroll).
  selectionHours: { offers: SELECTION_OFFERS, hasNonPayrollOffers: true, construct4dPermissions: HOURS },
  // The same, and extending_contracts in the construct list: it may extend construct contracts.
  selectionExtendingHours: { offers: SELECTION_OFFERS, hasNonPayrollOffers: true, construct4dPermissions: HOURS_AND_EXTENDING },
  // Payroll with extending_contracts in one list and hours_validation in the other.
  payrollSplitLists: {
    offers: [PAYROLL_OFFER],
    hasNonPayrollOffers: false,
    construct4dPermissions: EXTENDING_ONLY,
    interim4dPermissions: HOURS,
  },
} satisfies Record<string, CompanyAccessFacts>;

type Company = keyof typeof COMPANIES;
const ALL = Object.keys(COMPANIES) as Company[];
const capsOf = (company: Company) => capabilitiesOf(COMPANIES[company]);

// Which companies meet each of the spec's conditions, by hand from their facts.
const PAYROLL: Company[] = ["klok", "vermeulen", "payrollSplitLists"];
const PAYROLL_OR_HOURS: Company[] = ["klok", "vermeulen", "dubois", "selectionHours", "selectionExtendingHours", "payrollSplitLists"];
const ANY_OFFER_OR_HOURS: Company[] = [...PAYROLL_OR_HOURS, "janssens", "selectionExtending"];
const HOURS_VALIDATION: Company[] = ["klok", "dubois", "selectionHours", "selectionExtendingHours", "payrollSplitLists"];
const INTERIM_HOURS: Company[] = ["klok", "dubois", "payrollSplitLists"];
const CONSTRUCT_HOURS: Company[] = ["klok", "selectionHours", "selectionExtendingHours"];
// Payroll, or extending_contracts next to hours_validation in a 4D list: the extension wizard's companies.
const EXTENDING: Company[] = [...PAYROLL, "selectionExtendingHours"];
const WITHOUT_PAYROLL = ALL.filter((c) => !PAYROLL.includes(c));
const WITHOUT_SELECTION: Company[] = ["vermeulen", "dubois", "lambert", "extendingOnly", "payrollSplitLists"];

describe("the companies the route tests use", () => {
  it.each<[Company, boolean, boolean, boolean, boolean]>([
    // company, payroll, selection, hours validation, extending contracts
    ["klok", true, true, true, true],
    ["vermeulen", true, false, false, false],
    ["janssens", false, true, false, false],
    ["dubois", false, false, true, false],
    ["lambert", false, false, false, false],
    ["extendingOnly", false, false, false, false],
    ["selectionExtending", false, true, false, false],
    ["selectionHours", false, true, true, false],
    ["selectionExtendingHours", false, true, true, true],
    ["payrollSplitLists", true, false, true, false],
  ])("%s: payroll %s, selection %s, hours validation %s, extending %s", (company, payroll, selection, hours, extending) => {
    const caps = capsOf(company);
    expect([caps.payroll, caps.selection, caps.hoursValidation, caps.extendingContracts]).toEqual([payroll, selection, hours, extending]);
    // The hand-made lists below agree with these capabilities.
    expect(PAYROLL.includes(company)).toBe(payroll);
    expect(HOURS_VALIDATION.includes(company)).toBe(hours);
    expect(WITHOUT_SELECTION.includes(company)).toBe(!selection);
    expect(INTERIM_HOURS.includes(company)).toBe(caps.interimHoursValidation);
    expect(CONSTRUCT_HOURS.includes(company)).toBe(caps.constructHoursValidation);
  });
});

describe("applicationStateOf (part 1 §2.1)", () => {
  it.each<[boolean, boolean, boolean, ApplicationState]>([
    // termsAccepted, hasCompany, companyHasVat → state. Terms come first, whatever else is true.
    [false, false, false, "terms"],
    [false, false, true, "terms"],
    [false, true, false, "terms"],
    [false, true, true, "terms"],
    [true, false, false, "no-company"],
    [true, false, true, "no-company"],
    [true, true, false, "onboarding"],
    [true, true, true, "normal"],
  ])("terms accepted %s, company %s, VAT %s → %s", (termsAccepted, hasCompany, companyHasVat, state) => {
    expect(applicationStateOf({ termsAccepted, hasCompany, companyHasVat })).toBe(state);
  });
});

describe("routeDecision outside the normal state (part 1 §2.1)", () => {
  const PREFERENCES = ["/preferences/language", "/preferences/notices", "/preferences/side-panel"];
  const ONBOARDING = ["/onboarding", "/onboarding/company", "/onboarding/worker-contract-type", "/onboarding/clerk-contract-type", "/onboarding/overview"];
  // Pages of the normal state and of the other states, and paths that only start like a state's page.
  const ELSEWHERE = [
    "/",
    "/dashboard",
    "/team",
    "/team/payroll-team",
    "/staff",
    "/surveys/fill-survey/481",
    "/invoices",
    "/settings",
    "/settings/profile",
    "/positions/view-position/1024",
    "/contracts/payroll-contracts",
    "/employee/3307/view-employee-profile",
    "/hours-validation",
    "/hours-validation/download-timesheets/4102",
    "/vivaldis-payroll-promo",
    "/vivaldis-selection-promo",
    "/faq",
    "/unknown",
    "/unknown/deeper/path",
    "/termsandconditions",
    "/preferences-x",
    "/onboardings",
    "/switch-company-now",
  ];

  const STATES: {
    state: Exclude<ApplicationState, "normal">;
    home: string;
    reachable: string[];
    others: string[];
  }[] = [
    {
      state: "terms",
      home: "/terms",
      reachable: ["/terms", ...PREFERENCES],
      others: ["/no-company-selected", "/register-additional-company", "/switch-company", ...ONBOARDING],
    },
    {
      state: "no-company",
      home: "/no-company-selected",
      reachable: ["/no-company-selected", "/register-additional-company", "/switch-company", ...PREFERENCES],
      others: ["/terms", ...ONBOARDING],
    },
    {
      state: "onboarding",
      home: "/onboarding",
      reachable: [...ONBOARDING, "/switch-company", ...PREFERENCES],
      others: ["/terms", "/no-company-selected", "/register-additional-company"],
    },
  ];

  const allowed = STATES.flatMap(({ state, reachable }) => reachable.map((path) => [state, path] as const));
  const redirected = STATES.flatMap(({ state, home, others }) => [...others, ...ELSEWHERE].map((path) => [state, path, home] as const));

  it.each(allowed)("%s: %s is allowed", (state, path) => {
    // Capabilities play no part before the normal state.
    for (const company of ALL) expect(routeDecision(state, path, capsOf(company))).toEqual(ALLOW);
  });

  it.each(redirected)("%s: %s redirects to %s", (state, path, home) => {
    for (const company of ALL) expect(routeDecision(state, path, capsOf(company))).toEqual(redirect(home));
  });
});

describe("routeDecision in the normal state: redirects (part 1 §2.1)", () => {
  it.each([
    ["/terms", "/"],
    ["/onboarding", "/"],
    ["/onboarding/company", "/"],
    ["/onboarding/overview", "/"],
    ["/no-company-selected", "/"],
    ["/staff", "/team"],
    ["/staff/", "/team"],
    ["/staff/anything", "/team"],
    ["/staff/payroll-team", "/team"],
  ])("%s redirects to %s, whatever the company", (path, to) => {
    for (const company of ALL) expect(routeDecision("normal", path, capsOf(company))).toEqual(redirect(to));
  });
});

describe("routeDecision and mayOpen in the normal state: the route tables (part 1 §2.3, part 2 §2)", () => {
  const ROUTES: [path: string, mayOpenIt: Company[]][] = [
    // Part 1 §2.3
    ["/dashboard", ANY_OFFER_OR_HOURS],
    ["/team", PAYROLL_OR_HOURS],
    // The team's pages need more than the area (docs/decisions/0010-team.md).
    ["/team/payroll-team", PAYROLL],
    ["/team/payroll-team/17/archive", PAYROLL],
    ["/team/selection-team", HOURS_VALIDATION],
    ["/team/selection-team/interim", INTERIM_HOURS],
    ["/team/selection-team/construct", CONSTRUCT_HOURS],
    ["/team/invite-to-payroll-team", PAYROLL],
    ["/surveys", PAYROLL],
    ["/surveys/fill-survey/481", PAYROLL],
    ["/surveys/view-survey/481", PAYROLL],
    ["/invoices", ALL],
    ["/settings", ALL],
    ["/settings/profile", ALL],
    ["/settings/company", ALL],
    ["/settings/company-users", ALL],
    ["/settings/company-users/add-company-user", ALL],
    ["/settings/company-users/17", ALL],
    ["/settings/cost-places", ALL],
    ["/settings/add-cost-place", ALL],
    ["/settings/email-settings", ALL],
    ["/settings/mail-management", ALL],
    ["/settings/offers", ALL],
    ["/vivaldis-payroll-promo", WITHOUT_PAYROLL],
    ["/vivaldis-selection-promo", WITHOUT_SELECTION],
    ["/faq", ALL],
    // Part 2 §2
    ["/positions", PAYROLL],
    ["/positions/add-position", PAYROLL],
    ["/positions/edit-position/1024", PAYROLL],
    ["/positions/view-position/1024", PAYROLL],
    ["/positions/add-work-post-sheet/1024", PAYROLL],
    ["/positions/edit-work-post-sheet/1024", PAYROLL],
    ["/positions/view-work-post-sheet/1024", PAYROLL],
    ["/contracts", PAYROLL_OR_HOURS],
    // The contracts' pages need more than the area: payroll contracts a payroll offer, selection
    // contracts the hours validation of their line (docs/decisions/0025-contracts.md).
    ["/contracts/payroll-contracts", PAYROLL],
    ["/contracts/payroll-extensions", PAYROLL],
    ["/contracts/selection-contracts", HOURS_VALIDATION],
    ["/contracts/selection-contracts/interim", INTERIM_HOURS],
    ["/contracts/selection-contracts/construct", CONSTRUCT_HOURS],
    ["/contracts/selection-extensions/interim", INTERIM_HOURS],
    ["/contracts/create-contract", PAYROLL],
    ["/contracts/edit-contract/58213/schedule", PAYROLL],
    ["/contracts/view-payroll-contract/58213", PAYROLL],
    ["/contracts/request-workday-cancellation/58213", PAYROLL],
    ["/contracts/request-contract-extension", EXTENDING],
    ["/contracts/request-contract-extension/58213", EXTENDING],
    ["/contracts/create-work-obstruction/58213", PAYROLL_OR_HOURS],
    ["/contracts/view-selection-contract/77031", HOURS_VALIDATION],
    ["/employee/3307/add-employee-certificate", PAYROLL],
    ["/employee/3307/edit-employee-certificate/912", PAYROLL],
    ["/employee/3307/edit-employee-general-information", PAYROLL],
    ["/employee/3307/edit-employee-personal-information", PAYROLL],
    ["/employee/3307/edit-employee-wage-profile", PAYROLL],
    ["/employee/3307/view-employee-profile", PAYROLL],
    ["/hours-validation", HOURS_VALIDATION],
    ["/hours-validation/interim", INTERIM_HOURS],
    ["/hours-validation/construct", CONSTRUCT_HOURS],
    ["/hours-validation/download-timesheets/4102", HOURS_VALIDATION],
    ["/hours-validation/contract-and-timesheet-details/90115", HOURS_VALIDATION],
    // The start page and the portal's own pages of the normal state (docs/decisions/0007).
    ["/", ALL],
    ["/register-additional-company", ALL],
    ["/switch-company", ALL],
    ["/preferences/language", ALL],
    ["/preferences/notices", ALL],
    ["/preferences/side-panel", ALL],
  ];

  const cases = ROUTES.flatMap(([path, companies]) => ALL.map((company) => [path, company, companies.includes(company)] as const));

  it.each(cases)("%s for %s: allowed %s", (path, company, allowed) => {
    const caps = capsOf(company);
    expect(mayOpen(path, caps)).toBe(allowed);
    expect(routeDecision("normal", path, caps)).toEqual(allowed ? ALLOW : FORBIDDEN);
  });

  it("ignores a trailing slash", () => {
    expect(routeDecision("normal", "/positions/", capsOf("janssens"))).toEqual(FORBIDDEN);
    expect(routeDecision("normal", "/positions/", capsOf("vermeulen"))).toEqual(ALLOW);
  });

  it.each(["/unknown", "/unknown/deeper/path", "/dashboards", "/teams", "/hours", "/employees/3307", "/register", "/%zz", "/team%2Fpayroll-team"])(
    "refuses the path %s outside every area (deny by default), even to a company with everything",
    (path) => {
      for (const company of ALL) {
        expect(mayOpen(path, capsOf(company))).toBe(false);
        expect(routeDecision("normal", path, capsOf(company))).toEqual(FORBIDDEN);
      }
    },
  );

  // The router matches paths case-insensitively and after percent-decoding, so these open the
  // same pages as their plain spellings and must meet the same conditions.
  it.each([
    ["/DASHBOARD", "lambert"],
    ["/Dashboard", "extendingOnly"],
    ["/%64ashboard", "lambert"],
    ["/Team/payroll-team", "janssens"],
    ["/team/Payroll-Team", "dubois"],
    ["/team/%73election-team/CONSTRUCT", "dubois"],
    ["/POSITIONS/add-position", "dubois"],
    ["/Hours-Validation", "vermeulen"],
    ["/hours%2Dvalidation", "vermeulen"],
    ["/Vivaldis-Payroll-Promo", "klok"],
  ] as const)("refuses %s to %s like its plain spelling", (path, company) => {
    expect(mayOpen(path, capsOf(company))).toBe(false);
    expect(routeDecision("normal", path, capsOf(company))).toEqual(FORBIDDEN);
  });

  it("applies the state redirects to other spellings too", () => {
    expect(routeDecision("normal", "/Staff/x", NONE)).toEqual(redirect("/team"));
    expect(routeDecision("normal", "/TERMS", NONE)).toEqual(redirect("/"));
    expect(routeDecision("terms", "/Preferences/language", NONE)).toEqual(ALLOW);
    expect(routeDecision("terms", "/DASHBOARD", NONE)).toEqual(redirect("/terms"));
  });
});
