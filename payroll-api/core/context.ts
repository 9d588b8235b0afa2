import type { AccountKind } from "../account-kind";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import type { MailGuard } from "../limits/mail-throttles";
import type { ApiConfig } from "../config";
import type { ReadingQueue } from "../identity/reading-queue";
import { forbidden, notAllowed, unauthenticated } from "./errors";

// What every service is handed for one request, whoever serves it (GraphQL or REST): the stores, the
// caller and where they call from. It knows nothing of GraphQL.

/** The company a user has selected, as every company-scoped field of a request reads it. */
export type SelectedCompany = { companyId: number; canManageUsers: boolean };

/**
 * The authenticated caller. A user's selected company is read with their token; `undefined` once a
 * mutation of the same request has changed it, so that the next field reads it again.
 */
export type Caller = {
  kind: AccountKind;
  id: number;
  /** The token the call came with: the session that a change of password or e-mail address keeps (auth/tokens.ts). */
  token: string;
  selectedCompany?: SelectedCompany | null;
};

export type ApiContext = {
  db: Database;
  mailer: Mailer;
  /** The limits on the mails a caller can make the API send (../limits/mail-throttles.ts). */
  mailGuard: MailGuard;
  config: ApiConfig;
  identityReadings: ReadingQueue;
  caller: Caller | null;
  /** Who calls: the portal's X-Forwarded-For, as for the sign-in limits (app.ts). */
  clientAddress: string;
};

export function requireCaller(context: ApiContext, kind: AccountKind): number {
  if (context.caller?.kind !== kind) throw unauthenticated();
  return context.caller.id;
}

/** The caller of that kind with the token of their session, for a change that keeps this session and ends the others. */
export function requireCallerSession(context: ApiContext, kind: AccountKind): Caller {
  requireCaller(context, kind);
  return context.caller as Caller;
}

/** The signed-in user's selected company, which every company-scoped field reads. */
export async function requireSelectedCompany(context: ApiContext): Promise<{ userId: number } & SelectedCompany> {
  const caller = context.caller;
  if (caller?.kind !== "user") throw unauthenticated();
  if (caller.selectedCompany === undefined) caller.selectedCompany = await selectedCompanyOf(context, caller.id);
  if (!caller.selectedCompany) throw forbidden();
  return { userId: caller.id, ...caller.selectedCompany };
}

async function selectedCompanyOf(context: ApiContext, userId: number): Promise<SelectedCompany | null> {
  const [row] = await context.db.query<{ company_id: number; can_manage_users: boolean }>(
    `select m.company_id, m.can_manage_users from users u
     join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
     where u.id = $1`,
    [userId],
  );
  return row ? { companyId: row.company_id, canManageUsers: row.can_manage_users } : null;
}

/** After a mutation changed the caller's selected company: the request's next field reads it anew. */
export function forgetSelectedCompany(context: ApiContext): void {
  if (context.caller) context.caller.selectedCompany = undefined;
}

const memos = new WeakMap<ApiContext, Map<string, Promise<unknown>>>();

function memoOf(context: ApiContext): Map<string, Promise<unknown>> {
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = new Map()));
  return memo;
}

/** What several fields of one request read (a company's offers, its counts), asked of the database once. */
export function oncePerRequest<T>(context: ApiContext, key: string, load: () => Promise<T>): Promise<T> {
  const memo = memoOf(context);
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

/**
 * Rows one statement read for several fields of this request (the signed-in user's companies,
 * account.ts): oncePerRequest and keptForRequest find them under `key` instead of asking again.
 */
export function keepForRequest<T>(context: ApiContext, key: string, rows: T): void {
  memoOf(context).set(key, Promise.resolve(rows));
}

/** What keepForRequest kept under `key` in this request; undefined when nothing was. */
export function keptForRequest<T>(context: ApiContext, key: string): Promise<T> | undefined {
  return memos.get(context)?.get(key) as Promise<T> | undefined;
}

/** The selected company, when the caller may manage its users and information; NOT_ALLOWED otherwise. */
export async function requireUserManager(context: ApiContext): Promise<{ userId: number; companyId: number }> {
  const selected = await requireSelectedCompany(context);
  if (!selected.canManageUsers) throw notAllowed();
  return selected;
}

/** An id argument as a database id; anything else matches no row (0). */
export function idOf(id: string): number {
  return /^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : 0;
}
