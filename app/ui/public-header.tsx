import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { LanguageSwitcher } from "./language-switcher";
import { SkipLink } from "./page";
import * as styles from "./layout.css";

/** The top of the pages anyone may open, signed in or not: the skip link, the portal's name, the languages. */
export function PublicHeader({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <>
      <SkipLink />
      <header className={styles.header}>
        <Link className={styles.brand} to={home}>
          {t("appName")}
        </Link>
        <LanguageSwitcher />
      </header>
    </>
  );
}
