import { loadList } from "~/platform/api-calls.server";
import { data, type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { ErrorContent } from "~/ui/error-boundary";
import { Notice } from "~/ui/notice";
import { CostPlacesQueryDocument } from "~/platform/operations.generated";
import { requireCostPlaces } from "~/areas/settings/company-admin.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { pageUrlOf } from "~/platform/page-url";
import { TableScroll } from "~/ui/table-scroll";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:costPlaces.title" } satisfies PageHandle;

/** The company's cost places (part 1 §6), only for a company that has them enabled. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { account, page: costPlaces } = await requireAccountAnd(request, (credentials) =>
    loadList(request, async () => (await graphql(CostPlacesQueryDocument, {}, credentials)).costPlaces),
  );
  requireCostPlaces(account);
  const search = pageUrlOf(request).searchParams;
  return data(
    {
      company: account.user.company?.name ?? "",
      costPlaces,
      added: search.has("added"),
      removed: search.has("removed"),
    },
    { status: costPlaces ? 200 : 503 },
  );
}

export default function CostPlacesPage() {
  const { t } = useTranslation("companyAdmin");
  const { company, costPlaces, added, removed } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("costPlaces.title")}</h1>
      {added ? <Notice>{t("costPlaces.added")}</Notice> : null}
      {removed ? <Notice>{t("costPlaces.removed")}</Notice> : null}
      <p>
        <PrimaryAction to="/settings/add-cost-place">{t("costPlaces.add")}</PrimaryAction>
      </p>
      {costPlaces === null ? (
        <ListLoadFailed message={t("costPlaces.loadFailed")} />
      ) : costPlaces.length === 0 ? (
        <p>{t("noResults")}</p>
      ) : (
        <TableScroll labelledBy="cost-places-caption">
          <table className={styles.table}>
            <caption className={forms.hidden} id="cost-places-caption">
              {t("costPlaces.caption", { company })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t("costPlaces.name")}
                </th>
                <th scope="col" className={styles.cell}>
                  <span className={forms.hidden}>{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {costPlaces.map((costPlace) => (
                <tr key={costPlace.id}>
                  <th scope="row" className={styles.cell}>
                    {costPlace.name}
                  </th>
                  <td className={styles.cell}>
                    <Link to={`/settings/cost-places/${encodeURIComponent(costPlace.id)}/remove`}>
                      {t("costPlaces.remove")}
                      <span className={forms.hidden}> {costPlace.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
export const ErrorBoundary = ErrorContent;
