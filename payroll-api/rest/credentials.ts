import type { Request } from "express";
import type { AccountKind } from "../auth/tokens";

/**
 * The e-mail and token pair of an authenticated call: X-User-Email and X-User-Token for company
 * users, X-Employee-Email and X-Employee-Token for employees. Sign-out also accepts them as
 * user_email/user_token (employee_email/employee_token) parameters, as the provider's API does.
 */
export function credentialsFrom(req: Request, kind: AccountKind): { email: string; token: string } | null {
  const title = kind === "user" ? "User" : "Employee";
  const email = req.get(`X-${title}-Email`) ?? param(req, `${kind}_email`);
  const token = req.get(`X-${title}-Token`) ?? param(req, `${kind}_token`);
  return email && token ? { email, token } : null;
}

function param(req: Request, name: string): string | undefined {
  const value = (req.body as Record<string, unknown> | undefined)?.[name] ?? req.query[name];
  return typeof value === "string" ? value : undefined;
}
