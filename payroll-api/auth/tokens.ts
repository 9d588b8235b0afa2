import type { Queryable } from "../db/database";
import { digest, newSecret } from "./secrets";

export type AccountKind = "user" | "employee";

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
