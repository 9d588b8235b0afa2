// The selected company's payroll team (part 1 §2.4, §3, §4): the list, one member, inviting an
// employee, archiving, restoring, deleting and resending the invitation. An id argument only ever
// names an employee through their membership of the caller's selected company.
import { isValidEmail, normaliseEmail } from "../../domain/email";
import { isValidPhone } from "../../domain/phone";
import { isDeletable } from "../../domain/team";
import { sendTeamInvitation } from "../auth/team-invitations";
import { INVITEE_COLUMNS, joiningStatus, statusOf, type InviteeRow } from "../auth/team-registration";
import type { Queryable } from "../db/database";
import { idOf, type ApiContext } from "../core/context";
import { badInput, notFound } from "../core/errors";
import { afterCursor, cursorOf, pageOf, pageWindow, type PageWindow, type PageArguments } from "../core/pagination";
import type { Locale, TeamMember } from "../core/schema-types.generated";
import { nameMatches } from "../db/name-search";
import { ageToday, requirePayrollTeam, searchPatterns } from "./team-lists";

// The member's own columns beside the employee's: the status is derived from the employee's row when
// read (auth/team-registration.ts statusOf), as the contract wizard derives it (docs/decisions/0040).
/** Which members and which page: words of their names, the archived ones or the active, the page-th or the one after a cursor. */
type TeamListArguments = PageArguments & { filter?: { search?: string | null; archived?: boolean | null } | null; after?: string | null };

/** Whom to invite; a new account's language is the one its e-mails use, an existing account keeps its own. */
type Invitation = { firstName: string; lastName: string; email: string; mobile?: string | null; preferredLanguage: Locale };

type TeamMemberRow = InviteeRow & { disabled: boolean; had_contract: boolean };

const MEMBER_COLUMNS = `${INVITEE_COLUMNS}, t.disabled, t.had_contract`;

/**
 * One page of a company's active or archived members, and their count. Without a search, both read
 * team_members_list_idx alone (company, archived, sort name), whatever the size of the team; with
 * `keyset` (the export reading the whole list) the page starts after a (sort name, id) on that index
 * instead of at an offset.
 * Parameters: $1 company, $2 archived, then the search patterns when searching, then the sort name and
 * id to start after when keyset, then limit and offset.
 */
export function teamPageQueries(searching: boolean, keyset = false) {
  const where = `t.company_id = $1 and t.disabled = $2${searching ? ` and ${nameMatches("e", "$3")}` : ""}`;
  const employees = searching ? "join employees e on e.id = t.employee_id" : "";
  const afterAt = searching ? 4 : 3;
  const after = keyset ? ` and (t.sort_name, t.employee_id) > ($${afterAt}, $${afterAt + 1}::int)` : "";
  const limitAt = keyset ? afterAt + 2 : afterAt;
  return {
    count: `select count(*)::int as count from team_members t ${employees} where ${where}`,
    rows: `select ${MEMBER_COLUMNS}, t.sort_name from team_members t join employees e on e.id = t.employee_id
      where ${where}${after} order by t.sort_name, t.employee_id limit $${limitAt} offset $${limitAt + 1}`,
  };
}

export const memberOf = (row: TeamMemberRow): TeamMember => ({
  id: String(row.id),
  firstName: row.first_name,
  lastName: row.last_name,
  location: row.city,
  age: ageToday(row.birthdate),
  email: row.email,
  status: statusOf(row),
  archived: row.disabled,
  deletable: isDeletable({ hadContract: row.had_contract }),
});

/**
 * One page of a company's active or archived members matching every search pattern (the team list and
 * the company information): the page-th, or with `after` (a previous page's nextCursor) the one after it.
 */
export async function teamPage(
  db: Queryable,
  companyId: number,
  archived: boolean,
  patterns: string[],
  window: PageWindow,
  { after = null, counted = true }: { after?: string | null; counted?: boolean } = {},
) {
  // Any text is a sort name: it is only compared with the index's.
  const afterKey = after === null ? null : afterCursor(after, () => true);
  const queries = teamPageQueries(patterns.length > 0, afterKey !== null);
  const params: unknown[] = [companyId, archived, ...(patterns.length > 0 ? [patterns] : [])];
  const count = counted ? (await db.query<{ count: number }>(queries.count, params))[0].count : null;
  // One row more than the page tells whether another page follows.
  const rows = await db.query<TeamMemberRow & { sort_name: string }>(queries.rows, [
    ...params,
    ...(afterKey ? [afterKey.sortKey, afterKey.id, window.limit + 1, 0] : [window.limit + 1, window.offset]),
  ]);
  const members = rows.slice(0, window.limit);
  const last = members.at(-1);
  return { ...pageOf(members.map(memberOf), count, window), nextCursor: rows.length > window.limit && last ? cursorOf(last.sort_name, last.id) : null };
}

async function loadMember(db: Queryable, companyId: number, employeeId: number): Promise<TeamMemberRow | undefined> {
  const [row] = await db.query<TeamMemberRow>(
    `select ${MEMBER_COLUMNS} from team_members t join employees e on e.id = t.employee_id
     where t.company_id = $1 and t.employee_id = $2`,
    [companyId, employeeId],
  );
  return row;
}

/** A member of a company's payroll team, with when their last invitation left; null when not in it. */
export async function loadTeamMember(
  db: Queryable,
  companyId: number,
  employeeId: number,
): Promise<{ member: TeamMember; invitationSentAt: string | null } | null> {
  const [row] = await db.query<TeamMemberRow & { invitation_sent_at: Date | null }>(
    `select ${MEMBER_COLUMNS}, t.invitation_sent_at from team_members t join employees e on e.id = t.employee_id
     where t.company_id = $1 and t.employee_id = $2`,
    [companyId, employeeId],
  );
  if (!row) return null;
  const invitationSentAt = statusOf(row) === "awaiting_registration" ? (row.invitation_sent_at?.toISOString() ?? null) : null;
  return { member: memberOf(row), invitationSentAt };
}

export async function requireMember(context: ApiContext, companyId: number, employeeId: string): Promise<TeamMemberRow> {
  const row = await loadMember(context.db, companyId, idOf(employeeId));
  if (!row) throw notFound();
  return row;
}

/** Archives or restores a member; doing it twice changes nothing. */
export async function setArchived(context: ApiContext, employeeId: string, archived: boolean): Promise<TeamMember> {
  const { companyId } = await requirePayrollTeam(context);
  const updated = await context.db.query("update team_members set disabled = $3 where company_id = $1 and employee_id = $2 returning employee_id", [
    companyId,
    idOf(employeeId),
    archived,
  ]);
  if (updated.length === 0) throw notFound();
  return memberOf(await requireMember(context, companyId, employeeId));
}

/** A page of the payroll team; counted only when `counted` (the screen asks for the count, the export does not). */
export async function teamMembers(context: ApiContext, { filter, page, pageSize, after }: TeamListArguments, counted: boolean) {
  const { companyId } = await requirePayrollTeam(context);
  return teamPage(context.db, companyId, filter?.archived ?? false, searchPatterns(filter?.search), pageWindow(page, pageSize), { after, counted });
}

export async function teamMember(context: ApiContext, { id }: { id: string }) {
  const { companyId } = await requirePayrollTeam(context);
  const row = await loadMember(context.db, companyId, idOf(id));
  return row ? memberOf(row) : null;
}

export async function inviteToPayrollTeam(context: ApiContext, { input }: { input: Invitation }) {
  const { userId, companyId } = await requirePayrollTeam(context);
  const firstName = input.firstName.trim();
  const lastName = input.lastName.trim();
  if (!firstName || !lastName) throw badInput("FIELD_REQUIRED");
  if (!isValidEmail(input.email)) throw badInput("EMAIL_INVALID");
  const mobile = input.mobile?.trim() || null;
  if (mobile && !isValidPhone(mobile)) throw badInput("PHONE_INVALID");
  const email = normaliseEmail(input.email);

  const joined = await context.db.transaction(async (tx) => {
    // An employee account is the person's own: one that exists already joins as it is.
    const [created] = await tx.query<{ id: number }>(
      `insert into employees (email, first_name, last_name, mobile, preferred_language)
         values ($1, $2, $3, $4, $5) on conflict do nothing returning id`,
      [email, firstName, lastName, mobile, input.preferredLanguage],
    );
    const [employee] = await tx.query<{ id: number }>("select id from employees where lower(email) = $1", [email]);
    const [member] = await tx.query<{ employee_id: number }>(
      `insert into team_members (company_id, employee_id, status, invited_by, invitation_sent_at)
         values ($1, $2, $3, $4, now()) on conflict do nothing returning employee_id`,
      [companyId, employee.id, await joiningStatus(tx, employee.id), userId],
    );
    return member ? { employeeId: employee.id, newAccount: Boolean(created) } : null;
  });
  // Archived members are still in the team: they are restored, not invited again.
  if (!joined) throw badInput("ALREADY_IN_TEAM");
  try {
    await sendTeamInvitation(context, companyId, joined.employeeId);
  } catch (error) {
    // Without the e-mail nobody would ever register: take the invitation back, so that inviting
    // again starts afresh instead of answering ALREADY_IN_TEAM.
    await context.db.query("delete from team_members where company_id = $1 and employee_id = $2", [companyId, joined.employeeId]);
    if (joined.newAccount) {
      await context.db.query("delete from one_time_links where account_kind = 'employee' and account_id = $1", [joined.employeeId]);
      await context.db.query("delete from employees where id = $1", [joined.employeeId]);
    }
    throw error;
  }
  return memberOf(await requireMember(context, companyId, String(joined.employeeId)));
}

export async function deleteTeamMember(context: ApiContext, { input }: { input: { employeeId: string } }) {
  const { companyId } = await requirePayrollTeam(context);
  await context.db.transaction(async (tx) => {
    const [member] = await tx.query<{ had_contract: boolean }>("select had_contract from team_members where company_id = $1 and employee_id = $2 for update", [
      companyId,
      idOf(input.employeeId),
    ]);
    if (!member) throw notFound();
    if (!isDeletable({ hadContract: member.had_contract })) throw badInput("HAD_CONTRACT");
    await tx.query("delete from team_members where company_id = $1 and employee_id = $2", [companyId, idOf(input.employeeId)]);
  });
  return { status: "deleted" };
}
