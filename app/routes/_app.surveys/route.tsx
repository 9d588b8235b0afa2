import { loadList } from "~/platform/api-calls.server";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { SURVEY_STATE_FILTERS } from "~domain/surveys";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { ErrorContent } from "~/ui/error-boundary";
import { Pagination } from "~/ui/pagination";
import { CompanySurveysQueryDocument } from "~/platform/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { SurveyFilterSchema } from "~/areas/surveys/survey-filter.schema";

import { graphql } from "~/platform/payroll-api.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as settings from "~/areas/settings/settings.css";
import * as shell from "~/areas/shell/shell.css";
import { useFormatters } from "~/platform/format";
import { SURVEY_STATE_LABELS, SURVEY_TYPE_LABELS, surveyPath } from "~/areas/surveys/surveys";
import { listFilterOf } from "~/forms/list-filter";
import { TableScroll } from "~/ui/table-scroll";

export const handle = { i18n: ["surveys"], title: "surveys:title", scripts: false } satisfies PageHandle;

const PAGE_SIZE = 25;

/** The selected company's surveys (part 1 §2.4), newest first, filtered by state with a GET form. */
export async function loader({ request }: LoaderFunctionArgs) {
  // The schema reads anything unexpected as its default, so there is never a refusal to show.
  const { filter } = listFilterOf(request, SurveyFilterSchema);
  const state = filter.state ?? "ANY";
  const { page: surveys } = await requireAccountAnd(request, (credentials) =>
    loadList(
      request,
      async () => (await graphql(CompanySurveysQueryDocument, { state, page: filter.page ?? 1, pageSize: PAGE_SIZE }, credentials)).companySurveys,
    ),
  );
  return data({ state, surveys }, { status: surveys ? 200 : 503 });
}

export default function SurveysPage() {
  const { t } = useTranslation(["surveys"]);
  const format = useFormatters();
  const { state, surveys } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("list.intro")}</p>
      <Form method="get" className={shell.inlineForm}>
        <label htmlFor="survey-state">{t("list.filter")}</label>
        <select id="survey-state" name="state" defaultValue={state} className={shell.select}>
          {SURVEY_STATE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {value === "ANY" ? t("list.all") : t(SURVEY_STATE_LABELS[value])}
            </option>
          ))}
        </select>
        <button type="submit" className={forms.secondaryButton}>
          {t("list.apply")}
        </button>
      </Form>
      {surveys === null ? (
        <ListLoadFailed message={t("list.loadFailed")} />
      ) : surveys.nodes.length === 0 ? (
        <p>{t("list.noResults")}</p>
      ) : (
        <TableScroll labelledBy="surveys-caption">
          <table className={settings.table}>
            <caption className={forms.hidden} id="surveys-caption">
              {t("list.caption", { page: surveys.page, pageCount: surveys.pageCount })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={settings.cell}>
                  {t("list.columns.employee")}
                </th>
                <th scope="col" className={settings.cell}>
                  {t("list.columns.createdAt")}
                </th>
                <th scope="col" className={settings.cell}>
                  {t("list.columns.type")}
                </th>
                <th scope="col" className={settings.cell}>
                  {t("list.columns.state")}
                </th>
                <th scope="col" className={settings.cell}>
                  <span className={forms.hidden}>{t("list.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {surveys.nodes.map((survey) => {
                const name = `${survey.employee.firstName} ${survey.employee.lastName}`;
                const type = t(SURVEY_TYPE_LABELS[survey.surveyType]);
                return (
                  <tr key={survey.id}>
                    <th scope="row" className={settings.cell}>
                      {name}
                    </th>
                    <td className={settings.cell}>{format.date(survey.createdAt)}</td>
                    <td className={settings.cell}>{type}</td>
                    <td className={settings.cell}>{t(SURVEY_STATE_LABELS[survey.state])}</td>
                    <td className={settings.cell}>
                      <Link to={surveyPath(survey)}>
                        {survey.state === "OPENED" ? t("list.fill") : t("list.view")}
                        <span className={forms.hidden}>
                          {" "}
                          {name}, {type}
                        </span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
      {surveys ? <Pagination page={surveys.page} pageCount={surveys.pageCount} /> : null}
    </>
  );
}
export const ErrorBoundary = ErrorContent;
