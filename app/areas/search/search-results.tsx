import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useFormatters } from "~/platform/format";
import type { SearchGroupFieldsFragment, SearchQuery } from "~/platform/operations.generated";
import { contractPath } from "~/areas/contracts/contract-pages";
import { employeeProfilePath } from "~/areas/employees/profile-path";
import { SEARCH_KINDS, type SearchKind } from "~domain/search";
import * as styles from "./search.css";

type Hit = SearchGroupFieldsFragment["nodes"][number];
export type SearchResults = SearchQuery["search"];

/** Where a hit leads: its own page, or for a selection worker (who has none) their team's list searched for them, for an invoice its document. */
function hrefOf(kind: SearchKind, hit: Hit): string {
  switch (kind) {
    case "employees":
      return hit.line ? `/team/selection-team/${hit.line}?${new URLSearchParams({ search: hit.name })}` : employeeProfilePath(hit.id);
    case "contracts":
      return contractPath({ id: hit.id, line: hit.line ?? "payroll" });
    case "positions":
      return `/positions/view-position/${encodeURIComponent(hit.id)}`;
    case "costPlaces":
      return "/settings/cost-places";
    case "invoices":
      return `/invoices/${encodeURIComponent(hit.id)}/pdf`;
  }
}

/** The total of hits over every kind the user may see. */
export const hitCountOf = (results: SearchResults) => SEARCH_KINDS.reduce((count, kind) => count + (results[kind]?.totalCount ?? 0), 0);

/** The hits by kind, each kind with its heading and count, the kinds without hits left out. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  const { t } = useTranslation("search");
  const format = useFormatters();
  const details = (kind: SearchKind, hit: Hit) => {
    if (kind === "employees" && hit.line) return t(`lines.${hit.line}`);
    if (kind !== "contracts") return null;
    const period = hit.startDate && hit.endDate ? t("period", { from: format.date(hit.startDate), to: format.date(hit.endDate) }) : null;
    return [hit.number ?? t("noNumber"), hit.line ? t(`lines.${hit.line}`) : null, period].filter(Boolean).join(" · ");
  };
  return SEARCH_KINDS.map((kind) => {
    const group = results[kind];
    if (!group || group.totalCount === 0) return null;
    return (
      <section key={kind} aria-labelledby={`search-${kind}`}>
        <h2 id={`search-${kind}`}>{t(`kinds.${kind}`, { count: group.totalCount })}</h2>
        <ul className={styles.hits}>
          {group.nodes.map((hit) => (
            <li key={hit.id}>
              <Link to={hrefOf(kind, hit)} reloadDocument={kind === "invoices"}>
                {hit.name}
              </Link>
              {details(kind, hit) ? <span className={styles.detail}> {details(kind, hit)}</span> : null}
            </li>
          ))}
        </ul>
        {group.totalCount > group.nodes.length ? <p>{t("closest", { shown: group.nodes.length, count: group.totalCount })}</p> : null}
      </section>
    );
  });
}
