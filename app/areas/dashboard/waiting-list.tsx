import { Link } from "react-router";
import { workItemPath } from "~domain/work-queue";
import type { DashboardQuery } from "~/platform/operations.generated";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useFormatters } from "~/platform/format";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { StatusTag } from "~/ui/status-tag";
import * as styles from "./waiting-list.css";

type WaitingItem = DashboardQuery["waitingForYou"][number];

/**
 * What waits for the user (issue 46 §5), soonest due first as the API orders it: each item says what to
 * do as a link to the page where it is done, then when it is due. An overdue invoice says so in a word.
 */
export function WaitingList({ items }: { items: WaitingItem[] | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <section aria-labelledby="waiting-for-you">
      <h2 id="waiting-for-you">{t("dashboard.waiting.title")}</h2>
      {items === null ? (
        <ListLoadFailed message={t("dashboard.waiting.loadFailed")} />
      ) : items.length === 0 ? (
        <p>{t("dashboard.waiting.none")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.kind} ${item.recordId} ${item.weekStart ?? ""}`} className={styles.item}>
              <Link to={workItemPath(item)}>
                {t(`dashboard.waiting.${item.kind}.action`, { subject: item.subject, week: item.weekStart ? format.date(item.weekStart) : "" })}
              </Link>
              <span>{t(`dashboard.waiting.${item.kind}.when`, { date: format.date(item.dueOn) })}</span>
              {item.kind === "invoice_overdue" ? <StatusTag tone="urgent">{t("dashboard.waiting.overdue")}</StatusTag> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
