import { json } from "@remix-run/node";
import { loadFromApi } from "./auth.server";
import { loadList } from "./company-admin.server";
import { ApiError, graphql } from "./payroll-api.server";
import type { Account } from "./user.server";
import { PositionQueryDocument, PositionsQueryDocument } from "~/graphql/operations.generated";

// The positions list and view (part 2 §2, screens 1 and 3); the wizard is in position-wizard*.server.ts.

export const POSITIONS_PAGE_SIZE = 25;

/** One page of the selected company's positions whose name matches the search; null when the API could not answer. */
export function loadPositionsPage(request: Request, account: Account, { search, page }: { search: string | undefined; page: number }) {
  return loadList(request, async () => {
    const { positions } = await graphql(PositionsQueryDocument, { search: search ?? null, page, pageSize: POSITIONS_PAGE_SIZE }, account.credentials);
    return positions;
  });
}

/** An id the API cannot read is as absent as one of another company: the page's "position not found". */
export async function orNotFound<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.kind === "rejected" && (error.code === "NOT_FOUND" || error.code === "BAD_USER_INPUT")) return null;
    throw error;
  }
}

export function requirePositionFound<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw json({ reason: "not-found" }, { status: 404 });
  return found;
}

/** One position of the selected company, or the page's 404. */
export async function requirePosition(request: Request, account: Account, id: string) {
  const found = await loadFromApi(request, () => orNotFound(() => graphql(PositionQueryDocument, { id }, account.credentials)));
  return requirePositionFound(found?.position);
}
