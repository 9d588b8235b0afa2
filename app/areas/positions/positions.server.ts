import { loadFromApi, loadList, orNotFound, requireFound } from "~/platform/api-calls.server";

import { graphql } from "~/platform/payroll-api.server";
import type { Account } from "~/platform/user.server";
import { PositionQueryDocument, PositionsQueryDocument } from "~/platform/operations.generated";

// The positions list and view (part 2 §2, screens 1 and 3); the wizard is in position-wizard*.server.ts.

export const POSITIONS_PAGE_SIZE = 25;

/** One page of the selected company's positions whose name matches the search; null when the API could not answer. */
export function loadPositionsPage(request: Request, account: Account, { search, page }: { search: string | undefined; page: number }) {
  return loadList(request, async () => {
    const { positions } = await graphql(PositionsQueryDocument, { search: search ?? null, page, pageSize: POSITIONS_PAGE_SIZE }, account.credentials);
    return positions;
  });
}

/** One position of the selected company, or the page's 404. */
export async function requirePosition(request: Request, account: Account, id: string) {
  const found = await loadFromApi(request, () => orNotFound(() => graphql(PositionQueryDocument, { id }, account.credentials)));
  return requireFound(found?.position);
}
