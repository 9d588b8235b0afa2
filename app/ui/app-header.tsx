import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { HeaderMenu } from "./header-menu";
import { LanguageSwitcher } from "./language-switcher";
import * as styles from "./layout.css";

/** The bar on top of every signed-in page: who is signed in, for which company, language, sign out. */
export function AppHeader({ home, userName, companyName }: { home: string; userName: string; companyName?: string }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Link className={styles.brand} to={home}>
        {t("appName")}
      </Link>
      <HeaderMenu>
        <div className={styles.headerActions}>
          <span>
            {userName}
            {companyName ? ` · ${companyName}` : null}
          </span>
          <LanguageSwitcher />
          <Form method="post" action="/logout">
            <button type="submit" className={styles.headerButton}>
              {t("signOut")}
            </button>
          </Form>
        </div>
      </HeaderMenu>
    </header>
  );
}
