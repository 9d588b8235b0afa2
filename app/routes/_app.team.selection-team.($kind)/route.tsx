import { loadList } from "~/platform/api-calls.server";
import { data, type LoaderFunctionArgs } from "react-router";
import type { SerializeFrom } from "~/platform/route-data";
import { useLoaderData, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { SELECTION_TEAM_PATH, teamPagesOf } from "~domain/team";
import { requireSelectionKind } from "~/areas/contracts/contracts.server";
import { ErrorContent } from "~/ui/error-boundary";
import { Tabs } from "~/ui/tabs";
import { TeamSearch, TeamTable } from "~/areas/team/team-list";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageT } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { SelectionTeamFilterSchema } from "~/areas/team/team-filter.schema";

import { fetchSelectionTeam } from "~/areas/team/team.server";
import { KIND_LABELS, selectionTeamTitle, WORKER_TYPE_LABELS } from "~/areas/team/team-labels";
import { listFilterOf } from "~/forms/list-filter";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/areas/settings/settings.css";
import { useFormatters } from "~/platform/format";

export const handle = {
  i18n: ["team"],
  title: (data: SerializeFrom<typeof loader>, t: PageT) => selectionTeamTitle(data, t),
  scripts: false,
} satisfies PageHandle;

const PAGE_SIZE = 25;

/**
 * The selection team (part 1 §2.3, §2.4): the interim or construct workers whose hours the user
 * validates. With both lines of work, each has its sub-page (/team/selection-team/interim, …/construct)
 * and /team/selection-team opens the first; with one, /team/selection-team shows it.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const account = await requireAccount(request);
  const kinds = teamPagesOf(account.capabilities).selectionKinds;
  const kind = requireSelectionKind(request, SELECTION_TEAM_PATH, kinds, params.kind);

  // The search is a GET form: its answer, valid or not, is the address itself.
  const { filter, result } = listFilterOf(request, SelectionTeamFilterSchema);
  const workers = await loadList(request, () => fetchSelectionTeam(account.credentials, kind, filter.search, filter.page ?? 1, PAGE_SIZE));
  return data(
    {
      company: account.user.company?.name ?? "",
      kind,
      kinds: kinds.length > 1 ? kinds : [],
      workers,
      filter: { search: filter.search },
      result,
    },
    { status: workers ? 200 : 503 },
  );
}

export default function SelectionTeamPage() {
  const { t, i18n } = useTranslation(["team"]);
  const format = useFormatters();
  const location = useLocation();
  const { company, kind, kinds, workers, filter, result } = useLoaderData<typeof loader>();
  const [form, fields] = useServerValidatedForm<z.input<typeof SelectionTeamFilterSchema>>({
    id: "selection-team-filter",
    lastResult: result,
    defaultValue: filter,
  });
  return (
    <>
      <h1>{selectionTeamTitle({ kind, kinds }, i18n.t)}</h1>
      {kinds.length > 0 ? (
        <Tabs label={t("selectionTeam.kindsLabel")} links={kinds.map((each) => ({ to: `${SELECTION_TEAM_PATH}/${each}`, label: t(KIND_LABELS[each]) }))} />
      ) : null}
      <TeamSearch form={form} search={fields.search} clearTo={filter.search ? location.pathname : null} />
      <TeamTable
        list={workers}
        loadFailed={t("selectionTeam.loadFailed")}
        id="selection-team"
        caption={t("selectionTeam.caption", { kind: t(KIND_LABELS[kind]), company, page: workers?.page, pageCount: workers?.pageCount })}
        columns={[t("columns.name"), t("columns.location"), t("columns.age"), t("columns.workerType")]}
      >
        {workers?.nodes.map((worker) => (
          <tr key={worker.id}>
            <th scope="row" className={styles.cell}>
              {worker.firstName} {worker.lastName}
            </th>
            <td className={styles.cell}>{worker.location ?? t("unknown")}</td>
            <td className={styles.cell}>{worker.age === null ? t("unknown") : format.age(worker.age)}</td>
            <td className={styles.cell}>{t(WORKER_TYPE_LABELS[worker.workerType])}</td>
          </tr>
        ))}
      </TeamTable>
    </>
  );
}

export const ErrorBoundary = ErrorContent;
