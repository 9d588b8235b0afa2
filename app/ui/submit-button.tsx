import type { ReactNode } from "react";
import { FormKeyField } from "./form-key-field";
import * as styles from "./forms.css";
import { SendingStatus, useOneSubmission } from "./use-one-submission";

type SubmitButtonProps = {
  children: ReactNode;
  name?: string;
  value?: string;
  /** "get" for a form that only reads (a choice that leads on): it carries no one-time key. */
  method?: "get" | "post";
  /** What cannot be undone: deleting, ending. */
  danger?: boolean;
};

/**
 * A form's submit button, with the form's one-time key (FormKeyField): a form that saves gets its key
 * by being built with this button. With JavaScript, a second click while the form is on its way is
 * ignored, and screen readers hear that it is being sent.
 */
export function SubmitButton({ children, name, value, method = "post", danger = false }: SubmitButtonProps) {
  const { sending, button } = useOneSubmission();
  return (
    <>
      {method === "post" ? <FormKeyField /> : null}
      <button type="submit" className={danger ? styles.dangerButton : styles.button} name={name} value={value} {...button}>
        {children}
      </button>
      <SendingStatus sending={sending} />
    </>
  );
}
