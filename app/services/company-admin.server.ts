import { json } from "@remix-run/node";
import { CompanyUserQueryDocument } from "~/graphql/operations.generated";
import { loadFromApi } from "./auth.server";
import { ApiError, graphql } from "./payroll-api.server";
import type { Account } from "./user.server";

// Shared by the company users and cost places pages (issue 4, part 1 §5 and §6).

/** Whether the signed-in user may invite and remove users of the selected company and change their level. */
export function mayManageUsers({ user }: Account): boolean {
  return user.permissions.some((permission) => permission.companyId === user.company?.id && permission.canManageUsers);
}

/**
 * A list's rows, or null when the API could not answer: the page then shows its own load-error
 * message (retry or contact support, part 1 §8) in place of the table and keeps its heading and
 * links. A 401 still signs the user out, as every loader call does.
 */
export async function loadList<T>(request: Request, call: () => Promise<T>): Promise<T | null> {
  try {
    return await loadFromApi(request, call);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 500) return null;
    throw thrown;
  }
}

export const notFound = () => json({ reason: "not-found" }, { status: 404 });

/** One user of the selected company; a 404 (the page's "user not found") when there is none. */
export async function requireCompanyUser(request: Request, account: Account, id: string) {
  const { companyUser } = await loadFromApi(request, async () => {
    try {
      return await graphql(CompanyUserQueryDocument, { id }, account.credentials);
    } catch (error) {
      // An id the API cannot even read is as absent as one of another company.
      if (error instanceof ApiError && error.kind === "rejected" && (error.code === "NOT_FOUND" || error.code === "BAD_USER_INPUT")) {
        return { companyUser: null };
      }
      throw error;
    }
  });
  if (!companyUser) throw notFound();
  return companyUser;
}

/** Cost places are only there for a company that has them enabled; others get the no-permission page. */
export function requireCostPlaces({ user }: Account) {
  if (!user.company?.costPlacesEnabled) throw json({ reason: "forbidden" }, { status: 403 });
}
