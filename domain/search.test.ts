import { capabilitiesOf, type CompanyAccessFacts } from "./access";
import { searchKindsOf } from "./search";

const kindsOf = (facts: Partial<CompanyAccessFacts>) => searchKindsOf(capabilitiesOf({ offers: [], hasNonPayrollOffers: false, ...facts }));

describe("searchKindsOf", () => {
  it("finds every kind with a payroll offer", () => {
    expect(kindsOf({ offers: [{ connexysId: "CX-1" }] })).toEqual(["employees", "contracts", "positions", "costPlaces", "invoices"]);
  });

  it("finds a line's workers and contracts but no positions with hours validation alone", () => {
    expect(kindsOf({ interim4dPermissions: { permissions: ["hours_validation"] } })).toEqual(["employees", "contracts", "costPlaces", "invoices"]);
  });

  it("finds only cost places and invoices without a payroll offer or hours validation", () => {
    expect(kindsOf({ hasNonPayrollOffers: true, interim4dPermissions: { permissions: ["extending_contracts"] } })).toEqual(["costPlaces", "invoices"]);
    expect(kindsOf({ offers: [{ connexysId: null }] })).toEqual(["costPlaces", "invoices"]);
  });
});
