import { loadScreen } from "~/platform/api-calls.server";
import { data, type LoaderFunctionArgs } from "react-router";
import { Form, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { recordNotFound } from "~/ui/record-not-found";
import { OffersQueryDocument, type OfferType } from "~/platform/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as shell from "~/areas/shell/shell.css";
import * as styles from "~/areas/settings/settings.css";
import { pageUrlOf } from "~/platform/page-url";
import { TableScroll } from "~/ui/table-scroll";

export const handle = {
  title: "settings:offers.title",
  notFound: { title: "settings:offers.notFound.title", body: "settings:offers.notFound.body", backTo: "/settings", back: "settings:backToSettings" },
} satisfies PageHandle;

const OFFER_TYPES: OfferType[] = ["payroll", "selection"];
const isOfferType = (value: string | null): value is OfferType => OFFER_TYPES.includes(value as OfferType);

export async function loader({ request }: LoaderFunctionArgs) {
  const requested = pageUrlOf(request).searchParams.get("type");
  const type = isOfferType(requested) ? requested : null;
  const { page: offers } = await requireAccountAnd(request, (credentials) =>
    loadScreen(request, async () => (await graphql(OffersQueryDocument, { type }, credentials)).offers),
  );
  return data({ offers, type }, { status: offers ? 200 : 503 });
}

/** The company's offers with a type filter: a GET form, so the filter works without JavaScript. */
export default function OffersPage() {
  const { t } = useTranslation("settings");
  const { offers, type } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("offers.title")}</h1>
      <Form method="get" className={shell.inlineForm}>
        <label htmlFor="offer-type">{t("offers.filter")}</label>
        <select id="offer-type" name="type" defaultValue={type ?? ""} className={shell.select}>
          <option value="">{t("offers.all")}</option>
          {OFFER_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`offers.types.${value}`)}
            </option>
          ))}
        </select>
        <button type="submit" className={forms.secondaryButton}>
          {t("offers.apply")}
        </button>
      </Form>
      {offers === null ? (
        <ListLoadFailed message={t("offers.loadFailed")} />
      ) : offers.length === 0 ? (
        <p>{t("noResults")}</p>
      ) : (
        <TableScroll labelledBy="offers-caption">
          <table className={styles.table}>
            <caption className={forms.hidden} id="offers-caption">
              {t("offers.title")}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t("offers.name")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("offers.type")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("offers.reference")}
                </th>
              </tr>
            </thead>
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <td className={styles.cell}>{offer.name}</td>
                  <td className={styles.cell}>{t(`offers.types.${offer.connexysId ? "payroll" : "selection"}`)}</td>
                  <td className={styles.cell}>{offer.connexysId ?? "–"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
export const ErrorBoundary = recordNotFound(handle.notFound);
