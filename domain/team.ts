// The team of a company (part 1 §2.4, §3, §4; part 2 §4): members' statuses, their ages, and which
// actions a member of the payroll team offers. The portal shows these actions; the payroll API refuses
// the ones a member does not offer.
import { mayOpen, type Capabilities } from "./access";

export const TEAM_MEMBER_STATUSES = ["awaiting_registration", "contract_ready", "missing_information", "expired_information"] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

const SELECTION_KINDS = ["interim", "construct"] as const;
export type SelectionKind = (typeof SELECTION_KINDS)[number];

export function isSelectionKind(value: unknown): value is SelectionKind {
  return typeof value === "string" && (SELECTION_KINDS as readonly string[]).includes(value);
}

/** The longest name search the team lists accept, in characters. */
export const TEAM_SEARCH_MAX_LENGTH = 100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole years from a birthdate (yyyy-MM-dd) to a day (yyyy-MM-dd): one more on each birthday. Someone
 * born on 29 February is a year older on 1 March in other years. Null for a birthdate after the day or
 * a value that is not a date.
 */
export function ageOn(birthdate: string, day: string): number | null {
  const born = ISO_DATE.exec(birthdate);
  const today = ISO_DATE.exec(day);
  if (!born || !today) return null;
  const [, bornYear, bornMonth, bornDay] = born.map(Number);
  const [, year, month, dayOfMonth] = today.map(Number);
  const beforeBirthday = month < bornMonth || (month === bornMonth && dayOfMonth < bornDay);
  const age = year - bornYear - (beforeBirthday ? 1 : 0);
  return age >= 0 ? age : null;
}

/** An employee who had a contract with the company is archived instead, so that the contract keeps its employee. */
export function isDeletable(member: { hadContract: boolean }): boolean {
  return !member.hadContract;
}

/** Only an active member who has not registered yet gets the invitation again. */
export function mayResendInvitation(member: { status: TeamMemberStatus; archived: boolean }): boolean {
  return !member.archived && member.status === "awaiting_registration";
}

export const TEAM_MEMBER_ACTIONS = ["archive", "delete", "restore", "resend-invitation"] as const;
export type TeamMemberAction = (typeof TEAM_MEMBER_ACTIONS)[number];

export function isTeamMemberAction(value: unknown): value is TeamMemberAction {
  return typeof value === "string" && (TEAM_MEMBER_ACTIONS as readonly string[]).includes(value);
}

export type TeamMemberFacts = { status: TeamMemberStatus; archived: boolean; deletable: boolean };

/** Why a member does not offer an action. */
export type TeamActionRefusal = "archived" | "notArchived" | "hadContract" | "mayBeDeleted" | "notAwaitingRegistration";

/**
 * Whether a member offers an action, and if not why: an archived member can only be restored; an
 * active one is deleted when that is allowed and archived otherwise; the invitation goes again only to
 * a member awaiting registration.
 */
export function refusalOf(action: TeamMemberAction, member: TeamMemberFacts): TeamActionRefusal | null {
  if (action === "restore") return member.archived ? null : "notArchived";
  if (member.archived) return "archived";
  if (action === "archive") return member.deletable ? "mayBeDeleted" : null;
  if (action === "delete") return member.deletable ? null : "hadContract";
  return mayResendInvitation(member) ? null : "notAwaitingRegistration";
}

/** The actions a row of the payroll team offers. */
export function teamMemberActions(member: TeamMemberFacts): TeamMemberAction[] {
  return TEAM_MEMBER_ACTIONS.filter((action) => refusalOf(action, member) === null);
}

/**
 * A member's status: awaiting registration until the employee has chosen a password; then an expired
 * identity document comes first (part 2 §4), and otherwise the profile decides (part 1 §3).
 */
export function teamMemberStatus(employee: { registered: boolean; profileComplete: boolean; documentsExpired: boolean }): TeamMemberStatus {
  if (!employee.registered) return "awaiting_registration";
  if (employee.documentsExpired) return "expired_information";
  return employee.profileComplete ? "contract_ready" : "missing_information";
}

export const PAYROLL_TEAM_PATH = "/team/payroll-team";
export const SELECTION_TEAM_PATH = "/team/selection-team";

export type TeamPages = { payrollTeam: boolean; selectionKinds: SelectionKind[] };

/**
 * The team pages a company may open, as the access rules of domain/access.ts decide them: the payroll
 * team, and a selection team for each line of work (interim, construct); both lines give the selection
 * team its interim and construct sub-pages (part 1 §2.3).
 */
export function teamPagesOf(capabilities: Capabilities): TeamPages {
  return {
    payrollTeam: mayOpen(PAYROLL_TEAM_PATH, capabilities),
    selectionKinds: SELECTION_KINDS.filter((kind) => mayOpen(`${SELECTION_TEAM_PATH}/${kind}`, capabilities)),
  };
}

/**
 * Where a page with a sub-page per selection line opens: the first line's sub-page when there are
 * several, else the page itself, which shows its one line.
 */
export const selectionHomeOf = (base: string, kinds: readonly SelectionKind[]) => (kinds.length > 1 ? `${base}/${kinds[0]}` : base);

/** Where /team leads: the payroll team when there is one, otherwise the selection team (at its first line). */
export function teamHomeOf(capabilities: Capabilities): string {
  const pages = teamPagesOf(capabilities);
  return pages.payrollTeam ? PAYROLL_TEAM_PATH : selectionHomeOf(SELECTION_TEAM_PATH, pages.selectionKinds);
}

/** How long after an invitation its reminder may be sent (part 2 §4: the awaiting-registration alert), in hours. */
const INVITATION_REMINDER_AFTER_HOURS = 24;

/**
 * When a reminder of the invitation may go (an ISO instant): a day after the last invitation left.
 * Null when no invitation was sent, or its time cannot be read: nothing to wait for then.
 */
export function invitationReminderFrom(invitationSentAt: string | null): string | null {
  const sent = invitationSentAt ? Date.parse(invitationSentAt) : Number.NaN;
  if (Number.isNaN(sent)) return null;
  return new Date(sent + INVITATION_REMINDER_AFTER_HOURS * 60 * 60 * 1000).toISOString();
}

/** Whether a reminder of the invitation may be sent now: once the last invitation is at least a day old. */
export function mayRemindOfInvitation(invitationSentAt: string | null, now: Date): boolean {
  const from = invitationReminderFrom(invitationSentAt);
  return from === null || now.getTime() >= Date.parse(from);
}
