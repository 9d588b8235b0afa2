import { useLocation } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as styles from "./layout.css";

/**
 * A header's actions (and in the company shell the side panel), folded under one menu button on small
 * screens: a <details>, so it opens without JavaScript; on wide screens its content is always shown and
 * the button hidden (layout.css.ts). With JavaScript a client-side navigation would leave it open over
 * the next page, so every new location closes it.
 */
export function HeaderMenu({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);
  return (
    <details ref={menu} className={styles.headerMenu}>
      <summary className={styles.headerMenuButton}>{t("headerMenu.open")}</summary>
      <div className={styles.headerMenuPanel}>{children}</div>
    </details>
  );
}
