import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { OVERDUE_INVOICE_DAYS, type AccountNotice } from "~domain/account-notices";
import * as forms from "~/ui/forms.css";
import * as styles from "./shell.css";

const MESSAGE_OF = {
  contract_creation_blocked: "notices.accountRestricted",
  credit_limit_exceeded: "notices.creditLimitExceeded",
  credit_limit_nearly_exceeded: "notices.creditLimitNearlyExceeded",
  overdue_invoices: "notices.overdueInvoices",
} as const satisfies Record<AccountNotice, string>;

/** Account restriction notices (part 1 §6): each with a way to the invoices and an acknowledge button. */
export function RestrictionNotices({ notices }: { notices: AccountNotice[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (notices.length === 0) return null;
  return (
    <section className={styles.notices} aria-label={t("notices.label")}>
      {notices.map((kind) => (
        <div key={kind} className={styles.notice} role="status">
          <p>{t(MESSAGE_OF[kind], { days: OVERDUE_INVOICE_DAYS })}</p>
          <div className={forms.actions}>
            <Link to="/invoices">{t("notices.viewInvoices")}</Link>
            <Form method="post" action="/preferences/notices">
              <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
              <button type="submit" name="notice" value={kind} className={forms.secondaryButton}>
                {t("notices.acknowledge")}
              </button>
            </Form>
          </div>
        </div>
      ))}
    </section>
  );
}
