// The company at a glance (part 1 §7 CompanyInformationQuery, §8 "no company information available").

/** What the glance counts; a team is null where the company has no payroll team. */
export type CompanyFigures = {
  lastContractDate: string | null;
  positions: number;
  activeTeam: number | null;
  archivedTeam: number | null;
  surveys: number;
};

/** A company with no contract, position, team member or survey yet has no information to show. */
export function hasCompanyInformation(figures: CompanyFigures): boolean {
  return figures.lastContractDate !== null || figures.positions + (figures.activeTeam ?? 0) + (figures.archivedTeam ?? 0) + figures.surveys > 0;
}
