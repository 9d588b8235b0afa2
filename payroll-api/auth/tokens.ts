import type { AccountKind } from "../account-kind";
import type { SelectedCompany } from "../core/context";
import type { Queryable } from "../db/database";
import { digest, newSecret } from "./secrets";

// A bearer token lives a day; the portal's own session is shorter and ends first.
const TOKEN_LIFETIME_HOURS = 24;

export async function issueToken(db: Queryable, kind: AccountKind, accountId: number): Promise<string> {
  const token = newSecret();
  await db.query(
    `insert into auth_tokens (account_kind, account_id, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(hours => $4))`,
    [kind, accountId, digest(token), TOKEN_LIFETIME_HOURS],
  );
  return token;
}

export async function revokeToken(db: Queryable, kind: AccountKind, token: string): Promise<void> {
  await db.query("delete from auth_tokens where account_kind = $1 and token_hash = $2", [kind, digest(token)]);
}

/**
 * Ends every session of the account but the one of `keptToken` (null: all of them): after a change of
 * password or e-mail address, a session somebody else holds must not outlive it (docs/decisions/0061).
 */
export async function revokeOtherTokens(db: Queryable, kind: AccountKind, accountId: number, keptToken: string | null): Promise<void> {
  await db.query("delete from auth_tokens where account_kind = $1 and account_id = $2 and token_hash is distinct from $3", [
    kind,
    accountId,
    keptToken === null ? null : digest(keptToken),
  ]);
}

// "Last seen" (the company users list) needs minutes, not milliseconds: a request writes it only when
// it is older than this, so that reading a page costs no write.
const LAST_SEEN_PRECISION = "5 minutes";

/**
 * A user's token checked, their selected company read and their last visit noted, in one statement:
 * the round trip every authenticated GraphQL request starts with. Null when any part does not match.
 */
export async function authenticateUser(db: Queryable, email: string, token: string): Promise<{ id: number; selectedCompany: SelectedCompany | null } | null> {
  const [row] = await db.query<{ id: number; company_id: number | null; can_manage_users: boolean | null }>(
    `with caller as (
       select u.id, m.company_id, m.can_manage_users from auth_tokens t
       join users u on u.id = t.account_id
       left join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
       where t.account_kind = 'user' and t.token_hash = $1 and t.expires_at > now() and lower(u.email) = lower($2)
     ), seen as (
       update users set last_seen_at = now()
       where id = (select id from caller) and (last_seen_at is null or last_seen_at < now() - $3::interval)
     )
     select id, company_id, can_manage_users from caller`,
    [digest(token), email, LAST_SEEN_PRECISION],
  );
  if (!row) return null;
  return { id: row.id, selectedCompany: row.company_id === null ? null : { companyId: row.company_id, canManageUsers: Boolean(row.can_manage_users) } };
}

/** An employee's token checked and their last visit noted (the profile's "last seen"), in one statement. */
export async function authenticateEmployee(db: Queryable, email: string, token: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `with caller as (
       select e.id from auth_tokens t join employees e on e.id = t.account_id
       where t.account_kind = 'employee' and t.token_hash = $1 and t.expires_at > now() and lower(e.email) = lower($2)
     ), seen as (
       update employees set last_seen_at = now()
       where id = (select id from caller) and (last_seen_at is null or last_seen_at < now() - $3::interval)
     )
     select id from caller`,
    [digest(token), email, LAST_SEEN_PRECISION],
  );
  return row?.id ?? null;
}

/** The account a (kind, e-mail, token) triple belongs to, or null when any part does not match. */
export async function authenticate(db: Queryable, kind: AccountKind, email: string, token: string): Promise<number | null> {
  const table = kind === "user" ? "users" : "employees";
  const rows = await db.query<{ id: number }>(
    `select a.id from auth_tokens t join ${table} a on a.id = t.account_id
     where t.account_kind = $1 and t.token_hash = $2 and t.expires_at > now() and lower(a.email) = lower($3)`,
    [kind, digest(token), email],
  );
  return rows[0]?.id ?? null;
}
