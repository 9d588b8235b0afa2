import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { AccountKind, SelectedCompany } from "../auth/tokens";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import type { MailGuard } from "../mail/throttles";
import type { ApiConfig } from "../config";
import type { ReadingQueue } from "../identity/reading-queue";

/**
 * The authenticated caller. A user's selected company is read with their token; `undefined` once a
 * mutation of the same request has changed it, so that the next field reads it again.
 */
export type Caller = { kind: AccountKind; id: number; selectedCompany?: SelectedCompany | null };

export type ApiContext = {
  db: Database;
  mailer: Mailer;
  /** The limits on the mails a caller can make the API send (../mail/throttles.ts). */
  mailGuard: MailGuard;
  config: ApiConfig;
  identityReadings: ReadingQueue;
  caller: Caller | null;
  /** Who calls: the portal's X-Forwarded-For, as for the sign-in limits (app.ts). */
  clientAddress: string;
};

// Errors are built through Yoga, not with `new GraphQLError` from our own import of graphql: where a
// loader gives this module another copy of graphql than Yoga's (vitest resolves graphql's ESM build for
// source files, Node its CommonJS build for Yoga), Yoga's instanceof check fails and it masks the error
// as "Unexpected error." with code INTERNAL_SERVER_ERROR, losing the codes the portal relies on.
function unauthenticated(): GraphQLError {
  return createGraphQLError("Not signed in", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
}

export function badInput(code: string): GraphQLError {
  return createGraphQLError(code, { extensions: { code, http: { status: 422 } } });
}

/** A whole input refused field by field: extensions.problems lists each field and its code. */
export function invalidInput(code: string, problems: readonly { field: string; code: string }[]): GraphQLError {
  return createGraphQLError(code, { extensions: { code, problems, http: { status: 422 } } });
}

/** A throttle refused (../mail/throttles.ts): 429, and in how many seconds to try again. */
export function tooManyRequests(code: string, retryAfterMs: number): GraphQLError {
  return createGraphQLError(code, { extensions: { code, retryAfterSeconds: Math.ceil(retryAfterMs / 1000), http: { status: 429 } } });
}

export function forbidden(): GraphQLError {
  return createGraphQLError("Forbidden", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
}

/** The caller may not do this in the selected company (e.g. manage its users). */
export function notAllowed(): GraphQLError {
  return createGraphQLError("NOT_ALLOWED", { extensions: { code: "NOT_ALLOWED", http: { status: 403 } } });
}

/** No such row in the selected company: the same answer whether it exists elsewhere or not at all. */
export function notFound(): GraphQLError {
  return createGraphQLError("NOT_FOUND", { extensions: { code: "NOT_FOUND", http: { status: 404 } } });
}

export function requireCaller(context: ApiContext, kind: AccountKind): number {
  if (context.caller?.kind !== kind) throw unauthenticated();
  return context.caller.id;
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

/** What several fields of one request read (a company's offers, its counts), asked of the database once. */
export function oncePerRequest<T>(context: ApiContext, key: string, load: () => Promise<T>): Promise<T> {
  let memo = memos.get(context);
  if (!memo) memos.set(context, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
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
