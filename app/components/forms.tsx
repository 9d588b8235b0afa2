import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "~/styles/forms.css";

// Every field is wired the same way once: label, hint, one message, aria-invalid and
// aria-describedby pointing at both (GOV.UK's pattern).

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  type?: "text" | "email" | "password" | "tel" | "hidden";
  autoComplete?: string;
  optional?: boolean;
};

export function TextField({ meta, label, hint, type = "text", autoComplete, optional }: TextFieldProps) {
  const { t } = useTranslation();
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const error = meta.errors?.[0];
  return (
    <div className={error ? `${styles.field} ${styles.fieldWithError}` : styles.field}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
        {optional ? ` ${t("forms.optional")}` : null}
      </label>
      {hint ? (
        <span className={styles.hint} id={hintId}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className={styles.errorMessage} id={meta.errorId}>
          <span className={styles.hidden}>{t("forms.errorPrefix")} </span>
          {t(error)}
        </p>
      ) : null}
      <input
        {...getInputProps(meta, { type, ariaDescribedBy: hintId })}
        className={styles.input}
        autoComplete={autoComplete}
        required={false}
      />
    </div>
  );
}

type SummaryField = { id: string; errors?: string[] };

/**
 * "There is a problem": every error of the form, each linking to its field. It takes the focus
 * when it appears, so a screen reader user hears what went wrong first.
 */
export function ErrorSummary({ form, fields }: { form: { errors?: string[]; errorId: string }; fields: SummaryField[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const items = [
    ...(form.errors ?? []).map((message) => ({ message, href: undefined })),
    ...fields.flatMap((field) => (field.errors?.[0] ? [{ message: field.errors[0], href: `#${field.id}` }] : [])),
  ];
  const signature = items.map((item) => item.message).join("|");
  useEffect(() => {
    if (signature) ref.current?.focus();
  }, [signature]);
  if (items.length === 0) return null;
  return (
    <div className={styles.errorSummary} ref={ref} tabIndex={-1} aria-labelledby="error-summary-title" role="alert">
      <h2 className={styles.errorSummaryTitle} id="error-summary-title">
        {t("forms.errorSummaryTitle")}
      </h2>
      <ul className={styles.errorSummaryList}>
        {items.map((item, index) => (
          <li key={`${item.href}-${item.message}`} id={index === 0 && !item.href ? form.errorId : undefined}>
            {item.href ? (
              <a className={styles.errorSummaryLink} href={item.href}>
                {t(item.message)}
              </a>
            ) : (
              <span className={styles.errorSummaryLink}>{t(item.message)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SubmitButton({ children, name, value }: { children: ReactNode; name?: string; value?: string }) {
  return (
    <button type="submit" className={styles.button} name={name} value={value}>
      {children}
    </button>
  );
}

export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice} role="status">
      {children}
    </div>
  );
}
