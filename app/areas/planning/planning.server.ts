import { loadList } from "~/platform/api-calls.server";
import { graphql } from "~/platform/payroll-api.server";
import type { Credentials } from "~/platform/session.server";
import { PlanningQueryDocument } from "~/platform/operations.generated";
import type { PlanningFilter } from "./planning-filter.schema";

// The week's planning (issue 32): one API query answers the grid, its totals and its filters' options.

const PEOPLE_PER_PAGE = 50;

/** The week starting `weekStart`, filtered and one page of people; null when the API could not answer. */
export function loadPlanning(request: Request, credentials: Credentials, weekStart: string, filter: Omit<PlanningFilter, "week">) {
  return loadList(request, async () => {
    const variables = {
      weekStart,
      filter: { line: filter.line ?? null, position: filter.position ?? null, costPlaceId: filter.costPlace ?? null, search: filter.search ?? null },
      page: filter.page ?? 1,
      pageSize: PEOPLE_PER_PAGE,
    };
    return (await graphql(PlanningQueryDocument, variables, credentials)).planning;
  });
}
