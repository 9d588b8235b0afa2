import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import type { AccountKind } from "../auth/tokens";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import type { ApiConfig } from "../config";

export type Caller = { kind: AccountKind; id: number };

export type ApiContext = { db: Database; mailer: Mailer; config: ApiConfig; caller: Caller | null };

// Errors are built through Yoga, not with `new GraphQLError` from our own import of graphql: where a
// loader gives this module another copy of graphql than Yoga's (vitest resolves graphql's ESM build for
// source files, Node its CommonJS build for Yoga), Yoga's instanceof check fails and it masks the error
// as "Unexpected error." with code INTERNAL_SERVER_ERROR, losing the codes the portal relies on.
export function unauthenticated(): GraphQLError {
  return createGraphQLError("Not signed in", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
}

export function badInput(code: string): GraphQLError {
  return createGraphQLError(code, { extensions: { code, http: { status: 422 } } });
}

export function forbidden(): GraphQLError {
  return createGraphQLError("Forbidden", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
}

export function requireCaller(context: ApiContext, kind: AccountKind): number {
  if (context.caller?.kind !== kind) throw unauthenticated();
  return context.caller.id;
}

/** The signed-in user's selected company, which every company-scoped field reads. */
export async function requireSelectedCompany(context: ApiContext): Promise<{ userId: number; companyId: number }> {
  const userId = requireCaller(context, "user");
  const [row] = await context.db.query<{ company_id: number }>(
    `select m.company_id from users u
     join company_memberships m on m.user_id = u.id and m.company_id = u.selected_company_id
     where u.id = $1`,
    [userId],
  );
  if (!row) throw forbidden();
  return { userId, companyId: row.company_id };
}
