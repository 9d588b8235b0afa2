import { data, type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { loadRateAgreements } from "~/areas/positions/positions.server";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccountAnd } from "~/platform/user.server";
import { ErrorContent } from "~/ui/error-boundary";
import * as forms from "~/ui/forms.css";
import { ListLoadFailed } from "~/ui/list-load-failed";
import * as styles from "~/areas/settings/settings.css";
import { TableScroll } from "~/ui/table-scroll";

export const handle = { i18n: ["positions"], title: "positions:rateAgreements.title" } satisfies PageHandle;

/** The selected company's rate agreements (part 2 §3, §2 screen 14), seen from the positions area. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { page: agreements } = await requireAccountAnd(request, (credentials) => loadRateAgreements(request, credentials));
  return data({ agreements }, { status: agreements ? 200 : 503 });
}

export default function RateAgreementsPage() {
  const { t } = useTranslation(["positions", "common"]);
  const format = useFormatters();
  const { agreements } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("rateAgreements.title")}</h1>
      <p>{t("rateAgreements.intro")}</p>
      {agreements === null ? (
        <ListLoadFailed message={t("rateAgreements.loadFailed")} />
      ) : agreements.length === 0 ? (
        <p>{t("list.noResults")}</p>
      ) : (
        <TableScroll labelledBy="rate-agreements-caption">
          <table className={styles.table}>
            <caption className={forms.hidden} id="rate-agreements-caption">
              {t("rateAgreements.title")}
            </caption>
            <thead>
              <tr>
                {(["name", "validUntil", "office", "dayContractsAllowed"] as const).map((column) => (
                  <th key={column} scope="col" className={styles.cell}>
                    {t(`rateAgreements.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {agreements.map((agreement) => (
                <tr key={agreement.id}>
                  <th scope="row" className={styles.cell}>
                    {agreement.name}
                  </th>
                  <td className={styles.cell}>
                    {format.date(agreement.validUntil)}
                    {agreement.isValid ? null : ` (${t("rateAgreements.expired")})`}
                  </td>
                  <td className={styles.cell}>{`${agreement.office.name}, ${agreement.office.city}`}</td>
                  <td className={styles.cell}>{agreement.dayContractsAllowed ? t("common:forms.yes") : t("common:forms.no")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <p>
        <Link to="/positions">{t("waiting.back")}</Link>
      </p>
    </>
  );
}
export const ErrorBoundary = ErrorContent;
