import type { Request } from "express";
import type { AccountKind } from "../auth/tokens";

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
