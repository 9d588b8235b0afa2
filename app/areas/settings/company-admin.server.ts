import { forbidden, loadFromApi, orNotFound, requireFound } from "~/platform/api-calls.server";
import { CompanyUserQueryDocument } from "~/platform/operations.generated";

import { graphql } from "~/platform/payroll-api.server";
import type { Account } from "~/platform/user.server";
import type { Credentials } from "~/platform/session.server";

// Shared by the company users and cost places pages (issue 4, part 1 §5 and §6).

/** Whether the signed-in user may invite and remove users of the selected company and change their level. */
export function mayManageUsers({ user }: Account): boolean {
  return user.permissions.some((permission) => permission.companyId === user.company?.id && permission.canManageUsers);
}

/** One user of the selected company; a 404 (the page's "user not found") when there is none. */
export async function requireCompanyUser(request: Request, credentials: Credentials, id: string) {
  const found = await loadFromApi(request, () => orNotFound(() => graphql(CompanyUserQueryDocument, { id }, credentials)));
  return requireFound(found?.companyUser);
}

/** Cost places are only there for a company that has them enabled; others get the no-permission page. */
export function requireCostPlaces({ user }: Account) {
  if (!user.company?.costPlacesEnabled) throw forbidden();
}
