import { capabilitiesOf, startPageFor, type Capabilities, type CompanyAccessFacts } from "./access";

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
      const caps = capabilitiesOf(
        facts({ construct4dPermissions: { permissions: [] }, interim4dPermissions: { permissions: ["hours"] } }),
      );
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
