// A user's own e-mail address and password (issue 42, docs/decisions/0061): either changes only with
// the current password; a new address only once a link mailed to it is followed, the old address being
// told; and each change ends every other session of the account, keeping the one that made it.
import { isLanguage } from "../../domain/languages";
import { issueEmailChangeLink, redeemEmailChangeLink } from "../auth/one-time-links";
import { verifyPassword } from "../auth/secrets";
import { revokeOtherTokens } from "../auth/tokens";
import type { ApiContext, Caller } from "../core/context";
import { badInput } from "../core/errors";
import type { Queryable } from "../db/database";
import { confirmEmailMail, emailChangeNoticeMail, type ProviderContact } from "../mail/messages";

/** The user's row as the checks and the mails need it. */
export type OwnAccount = { id: number; email: string; first_name: string; preferred_language: string; password_hash: string | null };

export async function loadOwnAccount(db: Queryable, userId: number): Promise<OwnAccount> {
  const [account] = await db.query<OwnAccount>("select id, email, first_name, preferred_language, password_hash from users where id = $1", [userId]);
  return account;
}

/** Errors: CURRENT_PASSWORD_REQUIRED when none is given, CURRENT_PASSWORD_WRONG when it is not the account's. */
export async function requireCurrentPassword(account: OwnAccount, currentPassword: string | null | undefined): Promise<void> {
  if (!currentPassword) throw badInput("CURRENT_PASSWORD_REQUIRED");
  if (!(await verifyPassword(currentPassword, account.password_hash))) throw badInput("CURRENT_PASSWORD_WRONG");
}

/** Every other session of the caller ends; the caller's own goes on. */
export const endOtherSessions = (db: Queryable, caller: Pick<Caller, "kind" | "id" | "token">) => revokeOtherTokens(db, caller.kind, caller.id, caller.token);

/** Their company's office, else that of any company they belong to: whom the owner of a changed account can call. */
async function providerContactOf(db: Queryable, userId: number): Promise<ProviderContact | null> {
  const [office] = await db.query<ProviderContact>(
    `select o.name, o.email, o.phone from users u
     join company_memberships m on m.user_id = u.id
     join companies c on c.id = m.company_id
     join offices o on o.code = c.office_code
     where u.id = $1
     order by (c.id = u.selected_company_id) desc, c.name
     limit 1`,
    [userId],
  );
  return office ?? null;
}

/**
 * Mails a link to the new address, which confirms it, and tells the current address, in the user's
 * language, with a way to take the account back if it was not them.
 */
export async function requestEmailChange(context: ApiContext, account: OwnAccount, newEmail: string): Promise<void> {
  const token = await issueEmailChangeLink(context.db, account.id, newEmail);
  const language = isLanguage(account.preferred_language) ? account.preferred_language : "nl";
  const portalUrl = context.config.portalUrl;
  await context.mailer.send(
    confirmEmailMail({ to: newEmail, language, firstName: account.first_name, link: `${portalUrl}/settings/confirm-email?token=${encodeURIComponent(token)}` }),
  );
  await context.mailer.send(
    emailChangeNoticeMail({
      to: account.email,
      language,
      firstName: account.first_name,
      newEmail,
      resetLink: `${portalUrl}/forgot-password`,
      contact: await providerContactOf(context.db, account.id),
    }),
  );
}

/**
 * The signed-in user follows the link mailed to their new address: it becomes the account's, and every
 * other session ends. Answers the new address. Errors: LINK_INVALID (unknown, used, expired, another
 * account's), EMAIL_TAKEN (another account took the address since).
 */
export async function confirmEmailChange(context: ApiContext, caller: Pick<Caller, "kind" | "id" | "token">, token: string): Promise<string> {
  try {
    return await context.db.transaction(async (tx) => {
      const email = await redeemEmailChangeLink(tx, caller.id, token);
      if (email === null) throw badInput("LINK_INVALID");
      await endOtherSessions(tx, caller);
      return email;
    });
  } catch (error) {
    if ((error as { code?: string }).code === "23505") throw badInput("EMAIL_TAKEN");
    throw error;
  }
}
