import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useFormatters } from "~/platform/format";
import { ListLoadFailed } from "~/ui/list-load-failed";
import * as layout from "~/ui/layout.css";
import type { CompanyGlance } from "./company-information.server";
import * as styles from "./settings.css";

/** A card of the glance, a link to its list when the user may open it (as the dashboard's cards). */
function Card({ to, children }: { to: string | null; children: ReactNode }) {
  return (
    <li className={layout.countCard}>
      {to ? (
        <Link to={to} className={layout.countLink}>
          {children}
        </Link>
      ) : (
        children
      )}
    </li>
  );
}

/** The company at a glance (part 1 §7): its office, its latest contract and the size of its lists; its failures in place (§8). */
export function CompanyGlanceSection({ glance }: { glance: CompanyGlance }) {
  const { t } = useTranslation("settings");
  const format = useFormatters();
  return (
    <section aria-labelledby="company-glance">
      <h2 id="company-glance">{t("company.glance.title")}</h2>
      {glance.state === "failed" ? <ListLoadFailed message={t("company.glance.loadFailed")} /> : null}
      {glance.state === "not-found" ? <p>{t("company.glance.notFound")}</p> : null}
      {glance.state === "loaded" ? (
        <>
          {glance.hasInformation ? (
            <ul className={layout.counts}>
              {glance.lastContract ? (
                <Card to={glance.lastContract.to}>
                  <span className={styles.glanceDate}>{format.date(glance.lastContract.date)}</span>
                  {t("company.glance.lastContractDate")}
                </Card>
              ) : null}
              {glance.figures.map((figure) => (
                <Card key={figure.name} to={figure.to}>
                  <span className={layout.countNumber}>{format.number(figure.count)}</span>
                  {t(`company.glance.${figure.name}`, { count: figure.count })}
                </Card>
              ))}
            </ul>
          ) : (
            <p>{t("company.glance.noInformation")}</p>
          )}
          {glance.office ? (
            <>
              <h3>{t("company.glance.office")}</h3>
              <address className={styles.office}>
                {glance.office.name}
                <br />
                {glance.office.street}, {glance.office.zip} {glance.office.city}
                <br />
                <a href={`mailto:${glance.office.email}`}>{glance.office.email}</a>
                <br />
                <a href={`tel:${glance.office.phone.replace(/[^+\d]/g, "")}`}>{glance.office.phone}</a>
              </address>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
