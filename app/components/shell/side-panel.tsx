import { Form, NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import * as forms from "~/styles/forms.css";
import { useFormatters } from "~/utils/format";
import * as styles from "~/styles/shell.css";
import { NavIcon } from "./nav-icons";

export type NavEntry = { key: string; to: string; badge?: number };

/**
 * The main navigation, 256 wide or collapsed to 64 (part 1 §9). The choice is a cookie set by a
 * plain form, so the server renders the right width and the toggle works without JavaScript.
 */
export function SidePanel({ entries, collapsed }: { entries: NavEntry[]; collapsed: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const format = useFormatters();
  return (
    <nav aria-label={t("nav.label")} className={collapsed ? `${styles.sidePanel} ${styles.sidePanelCollapsed}` : styles.sidePanel}>
      <ul className={styles.navList}>
        {entries.map((entry) => {
          const label = t(`nav.${entry.key}`);
          const badgeText = entry.badge ? t(`nav.badges.${entry.key}`, { count: entry.badge }) : undefined;
          return (
            <li key={entry.key}>
              <NavLink to={entry.to} className={styles.navLink} title={collapsed ? label : undefined}>
                <NavIcon name={entry.key} />
                <span className={collapsed ? forms.hidden : styles.navLabel}>{label}</span>
                {entry.badge ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{format.number(entry.badge)}</span>
                    <span className={forms.hidden}>{badgeText}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
      <Form method="post" action="/preferences/side-panel" className={styles.panelToggle}>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <button type="submit" name="sidePanel" value={collapsed ? "expanded" : "collapsed"} className={forms.linkButton} aria-expanded={!collapsed}>
          {collapsed ? t("nav.expand") : t("nav.collapse")}
        </button>
      </Form>
    </nav>
  );
}
