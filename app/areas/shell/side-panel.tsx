import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { keyFromData } from "~/platform/i18n/keys";
import * as forms from "~/ui/forms.css";
import { useFormatters } from "~/platform/format";
import * as styles from "./shell.css";
import { NavIcon } from "./nav-icons";

/** An entry's label is nav.{key}; an entry that counts something has its badge's text at nav.badges.{key}. */
export type NavKey =
  "dashboard" | "positions" | "team" | "contracts" | "planning" | "surveys" | "invoices" | "timesheets" | "payrollPromo" | "selectionPromo" | "faq";
/** `to` is where the entry leads; it stays the current entry on every page of its `section`. */
export type NavEntry = { key: NavKey; to: string; section: string; badge?: number };

const isWithin = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/**
 * The main navigation, 256 wide or collapsed to 64 (part 1 §9). The choice is a cookie set by a
 * plain form, so the server renders the right width and the toggle works without JavaScript.
 */
export function SidePanel({ entries, collapsed }: { entries: NavEntry[]; collapsed: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const format = useFormatters();
  return (
    <nav aria-label={t("nav.label")} className={collapsed ? `${styles.sidePanel} ${styles.sidePanelCollapsed}` : styles.sidePanel}>
      <ul className={styles.navList}>
        {entries.map((entry) => {
          const label = t(`nav.${entry.key}`);
          // Which entries have a badge is the server's data (app/areas/shell/shell.server.ts).
          const badgeText = entry.badge ? i18n.t(keyFromData(`nav.badges.${entry.key}`), { count: entry.badge }) : undefined;
          return (
            <li key={entry.key}>
              <Link
                to={entry.to}
                className={styles.navLink}
                title={collapsed ? label : undefined}
                aria-current={isWithin(location.pathname, entry.section) ? "page" : undefined}
              >
                <NavIcon name={entry.key} />
                <span className={collapsed ? forms.hidden : styles.navLabel}>{label}</span>
                {entry.badge ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{format.number(entry.badge)}</span>
                    <span className={forms.hidden}>{badgeText}</span>
                  </span>
                ) : null}
              </Link>
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
