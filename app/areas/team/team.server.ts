import { loadFromApi, notFound } from "~/platform/api-calls.server";
import { PAYROLL_TEAM_PATH } from "~domain/team";
import { TeamMemberQueryDocument } from "~/platform/operations.generated";

import { graphql } from "~/platform/payroll-api.server";
import type { Account } from "~/platform/user.server";

// Shared by the payroll team's pages (part 1 §2.4, §4).

/**
 * The payroll team list's query string, its filter and page only: the pages opened from the list carry
 * it, so that they lead back to the same search, status and page.
 */
export function listQueryOf(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const name of ["search", "status", "page"]) {
    const value = search.get(name);
    if (value) query.set(name, value);
  }
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  return query.toString();
}

/** The payroll team list with that filter and page (and extra parameters, such as a notice). */
export function payrollTeamHref(search: URLSearchParams, extra: Record<string, string> = {}): string {
  const query = listQueryOf(search, extra);
  return query ? `${PAYROLL_TEAM_PATH}?${query}` : PAYROLL_TEAM_PATH;
}

/** One member of the selected company's payroll team; a 404 ("team member not found") when there is none. */
export async function requireTeamMember(request: Request, account: Account, id: string) {
  const { teamMember } = await loadFromApi(request, () => graphql(TeamMemberQueryDocument, { id }, account.credentials));
  if (!teamMember) throw notFound();
  return teamMember;
}
