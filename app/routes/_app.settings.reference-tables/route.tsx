import { data, type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "~/areas/settings/settings.css";
import { useFormatters } from "~/platform/format";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadScreen } from "~/platform/api-calls.server";
import { ReferenceTablesQueryDocument } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { languageOf } from "~/platform/i18next.server";
import { requireAccountAnd } from "~/platform/user.server";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { TableScroll } from "~/ui/table-scroll";

export const handle = { title: "settings:referenceTables.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const locale = await languageOf(request);
  const { page: tables } = await requireAccountAnd(request, (credentials) =>
    loadScreen(request, () => graphql(ReferenceTablesQueryDocument, { locale }, credentials)),
  );
  return data({ tables }, { status: tables ? 200 : 503 });
}

/**
 * The reference tables (issue 29, docs/decisions/0038): every joint committee with its statute,
 * overtime status, average weekly hours and whether flexi jobs are allowed, then each committee's
 * function codes with their coefficients, the committee's code and name as their group's heading.
 */
export default function ReferenceTablesPage() {
  const { t } = useTranslation("settings");
  const format = useFormatters();
  const { tables } = useLoaderData<typeof loader>();
  if (!tables) {
    return (
      <>
        <h1>{t("referenceTables.title")}</h1>
        <ListLoadFailed message={t("referenceTables.loadFailed")} />
      </>
    );
  }
  return (
    <>
      <h1>{t("referenceTables.title")}</h1>
      <p>{t("referenceTables.intro")}</p>
      <h2 id="committees">{t("referenceTables.committees.title")}</h2>
      <TableScroll labelledBy="committees">
        <table className={styles.table} aria-labelledby="committees">
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.committees.committee")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.committees.statute")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.committees.averageWeeklyHours")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.committees.overtime")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.committees.flexi")}
              </th>
            </tr>
          </thead>
          <tbody>
            {tables.committees.map((committee) => (
              <tr key={committee.id}>
                <th scope="row" className={styles.cell}>
                  {committee.codeAndName}
                </th>
                <td className={styles.cell}>{t(`referenceTables.statutes.${committee.statute}`)}</td>
                <td className={styles.cell}>{format.number(committee.averageWeeklyHours)}</td>
                <td className={styles.cell}>{t(`referenceTables.overtime.${committee.overtimePayingStatus}`)}</td>
                <td className={styles.cell}>{t(committee.isFlexiAllowed ? "referenceTables.yes" : "referenceTables.no")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <h2 id="function-codes">{t("referenceTables.functionCodes.title")}</h2>
      <TableScroll labelledBy="function-codes">
        <table className={styles.table} aria-labelledby="function-codes">
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.functionCodes.function")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.functionCodes.actualCoefficient")}
              </th>
              <th scope="col" className={styles.cell}>
                {t("referenceTables.functionCodes.payrollCoefficient")}
              </th>
            </tr>
          </thead>
          {tables.committees.map((committee) => {
            const codes = tables.functionCodes.filter((code) => code.committee.id === committee.id);
            if (codes.length === 0) return null;
            return (
              <tbody key={committee.id}>
                <tr>
                  <th scope="colgroup" colSpan={3} className={styles.cell}>
                    {committee.codeAndName}
                  </th>
                </tr>
                {codes.map((code) => (
                  <tr key={code.id}>
                    <th scope="row" className={styles.cell}>
                      {code.code} {code.name}
                    </th>
                    <td className={styles.cell}>{format.number(code.actualCoefficient)}</td>
                    <td className={styles.cell}>{format.number(code.payrollCoefficient)}</td>
                  </tr>
                ))}
              </tbody>
            );
          })}
        </table>
      </TableScroll>
    </>
  );
}
