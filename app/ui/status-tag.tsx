import * as styles from "./status-tag.css";

/**
 * A short status beside a list entry ("Work post sheet missing", "Overdue"). It is a word, so that it
 * reads without its colour; `tone` says whether it is a to-do or urgent, the same way in every list.
 */
export function StatusTag({ tone, children }: { tone: "todo" | "urgent"; children: string }) {
  return <span className={styles[tone]}>{children}</span>;
}
