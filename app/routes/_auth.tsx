import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LanguageSwitcher } from "~/ui/language-switcher";
import { PageMain, SkipLink } from "~/ui/page";
import { optionalCredentials } from "~/platform/credentials.server";
import * as styles from "~/ui/layout.css";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";

// The signed-out pages; a signed-in user has nothing to do here (part 1 §2.1).
export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  if (await optionalCredentials(request)) throw redirect("/");
  return null;
}

export default function AuthLayout() {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <Link className={styles.brand} to="/login">
          {t("appName")}
        </Link>
        <LanguageSwitcher />
      </header>
      <PageMain>
        <div className={styles.authPage}>
          <Outlet />
        </div>
      </PageMain>
    </>
  );
}
