import { hasCompanyInformation, type CompanyFigures } from "./company-information";

const nothing: CompanyFigures = { lastContractDate: null, positions: 0, activeTeam: 0, archivedTeam: 0, surveys: 0 };

describe("hasCompanyInformation", () => {
  it("is false for a company with nothing yet, with or without a payroll team", () => {
    expect(hasCompanyInformation(nothing)).toBe(false);
    expect(hasCompanyInformation({ ...nothing, activeTeam: null, archivedTeam: null })).toBe(false);
  });

  it("is true from one contract, position, team member (active or archived) or survey", () => {
    expect(hasCompanyInformation({ ...nothing, lastContractDate: "2026-03-02" })).toBe(true);
    expect(hasCompanyInformation({ ...nothing, positions: 1 })).toBe(true);
    expect(hasCompanyInformation({ ...nothing, activeTeam: 1 })).toBe(true);
    expect(hasCompanyInformation({ ...nothing, archivedTeam: 1 })).toBe(true);
    expect(hasCompanyInformation({ ...nothing, surveys: 1 })).toBe(true);
  });
});
