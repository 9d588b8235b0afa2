import { useTranslation } from "~/platform/i18n/use-translation";
import { useFormatters } from "~/platform/format";
import * as styles from "./invoices.css";

type Outstanding = { totalCents: number; count: number; overdueCount: number };

/**
 * What the company still has to pay and how much of it is late, above the invoices list (issue 47). Over
 * all its invoices, as the API sums them, whatever the period and page below: a filter must not hide a debt.
 */
export function OutstandingSummary({ outstanding }: { outstanding: Outstanding }) {
  const { t } = useTranslation("invoices");
  const format = useFormatters();
  const { totalCents, count, overdueCount } = outstanding;
  return (
    <section className={styles.outstanding} aria-labelledby="outstanding-title">
      <h2 id="outstanding-title" className={styles.outstandingTitle}>
        {t("outstanding.title")}
      </h2>
      <p className={styles.outstandingAmount}>{format.euro(totalCents)}</p>
      {count === 0 ? (
        <p className={styles.outstandingLine}>{t("outstanding.nothing")}</p>
      ) : (
        <p className={styles.outstandingLine}>
          {t("outstanding.count", { count })}{" "}
          {overdueCount > 0 ? <strong>{t("outstanding.overdue", { count: overdueCount })}</strong> : t("outstanding.noneOverdue")}
        </p>
      )}
      <p className={styles.outstandingScope}>{t("outstanding.scope")}</p>
    </section>
  );
}
