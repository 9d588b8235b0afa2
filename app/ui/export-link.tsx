import { useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";

/** A list's CSV export: its address with /export.csv, and the list's filters without the page (every row is exported). */
export function exportHref(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete("page");
  const filters = query.toString();
  return `${pathname.replace(/\/+$/, "")}/export.csv${filters ? `?${filters}` : ""}`;
}

/**
 * The download of the list as the page filters it: a plain link (not a router link), so that the
 * browser downloads the file with JavaScript on or off.
 */
export function ExportLink() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <p>
      <a href={exportHref(pathname, search)} download>
        {t("export.label")}
      </a>
    </p>
  );
}
