import { data, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { ErrorContent } from "~/ui/error-boundary";
import { Notice } from "~/ui/notice";
import { Pagination } from "~/ui/pagination";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadPositionsPage } from "~/areas/positions/positions.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { PositionSearchSchema } from "./schema";
import { listFilterOf } from "~/forms/list-filter";
import { pageUrlOf } from "~/platform/page-url";
import { TableScroll } from "~/ui/table-scroll";
import { PrimaryAction } from "~/ui/primary-action";
import { StatusTag } from "~/ui/status-tag";

export const handle = { i18n: ["positions"], title: "positions:list.title", scripts: false } satisfies PageHandle;

/**
 * The selected company's positions (part 2 §2, screen 1): a GET search by name, with only those whose
 * work post sheet is missing when asked, 25 a page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  // The schema reads anything unreadable as no search, so there is never a refusal to show.
  const { filter } = listFilterOf(request, PositionSearchSchema);
  const { search, page } = filter;
  const workPostSheetMissing = filter.workPostSheet === "missing";
  const { page: positions } = await requireAccountAnd(request, (credentials) =>
    loadPositionsPage(request, credentials, { search, workPostSheetMissing, page: page ?? 1 }),
  );
  return data({ positions, search: search ?? "", workPostSheetMissing, added: url.searchParams.has("added") }, { status: positions ? 200 : 503 });
}

export default function PositionsPage() {
  const { t } = useTranslation("positions");
  const { positions, search, workPostSheetMissing, added } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("list.title")}</h1>
      {added ? <Notice>{t("list.added")}</Notice> : null}
      <p className={forms.actions}>
        <PrimaryAction to="/positions/add-position">{t("list.add")}</PrimaryAction>
        <Link to="/positions/rate-agreements">{t("list.rateAgreements")}</Link>
      </p>
      <Form method="get" role="search" className={forms.actions}>
        <div className={forms.field}>
          <label className={forms.label} htmlFor="position-search">
            {t("list.search")}
          </label>
          <input id="position-search" type="search" name="search" defaultValue={search} className={forms.input} />
        </div>
        <div className={forms.checkbox}>
          <input id="position-sheet-missing" type="checkbox" name="workPostSheet" value="missing" defaultChecked={workPostSheetMissing} />
          <label htmlFor="position-sheet-missing">{t("list.onlyWorkPostSheetMissing")}</label>
        </div>
        <button type="submit" className={forms.secondaryButton}>
          {t("list.searchButton")}
        </button>
        {search || workPostSheetMissing ? <Link to="/positions">{t("list.showAll")}</Link> : null}
      </Form>
      {positions === null ? (
        <ListLoadFailed message={t("list.loadFailed")} />
      ) : positions.nodes.length === 0 ? (
        <p>{t("list.noResults")}</p>
      ) : (
        // Focusable and named, so that keyboard users can scroll a table wider than the screen.
        <TableScroll labelledBy="positions-caption">
          <table className={styles.table}>
            <caption className={forms.hidden} id="positions-caption">
              {t("list.caption", { page: positions.page, pageCount: positions.pageCount })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t("list.columns.name")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("list.columns.location")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("list.columns.statute")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("list.columns.status")}
                </th>
                <th scope="col" className={styles.cell}>
                  <span className={forms.hidden}>{t("list.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {positions.nodes.map((position) => (
                <tr key={position.id}>
                  <th scope="row" className={styles.cell}>
                    {position.name}
                  </th>
                  <td className={styles.cell}>
                    {position.onTheMove || !position.location ? t("variousLocations") : `${position.location.zip} ${position.location.city}`}
                  </td>
                  <td className={styles.cell}>{t(`statute.${position.statute}`)}</td>
                  <td className={styles.cell}>
                    {t(`status.${position.status}`)}
                    {position.wpsRequired && !position.workPostSheet ? (
                      <>
                        {/* A space, so that the cell reads as two words, not run together. */} <br />
                        <StatusTag tone="todo">{t("list.workPostSheetMissing")}</StatusTag>
                      </>
                    ) : null}
                  </td>
                  <td className={styles.cell}>
                    <span className={forms.actions}>
                      <Link to={`/positions/view-position/${encodeURIComponent(position.id)}`}>
                        {t("list.view")}
                        <span className={forms.hidden}> {position.name}</span>
                      </Link>
                      <Link to={`/positions/edit-position/${encodeURIComponent(position.id)}`}>
                        {t("list.edit")}
                        <span className={forms.hidden}> {position.name}</span>
                      </Link>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {positions ? <Pagination page={positions.page} pageCount={positions.pageCount} /> : null}
    </>
  );
}
export const ErrorBoundary = ErrorContent;
