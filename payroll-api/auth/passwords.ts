// Forgotten and first passwords (part 1 §2): the reset link by e-mail, and setting a password from a link.
import { isValidEmail, normaliseEmail } from "../../domain/email";
import { isLanguage } from "../../domain/languages";
import { isAcceptablePassword } from "../../domain/password";
import type { ApiContext } from "../core/context";
import { badInput } from "../core/errors";
import { resetPasswordMail } from "../mail/messages";
import { issueLink, redeemLink } from "./one-time-links";
import type { AccountKind } from "../account-kind";

type AccountRow = { kind: AccountKind; id: number; email: string; first_name: string; preferred_language: string };

/** No account has this id (ids are serial, from 1): a reset link written for it belongs to nobody. */
const NO_ACCOUNT = 0;

const resetMailFor = (context: ApiContext, account: Omit<AccountRow, "kind" | "id">, token: string) =>
  resetPasswordMail({
    to: account.email,
    firstName: account.first_name,
    language: isLanguage(account.preferred_language) ? account.preferred_language : "nl",
    link: `${context.config.portalUrl}/reset-password?token=${encodeURIComponent(token)}`,
  });

/** E-mails a reset link to each account of the address. Errors: EMAIL_INVALID. */
export async function requestPasswordReset(context: ApiContext, address: string): Promise<void> {
  if (!isValidEmail(address)) throw badInput("EMAIL_INVALID");
  const email = normaliseEmail(address);
  // The same answer whether or not the address is known, and whether or not the throttle let the mail go,
  // so nobody can probe for accounts; every request counts, for known addresses or not.
  if (!(await context.mailGuard.passwordReset(context.clientAddress, email))) return;
  const accounts = await context.db.query<AccountRow>(
    `select 'user' as kind, id, email, first_name, preferred_language from users where lower(email) = $1
     union all
     select 'employee', id, email, first_name, preferred_language from employees where lower(email) = $1`,
    [email],
  );
  if (accounts.length === 0) {
    // The same work as for an account, so that the answer's time does not tell either (docs/decisions/0064):
    // a link written for no account, whose token nobody is given, and a mail composed but not sent.
    const token = await issueLink(context.db, "user", NO_ACCOUNT, "reset_password");
    await context.mailer.composeOnly(resetMailFor(context, { email, first_name: "", preferred_language: "nl" }, token));
    return;
  }
  for (const account of accounts) {
    const token = await issueLink(context.db, account.kind, account.id, "reset_password");
    await context.mailer.queue(resetMailFor(context, account, token));
  }
}

/** A new password from a reset link or, with the address, a welcome link. Errors: PASSWORD_UNACCEPTABLE, LINK_INVALID. */
export async function setPasswordFromLink(
  context: ApiContext,
  link: { token: string; password: string } & ({ purpose: "reset_password" } | { purpose: "set_password"; email: string }),
): Promise<void> {
  if (!isAcceptablePassword(link.password)) throw badInput("PASSWORD_UNACCEPTABLE");
  if (!(await redeemLink(context.db, link))) throw badInput("LINK_INVALID");
}
