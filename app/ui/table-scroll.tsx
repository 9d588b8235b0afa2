import type { ReactNode } from "react";
import * as styles from "./table-scroll.css";

/**
 * Holds a table that may be wider than a phone's screen: it scrolls sideways within the page
 * (./table-scroll.css.ts). A region named by the table's caption or heading, and a Tab stop, so that a
 * keyboard can scroll it too where the table has no link of its own (axe's scrollable-region-focusable).
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className={styles.scroller} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}
