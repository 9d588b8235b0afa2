import type { ReactNode } from "react";
import { Link } from "react-router";
import * as styles from "./primary-action.css";

/**
 * A page's or a list's primary action (Create contract, Add position, Invite staff, Add cost place, Add
 * user): one look everywhere, a link drawn as the primary button (issue 47). A link rather than a
 * button, because each leads to a page of its own, and works without JavaScript.
 */
export function PrimaryAction({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link className={styles.primaryAction} to={to}>
      {children}
    </Link>
  );
}
