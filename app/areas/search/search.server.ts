import { loadList } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { SearchQueryDocument } from "~/platform/operations.generated";

/** What the selected company holds that matches `text`, by kind; null when the API could not answer, so that the page says so in place. */
export function loadSearchResults(request: Request, credentials: Credentials, text: string) {
  return loadList(request, async () => (await graphql(SearchQueryDocument, { text }, credentials)).search);
}
