import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorSummary, TextField } from "~/ui/forms";
import { Pagination } from "~/ui/pagination";
import { ExportLink } from "~/ui/export-link";
import { ListLoadFailed } from "~/ui/list-load-failed";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { TableScroll } from "~/ui/table-scroll";

// The payroll team and the selection team list people alike (part 1 §2.4): a name search, a table
// of one page, "No results found", the load-error message and the Previous and Next links.

/** The name search: a GET form, so that a search has an address and works without JavaScript. */
export function TeamSearch({
  form,
  search,
  clearTo,
  children,
}: {
  form: FormMetadata<Record<string, unknown>>;
  search: FieldMetadata<string | undefined>;
  /** Where "clear the search" leads; the link shows while a search is on. */
  clearTo: string | null;
  /** More filters, beside the name. */
  children?: ReactNode;
}) {
  const { t } = useTranslation("team");
  return (
    <>
      <ErrorSummary form={form} fields={[search]} />
      <Form method="get" className={forms.actions} {...getFormProps(form)}>
        <TextField meta={search} label={t("filter.search")} hint={t("filter.searchHint")} />
        {children}
        <button type="submit" className={forms.secondaryButton}>
          {t("filter.apply")}
        </button>
        {clearTo ? <Link to={clearTo}>{t("filter.clear")}</Link> : null}
      </Form>
    </>
  );
}

type ListPage = { page: number; pageCount: number; nodes: unknown[] };

/** One page of people as a table whose rows are the children; null (the API failed) says so, with a Try again link. */
export function TeamTable({
  list,
  loadFailed,
  id,
  caption,
  columns,
  children,
}: {
  list: ListPage | null;
  loadFailed: string;
  id: string;
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation("team");
  if (list === null) {
    return <ListLoadFailed message={loadFailed} />;
  }
  return (
    <>
      {list.nodes.length === 0 ? (
        <p>{t("noResults")}</p>
      ) : (
        <>
          <ExportLink />
          {/* Focusable and named, so that keyboard users can scroll a table wider than the screen. */}
          <TableScroll labelledBy={`${id}-caption`}>
            <table className={styles.table}>
              <caption className={forms.hidden} id={`${id}-caption`}>
                {caption}
              </caption>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th key={column} scope="col" className={styles.cell}>
                      {column}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>{children}</tbody>
            </table>
          </TableScroll>
        </>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}
