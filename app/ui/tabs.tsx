import { NavLink } from "react-router";
import * as styles from "./tabs.css";

/** Sibling pages as a row of links; the current page's link says so (aria-current). */
export function Tabs({ label, links }: { label: string; links: { to: string; label: string }[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.tab}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
