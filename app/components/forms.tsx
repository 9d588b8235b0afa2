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
  type?: "text" | "email" | "password" | "tel" | "hidden" | "date";
  autoComplete?: string;
  optional?: boolean;
};

export function TextField({ meta, label, hint, type = "text", autoComplete, optional }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame meta={meta} label={optional ? `${label} ${t("forms.optional")}` : label} hint={hint}>
      {(describedBy) => (
        <input
          {...getInputProps(meta, { type })}
          aria-describedby={describedBy}
          className={styles.input}
          autoComplete={autoComplete}
          required={false}
        />
      )}
    </FieldFrame>
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

type MessageTarget = { id: string; errorId: string; errors?: string[] };

/** What aria-describedby of a field lists: its hint and, when invalid, its message. */
export function describedByOf(meta: MessageTarget, hint?: string): string | undefined {
  return [hint ? `${meta.id}-hint` : undefined, meta.errors?.[0] ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
}

/** A field's hint and its one error message, after the label, as GOV.UK places them. */
export function HintAndError({ meta, hint }: { meta: MessageTarget; hint?: string }) {
  const { t } = useTranslation();
  const error = meta.errors?.[0];
  return (
    <>
      {hint ? (
        <span className={styles.hint} id={`${meta.id}-hint`}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p className={styles.errorMessage} id={meta.errorId}>
          <span className={styles.hidden}>{t("forms.errorPrefix")} </span>
          {t(error)}
        </p>
      ) : null}
    </>
  );
}

export const fieldClassOf = (meta: MessageTarget) => (meta.errors?.[0] ? `${styles.field} ${styles.fieldWithError}` : styles.field);

function FieldFrame({
  meta,
  label,
  hint,
  children,
}: {
  meta: MessageTarget;
  label: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  return (
    <div className={fieldClassOf(meta)}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      <HintAndError meta={meta} hint={hint} />
      {children(describedByOf(meta, hint))}
    </div>
  );
}

type SelectFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  options: { value: string; label: string }[];
  placeholder: string;
};

/** A native select: it works everywhere, without JavaScript, with every assistive technology. */
export function SelectField({ meta, label, hint, options, placeholder }: SelectFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      {(describedBy) => (
        <select
          id={meta.id}
          name={meta.name}
          form={meta.formId}
          defaultValue={typeof meta.initialValue === "string" ? meta.initialValue : ""}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A yes/no question as two radios in a fieldset whose legend is the question. */
export function YesNoField({ meta, legend, hint }: { meta: FieldMetadata<string | undefined>; legend: string; hint?: string }) {
  const { t } = useTranslation();
  return (
    <div className={fieldClassOf(meta)}>
      <fieldset className={styles.fieldset} aria-describedby={describedByOf(meta, hint)} id={meta.id}>
        <legend className={styles.label}>{legend}</legend>
        <HintAndError meta={meta} hint={hint} />
        {(["yes", "no"] as const).map((answer) => (
          <div key={answer} className={styles.radio}>
            <input
              type="radio"
              id={`${meta.id}-${answer}`}
              name={meta.name}
              form={meta.formId}
              value={answer}
              defaultChecked={meta.initialValue === answer}
            />
            <label htmlFor={`${meta.id}-${answer}`}>{t(`forms.${answer}`)}</label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** A native checkbox with its label; unchecked boxes send nothing, which the schema reads as false. */
export function CheckboxField({ meta, label, hint }: { meta: FieldMetadata<string | boolean | undefined>; label: string; hint?: string }) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  return (
    <div className={styles.checkbox}>
      <input
        type="checkbox"
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        value="on"
        defaultChecked={meta.initialValue === "on"}
        aria-describedby={hintId}
      />
      <label htmlFor={meta.id}>
        {label}
        {hint ? (
          <span className={styles.hint} id={hintId}>
            {hint}
          </span>
        ) : null}
      </label>
    </div>
  );
}

/** A multi-line text field, wired like TextField. */
export function TextAreaField({ meta, label, hint, optional }: { meta: FieldMetadata<string | undefined>; label: string; hint?: string; optional?: boolean }) {
  const { t } = useTranslation();
  return (
    <FieldFrame meta={meta} label={optional ? `${label} ${t("forms.optional")}` : label} hint={hint}>
      {(describedBy) => (
        <textarea
          id={meta.id}
          name={meta.name}
          form={meta.formId}
          defaultValue={meta.initialValue ?? ""}
          aria-invalid={meta.errors ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
          rows={5}
        />
      )}
    </FieldFrame>
  );
}
