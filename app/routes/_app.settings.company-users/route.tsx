import { loadList } from "~/platform/api-calls.server";
import { data, type LoaderFunctionArgs } from "react-router";
import { Link, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ListLoadFailed } from "~/ui/list-load-failed";
import { ErrorContent } from "~/ui/error-boundary";
import { Notice } from "~/ui/notice";
import { CompanyUsersQueryDocument } from "~/platform/operations.generated";
import { mayManageUsers } from "~/areas/settings/company-admin.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccountAnd } from "~/platform/user.server";
import * as forms from "~/ui/forms.css";
import * as styles from "~/areas/settings/settings.css";
import { useFormatters } from "~/platform/format";
import { pageUrlOf } from "~/platform/page-url";
import { TableScroll } from "~/ui/table-scroll";
import { PrimaryAction } from "~/ui/primary-action";

export const handle = { i18n: ["companyAdmin"], title: "companyAdmin:users.title" } satisfies PageHandle;

/** The users of the selected company (part 1 §5), the signed-in user among them as "You". */
export async function loader({ request }: LoaderFunctionArgs) {
  const { account, page: users } = await requireAccountAnd(request, (credentials) =>
    loadList(request, async () => (await graphql(CompanyUsersQueryDocument, {}, credentials)).companyUsers),
  );
  const search = pageUrlOf(request).searchParams;
  return data(
    {
      company: account.user.company?.name ?? "",
      users,
      mayManage: mayManageUsers(account),
      added: search.has("added"),
      removed: search.has("removed"),
    },
    { status: users ? 200 : 503 },
  );
}

export default function CompanyUsersPage() {
  const { t } = useTranslation("companyAdmin");
  const format = useFormatters();
  const { company, users, mayManage, added, removed } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t("users.title")}</h1>
      {added ? <Notice>{t("users.added")}</Notice> : null}
      {removed ? <Notice>{t("users.removed")}</Notice> : null}
      {mayManage ? (
        <p>
          <PrimaryAction to="/settings/company-users/add-company-user">{t("users.add")}</PrimaryAction>
        </p>
      ) : null}
      {users === null ? (
        <ListLoadFailed message={t("users.loadFailed")} />
      ) : users.length === 0 ? (
        <p>{t("noResults")}</p>
      ) : (
        // Focusable and named, so that keyboard users can scroll a table wider than the screen.
        <TableScroll labelledBy="company-users-caption">
          <table className={styles.table}>
            <caption className={forms.hidden} id="company-users-caption">
              {t("users.caption", { company })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.name")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.email")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.function")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.hoursValidation")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.createdAt")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("users.columns.lastSeenAt")}
                </th>
                <th scope="col" className={styles.cell}>
                  <span className={forms.hidden}>{t("actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => {
                const name = `${user.firstName} ${user.lastName}`;
                return (
                  <tr key={user.id}>
                    <th scope="row" className={styles.cell}>
                      {user.isCurrentUser ? t("users.you") : name}
                    </th>
                    <td className={styles.cell}>{user.email}</td>
                    <td className={styles.cell}>{user.function || t("notProvided")}</td>
                    <td className={styles.cell}>{t(`levels.${user.hoursValidationLevel}`)}</td>
                    <td className={styles.cell}>{format.date(user.createdAt)}</td>
                    <td className={styles.cell}>{user.lastSeenAt ? format.date(user.lastSeenAt) : t("users.never")}</td>
                    <td className={styles.cell}>
                      <Link to={`/settings/company-users/${encodeURIComponent(user.id)}`}>
                        {t("users.view")}
                        <span className={forms.hidden}> {name}</span>
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      )}
    </>
  );
}
export const ErrorBoundary = ErrorContent;
