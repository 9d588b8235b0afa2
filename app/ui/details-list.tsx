import { Fragment, type ReactNode } from "react";
import * as styles from "./details-list.css";

/** Labelled values of one record, as a description list: each label with its value beside it. */
export function DetailsList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className={styles.details}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
