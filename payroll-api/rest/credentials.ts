import type { Request } from "express";
import type { AccountKind } from "../account-kind";
import { authenticate } from "../auth/tokens";
import type { Queryable } from "../db/database";

/**
 * The e-mail and token pair of an authenticated call: X-User-Email and X-User-Token for company
 * users, X-Employee-Email and X-Employee-Token for employees. Only in headers: a token in a query
 * string ends up in access logs, browser histories and Referer headers (docs/decisions/0031).
 */
export function credentialsFrom(req: Request, kind: AccountKind): { email: string; token: string } | null {
  const title = kind === "user" ? "User" : "Employee";
  const email = req.get(`X-${title}-Email`);
  const token = req.get(`X-${title}-Token`);
  return email && token ? { email, token } : null;
}

/** The signed-in user of a call from the user's credentials headers, or null. */
export async function callerOf(db: Queryable, req: Request): Promise<number | null> {
  const credentials = credentialsFrom(req, "user");
  return (credentials && (await authenticate(db, "user", credentials.email, credentials.token))) || null;
}
