import { Link, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as forms from "./forms.css";

/** The current address with another page, every filter and search kept. */
function pageHref(pathname: string, search: string, page: number): string {
  const query = new URLSearchParams(search);
  query.set("page", String(page));
  return `${pathname}?${query}`;
}

/** Previous and Next links of a server-paginated list: plain links, so they work without JavaScript. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className={forms.actions}>
      {page > 1 ? <Link to={pageHref(pathname, search, page - 1)}>{t("pagination.previous")}</Link> : null}
      <span>{t("pagination.position", { page, pageCount })}</span>
      {page < pageCount ? <Link to={pageHref(pathname, search, page + 1)}>{t("pagination.next")}</Link> : null}
    </nav>
  );
}
