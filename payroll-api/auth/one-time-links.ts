import type { Database, Queryable } from "../db/database";
import type { AccountKind } from "../account-kind";
import { digest, hashPassword, newSecret } from "./secrets";
import { revokeOtherTokens } from "./tokens";
import { refreshTeamStatuses } from "./team-registration";

export type LinkPurpose = "reset_password" | "set_password";

const LIFETIME_HOURS: Record<LinkPurpose | "change_email", number> = { reset_password: 1, set_password: 24 * 7, change_email: 24 };

async function insertLink(db: Queryable, link: { kind: AccountKind; accountId: number; purpose: LinkPurpose | "change_email"; newEmail: string | null }) {
  const token = newSecret();
  await db.query(
    `insert into one_time_links (account_kind, account_id, purpose, token_hash, expires_at, new_email)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5), $6)`,
    [link.kind, link.accountId, link.purpose, digest(token), LIFETIME_HOURS[link.purpose], link.newEmail],
  );
  return token;
}

export const issueLink = (db: Database, kind: AccountKind, accountId: number, purpose: LinkPurpose): Promise<string> =>
  insertLink(db, { kind, accountId, purpose, newEmail: null });

/**
 * A link that confirms `newEmail` as the user's address, which replaces any link of an earlier change
 * not yet followed: only the address asked last can be confirmed.
 */
export async function issueEmailChangeLink(db: Queryable, userId: number, newEmail: string): Promise<string> {
  await db.query("update one_time_links set used_at = now() where account_kind = 'user' and account_id = $1 and purpose = 'change_email' and used_at is null", [
    userId,
  ]);
  return insertLink(db, { kind: "user", accountId: userId, purpose: "change_email", newEmail });
}

/** The address a user asked for and has not confirmed yet; null when none waits. */
export async function pendingEmailOf(db: Queryable, userId: number): Promise<string | null> {
  const [link] = await db.query<{ new_email: string }>(
    `select new_email from one_time_links
     where account_kind = 'user' and account_id = $1 and purpose = 'change_email' and used_at is null and expires_at > now()
     order by id desc limit 1`,
    [userId],
  );
  return link?.new_email ?? null;
}

/**
 * Uses the user's own e-mail change link once: the address it carries becomes the account's. Null for
 * an unknown, used or expired link, or one of another account; the link stays unused when the address
 * was taken since (EMAIL_TAKEN from the unique index, thrown to the caller).
 */
export async function redeemEmailChangeLink(db: Queryable, userId: number, token: string): Promise<string | null> {
  const [link] = await db.query<{ new_email: string }>(
    `update one_time_links set used_at = now()
     where token_hash = $1 and purpose = 'change_email' and account_kind = 'user' and account_id = $2 and used_at is null and expires_at > now()
     returning new_email`,
    [digest(token), userId],
  );
  if (!link) return null;
  await db.query("update users set email = $2 where id = $1", [userId, link.new_email]);
  return link.new_email;
}

/**
 * Uses a link once to set a password, and signs the account out everywhere else.
 * Answers false for an unknown, used or expired link, or when the e-mail given does not match.
 */
export async function redeemLink(db: Database, options: { token: string; purpose: LinkPurpose; password: string; email?: string }): Promise<boolean> {
  const passwordHash = await hashPassword(options.password);
  return db
    .transaction(async (tx) => {
      const [link] = await tx.query<{ id: number; account_kind: AccountKind; account_id: number }>(
        `update one_time_links set used_at = now()
       where token_hash = $1 and purpose = $2 and used_at is null and expires_at > now()
       returning id, account_kind, account_id`,
        [digest(options.token), options.purpose],
      );
      if (!link) return false;
      const table = link.account_kind === "user" ? "users" : "employees";
      const updated = await tx.query(`update ${table} set password_hash = $2 where id = $1 and ($3::text is null or lower(email) = lower($3)) returning id`, [
        link.account_id,
        passwordHash,
        options.email ?? null,
      ]);
      if (updated.length === 0) throw new LinkMismatch();
      if (link.account_kind === "employee") await refreshTeamStatuses(tx, link.account_id);
      await revokeOtherTokens(tx, link.account_kind, link.account_id, null);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LinkMismatch) return false;
      throw error;
    });
}

// Thrown inside the transaction so that a mismatched e-mail leaves the link unused.
class LinkMismatch extends Error {}
