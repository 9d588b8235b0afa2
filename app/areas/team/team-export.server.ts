import { SELECTION_TEAM_PATH, teamPagesOf } from "~domain/team";
import { requireSelectionKind } from "~/areas/contracts/contracts.server";
import { apiPages, csvResponse } from "~/platform/csv-export.server";
import { pageTranslatorFor } from "~/platform/translate.server";
import { requireAccount, requireAccountAnd } from "~/platform/user.server";
import { listFilterOf } from "~/forms/list-filter";
import { SelectionTeamFilterSchema } from "./team-filter.schema";
import { fetchSelectionTeamExportPage, fetchTeamMembersExportPage, payrollTeamFilterOf } from "./team.server";
import { selectionTeamTitle, STATUS_LABELS, WORKER_TYPE_LABELS } from "./team-labels";

// The team lists as CSV files (issue 32), with the filters of their pages and the same API queries.

/** The payroll team's members that its page's search and status show, on every page. */
export async function payrollTeamCsv(request: Request) {
  const { search, archived } = payrollTeamFilterOf(request);
  const { page: pages } = await requireAccountAnd(request, (credentials) =>
    apiPages(request, (paging) => fetchTeamMembersExportPage(credentials, { search, archived }, paging)),
  );
  const t = await pageTranslatorFor(request);
  return csvResponse(request, {
    title: t("team:payrollTeam.title"),
    columns: [
      { header: t("exports:columns.firstName"), text: (member) => member.firstName },
      { header: t("exports:columns.lastName"), text: (member) => member.lastName },
      { header: t("exports:columns.location"), text: (member) => member.location },
      { header: t("exports:columns.age"), whole: (member) => member.age },
      { header: t("exports:columns.status"), text: (member) => t(STATUS_LABELS[member.status]) },
    ],
    pages,
  });
}

/** A line's selection team that its page's search shows, on every page. */
export async function selectionTeamCsv(request: Request, kindParam: string | undefined) {
  const account = await requireAccount(request);
  const kinds = teamPagesOf(account.capabilities).selectionKinds;
  const kind = requireSelectionKind(request, SELECTION_TEAM_PATH, kinds, kindParam);
  const { filter } = listFilterOf(request, SelectionTeamFilterSchema);
  const pages = await apiPages(request, (paging) => fetchSelectionTeamExportPage(account.credentials, kind, filter.search, paging));
  const t = await pageTranslatorFor(request);
  return csvResponse(request, {
    title: selectionTeamTitle({ kind, kinds: kinds.length > 1 ? kinds : [] }, t),
    columns: [
      { header: t("exports:columns.firstName"), text: (worker) => worker.firstName },
      { header: t("exports:columns.lastName"), text: (worker) => worker.lastName },
      { header: t("exports:columns.location"), text: (worker) => worker.location },
      { header: t("exports:columns.age"), whole: (worker) => worker.age },
      { header: t("exports:columns.workerType"), text: (worker) => t(WORKER_TYPE_LABELS[worker.workerType]) },
    ],
    pages,
  });
}
