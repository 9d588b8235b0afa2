import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorContent } from "~/components/error-boundary";
import { translatorFor } from "~/services/translate.server";
import { requireAccount } from "~/services/user.server";
import * as styles from "~/styles/forms.css";
import { titleMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  const t = await translatorFor(request);
  return json({ title: t("noCompany.title") });
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

export const meta = titleMeta;
export const ErrorBoundary = ErrorContent;
