import type { ReactNode } from "react";
import * as styles from "./forms.css";

/** A confirmation or piece of news the page announces politely (role="status"). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      {children}
    </div>
  );
}
