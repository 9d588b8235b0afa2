import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "./layout.css";

/** The foot of every page, error pages included (app/root.tsx). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <Link to="/accessibility">{t("footer.accessibility")}</Link>
    </footer>
  );
}
