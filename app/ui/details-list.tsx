import { Fragment, type ReactNode } from "react";
import * as styles from "./details-list.css";

/** Labelled values of one record, as a description list: each label with its value beside it, or above it on a phone. */
export function DetailsList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt className={styles.term}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** An identifier shown whole on one line: a national register number never breaks at its hyphen. */
export const Identifier = ({ children }: { children: string }) => <span className={styles.identifier}>{children}</span>;
