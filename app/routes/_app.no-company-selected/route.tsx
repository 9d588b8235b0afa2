import type { LoaderFunctionArgs } from "react-router";
import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorContent } from "~/ui/error-boundary";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/forms.css";

export const handle = { title: "noCompany.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

/** The empty state of a user without a company: the one way on is adding a company. */
export default function NoCompanySelectedPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("noCompany.title")}</h1>
      <p>{t("noCompany.body")}</p>
      <Link className={styles.button} to="/register-additional-company">
        {t("noCompany.addCompany")}
      </Link>
    </>
  );
}
export const ErrorBoundary = ErrorContent;
