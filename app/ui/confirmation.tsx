import { Form, Link } from "react-router";
import type { ReactNode } from "react";
import * as styles from "./forms.css";

/**
 * A confirmation rendered by the server, so it works without JavaScript: the page explains what
 * will happen, the destructive action is a POST, and Cancel is a link back. Nothing is removed by
 * a GET. Used by every "remove" and "resend" in the portal.
 */
export function Confirmation({
  title,
  children,
  confirmLabel,
  cancelLabel,
  cancelTo,
  intent,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  cancelTo: string;
  intent?: string;
}) {
  return (
    <>
      <h1>{title}</h1>
      {children}
      <Form method="post" className={styles.actions}>
        <button type="submit" name="intent" value={intent ?? "confirm"} className={styles.dangerButton}>
          {confirmLabel}
        </button>
        <Link to={cancelTo}>{cancelLabel}</Link>
      </Form>
    </>
  );
}
