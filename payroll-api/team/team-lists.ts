// What the payroll team and the selection team share: who may read them, the name search and ages.
import { capabilitiesOf } from "../../domain/access";
import { todayInBelgium } from "../../domain/belgian-time";
import { ageOn, teamPagesOf, TEAM_SEARCH_MAX_LENGTH, type TeamPages } from "../../domain/team";
import { oncePerRequest, requireSelectedCompany, type ApiContext } from "../core/context";
import { badInput, notAllowed } from "../core/errors";

type AccessRow = {
  connexys_ids: (string | null)[];
  construct4d_id: number | null;
  interim4d_id: number | null;
  construct4d_permissions: string[];
  interim4d_permissions: string[];
};

/** The team pages of the caller in the selected company, decided as the portal decides them (domain/access.ts). */
export async function requireTeamPages(context: ApiContext): Promise<{ userId: number; companyId: number; pages: TeamPages }> {
  const { userId, companyId } = await requireSelectedCompany(context);
  // Read once however many team fields of the request ask (the company information asks two).
  const [row] = await oncePerRequest(context, `team-access:${userId}:${companyId}`, () =>
    context.db.query<AccessRow>(
      `select array(select o.connexys_id from offers o where o.company_id = c.id) as connexys_ids,
         c.construct4d_id, c.interim4d_id, m.construct4d_permissions, m.interim4d_permissions
       from company_memberships m join companies c on c.id = m.company_id
       where m.user_id = $1 and m.company_id = $2`,
      [userId, companyId],
    ),
  );
  const capabilities = capabilitiesOf({
    offers: row.connexys_ids.map((connexysId) => ({ connexysId })),
    hasNonPayrollOffers: false,
    construct4dPermissions: row.construct4d_id === null ? null : { permissions: row.construct4d_permissions },
    interim4dPermissions: row.interim4d_id === null ? null : { permissions: row.interim4d_permissions },
  });
  return { userId, companyId, pages: teamPagesOf(capabilities) };
}

/** The selected company, when it has a payroll team (a payroll offer); NOT_ALLOWED otherwise. */
export async function requirePayrollTeam(context: ApiContext): Promise<{ userId: number; companyId: number }> {
  const { userId, companyId, pages } = await requireTeamPages(context);
  if (!pages.payrollTeam) throw notAllowed();
  return { userId, companyId };
}

/**
 * ILIKE patterns, one per word of a name search: each word must occur somewhere in "first last", so
 * "sofie claes", "claes sofie" and "cla" all find Sofie Claes. None for a blank search. Errors:
 * SEARCH_TOO_LONG.
 */
export function searchPatterns(search: string | null | undefined): string[] {
  const text = (search ?? "").trim();
  if (text.length > TEAM_SEARCH_MAX_LENGTH) throw badInput("SEARCH_TOO_LONG");
  // The words are data: LIKE's own wildcards and escape character in them match themselves.
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`);
}

/** The age today of someone born on `birthdate` (yyyy-MM-dd); null when the birthdate is unknown. */
export function ageToday(birthdate: string | null): number | null {
  return birthdate === null ? null : ageOn(birthdate, todayInBelgium(new Date()));
}
