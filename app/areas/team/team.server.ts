import { loadFromApi, notFound } from "~/platform/api-calls.server";
import { PAYROLL_TEAM_PATH, type SelectionKind } from "~domain/team";
import type { ExportPaging } from "~/platform/csv-export.server";
import {
  SelectionTeamExportQueryDocument,
  SelectionTeamQueryDocument,
  TeamMemberQueryDocument,
  TeamMembersExportQueryDocument,
  TeamMembersQueryDocument,
} from "~/platform/operations.generated";
import { filterParamsOf } from "~/forms/filter-params";
import { listFilterOf } from "~/forms/list-filter";
import type { Credentials } from "~/platform/session.server";
import { PayrollTeamFilterSchema } from "./team-filter.schema";

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

/**
 * The payroll team list's filter as its address gives it, for the page and its export. The status is
 * read even when the search is refused, so that the list stays on the members it showed.
 */
export function payrollTeamFilterOf(request: Request) {
  const { filter, result } = listFilterOf(request, PayrollTeamFilterSchema);
  const archived = filterParamsOf(request).get("status") === "archived";
  return { search: filter.search, archived, page: filter.page ?? 1, result };
}

type PayrollTeamFilter = { search?: string; archived: boolean };

const apiFilterOf = ({ search, archived }: PayrollTeamFilter) => ({ search: search ?? null, archived });

/** One page of the payroll team, active or archived members, with a name search, and the count the page's links need. */
export async function fetchTeamMembers(credentials: Credentials, filter: PayrollTeamFilter, page: number, pageSize: number) {
  return (await graphql(TeamMembersQueryDocument, { filter: apiFilterOf(filter), page, pageSize }, credentials)).teamMembers;
}

/** The export's page of the payroll team, as the list's filter shows it; no count. */
export async function fetchTeamMembersExportPage(credentials: Credentials, filter: PayrollTeamFilter, { page, pageSize, after }: ExportPaging) {
  return (await graphql(TeamMembersExportQueryDocument, { filter: apiFilterOf(filter), page, pageSize, after }, credentials)).teamMembers;
}

/** One page of a line's selection team, with a name search. */
export async function fetchSelectionTeam(credentials: Credentials, kind: SelectionKind, search: string | undefined, page: number, pageSize: number) {
  return (await graphql(SelectionTeamQueryDocument, { kind, search: search ?? null, page, pageSize }, credentials)).selectionTeam;
}

/** The export's page of a line's selection team, with a name search; no count. */
export async function fetchSelectionTeamExportPage(
  credentials: Credentials,
  kind: SelectionKind,
  search: string | undefined,
  { page, pageSize, after }: ExportPaging,
) {
  return (await graphql(SelectionTeamExportQueryDocument, { kind, search: search ?? null, page, pageSize, after }, credentials)).selectionTeam;
}
