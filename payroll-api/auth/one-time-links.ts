import type { Database } from "../db/database";
import type { AccountKind } from "../account-kind";
import { digest, hashPassword, newSecret } from "./secrets";
import { refreshTeamStatuses } from "./team-registration";

export type LinkPurpose = "reset_password" | "set_password";

const LIFETIME_HOURS: Record<LinkPurpose, number> = { reset_password: 1, set_password: 24 * 7 };

export async function issueLink(db: Database, kind: AccountKind, accountId: number, purpose: LinkPurpose): Promise<string> {
  const token = newSecret();
  await db.query(
    `insert into one_time_links (account_kind, account_id, purpose, token_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
    [kind, accountId, purpose, digest(token), LIFETIME_HOURS[purpose]],
  );
  return token;
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
      await tx.query("delete from auth_tokens where account_kind = $1 and account_id = $2", [link.account_kind, link.account_id]);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof LinkMismatch) return false;
      throw error;
    });
}

// Thrown inside the transaction so that a mismatched e-mail leaves the link unused.
class LinkMismatch extends Error {}
