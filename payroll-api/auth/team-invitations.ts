// Inviting an employee to a company's payroll team (part 1 §2.4, §4).
import { isLanguage } from "../../domain/languages";
import { requireCaller, type ApiContext } from "../core/context";
import { tooManyRequests } from "../core/errors";
import { teamInvitationMail } from "../mail/team-messages";
import { issueLink } from "./one-time-links";
import { loadInvitee } from "./team-registration";

/**
 * E-mails the invitation to the company's team. An employee without a password gets a fresh
 * set-your-password link, and their earlier links stop working, so only the latest e-mail counts.
 * The mails are throttled per inviting user and per invitee (docs/decisions/0033).
 */
export async function sendTeamInvitation(context: ApiContext, companyId: number, employeeId: number): Promise<void> {
  const employee = await loadInvitee(context.db, employeeId);
  const throttle = await context.mailGuard.invitation(requireCaller(context, "user"), employee.email);
  if (!throttle.admitted) throw tooManyRequests(throttle.refusedBy === "sender" ? "TOO_MANY_INVITATIONS" : "INVITATION_SENT_RECENTLY", throttle.retryAfterMs);
  const [company] = await context.db.query<{ name: string }>("select name from companies where id = $1", [companyId]);
  let link = `${context.config.portalUrl}/login`;
  if (!employee.registered) {
    await context.db.query(
      `update one_time_links set expires_at = now()
       where account_kind = 'employee' and account_id = $1 and purpose = 'set_password' and used_at is null and expires_at > now()`,
      [employeeId],
    );
    const token = await issueLink(context.db, "employee", employeeId, "set_password");
    link = `${context.config.portalUrl}/set-your-password?token=${encodeURIComponent(token)}`;
  }
  await context.mailer.send(
    teamInvitationMail({
      to: employee.email,
      firstName: employee.first_name,
      language: isLanguage(employee.preferred_language) ? employee.preferred_language : "nl",
      company: company.name,
      link,
      registered: employee.registered,
    }),
  );
  await context.db.query("update team_members set invitation_sent_at = now() where company_id = $1 and employee_id = $2", [companyId, employeeId]);
}
