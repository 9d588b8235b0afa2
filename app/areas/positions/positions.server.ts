import { loadFromApi, loadList, orNotFound, requireFound } from "~/platform/api-calls.server";

import { graphql } from "~/platform/payroll-api.server";
import { languageOf } from "~/platform/i18next.server";
import type { Credentials } from "~/platform/session.server";
import { PositionQueryDocument, PositionsQueryDocument, RateAgreementsQueryDocument } from "~/platform/operations.generated";

// The positions list and view (part 2 §2, screens 1 and 3); the wizard is in position-wizard*.server.ts.

const POSITIONS_PAGE_SIZE = 25;

/**
 * One page of the selected company's positions whose name matches the search, only those whose work post
 * sheet is missing when asked (the API filters, so that the pages count them); null when the API could not answer.
 */
export function loadPositionsPage(
  request: Request,
  credentials: Credentials,
  { search, workPostSheetMissing, page }: { search: string | undefined; workPostSheetMissing?: boolean; page: number },
) {
  return loadList(request, async () => {
    const variables = { search: search ?? null, workPostSheetMissing: workPostSheetMissing ? true : null, page, pageSize: POSITIONS_PAGE_SIZE };
    const { positions } = await graphql(PositionsQueryDocument, variables, credentials);
    return positions;
  });
}

/** One position of the selected company, or the page's 404. */
export async function requirePosition(request: Request, credentials: Credentials, id: string) {
  const locale = await languageOf(request);
  const found = await loadFromApi(request, () => orNotFound(() => graphql(PositionQueryDocument, { id, locale }, credentials)));
  return requireFound(found?.position);
}

/** The selected company's rate agreement documents, latest valid-until first; null when the API could not answer. */
export function loadRateAgreements(request: Request, credentials: Credentials) {
  return loadList(request, async () => (await graphql(RateAgreementsQueryDocument, {}, credentials)).rateAgreementDocuments);
}
