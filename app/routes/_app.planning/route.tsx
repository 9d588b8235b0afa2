import { data, type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PlanningFilterForm, WeekNavigation } from "~/areas/planning/planning-filter-form";
import { PlanningFilterSchema } from "~/areas/planning/planning-filter.schema";
import { PlanningPrintPage } from "~/areas/planning/planning-print";
import { loadPlanning } from "~/areas/planning/planning.server";
import { PlanningByDay, PlanningGrid } from "~/areas/planning/planning-week";
import { listFilterOf } from "~/forms/list-filter";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccountAnd } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { Pagination } from "~/ui/pagination";
import { mondayOf, todayInBelgium } from "~domain/belgian-time";
import { isoWeekOf, mondayOfWeek } from "~domain/planning-week";

export const handle = { i18n: ["planning"], title: "planning:title", scripts: false } satisfies PageHandle;

/**
 * /planning (issue 32): who works when in one week, by person and day, on every contract line the user
 * may see. The week and the filters are the address (a GET form); an unreadable week shows this week
 * with the message.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { filter, result } = listFilterOf(request, PlanningFilterSchema);
  const weekStart = (filter.week && mondayOfWeek(filter.week)) || mondayOf(todayInBelgium(new Date()));
  const { page: planning } = await requireAccountAnd(request, (credentials) => loadPlanning(request, credentials, weekStart, filter));
  return data({ planning, weekStart, filter: { ...filter, week: isoWeekOf(weekStart) }, result }, { status: planning ? 200 : 503 });
}

export default function PlanningPage() {
  const { t } = useTranslation("planning");
  const { planning, weekStart, filter, result } = useLoaderData<typeof loader>();
  return (
    <>
      <PlanningPrintPage />
      <h1>{t("title")}</h1>
      <PlanningFilterForm options={planning} filter={filter} result={result} />
      <WeekNavigation weekStart={weekStart} />
      {planning === null ? (
        <ListLoadFailed message={t("loadFailed")} />
      ) : planning.rows.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <>
          <PlanningGrid planning={planning} />
          <PlanningByDay planning={planning} />
          <Pagination page={planning.page} pageCount={planning.pageCount} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = ErrorContent;
