import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useNavigation } from "react-router";
import { Fragment, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { translateData } from "~/platform/i18n/keys";
import * as styles from "./forms.css";
import { ERROR_SUMMARY_TITLE_ID } from "./new-page-focus";

// Every field is wired the same way once: label, hint, one message, aria-invalid and
// aria-describedby pointing at both (GOV.UK's pattern).

type TextFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  /** What the field is about when its label alone does not say it, such as the day of a row (`inContext`). */
  context?: string;
  /** A hint said once for many fields (a grid's column), which this field's description includes. */
  sharedHintId?: string;
  type?: "text" | "search" | "email" | "password" | "tel" | "hidden" | "date" | "week";
  autoComplete?: string;
  optional?: boolean;
  /** The keyboard a phone shows: "numeric" for whole numbers (GOV.UK asks for it rather than type=number). */
  inputMode?: "numeric";
};

export function TextField({ meta, label, hint, context, sharedHintId, type = "text", autoComplete, optional, inputMode }: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame meta={meta} label={optional ? `${label} ${t("forms.optional")}` : label} hint={hint} context={context}>
      {(describedBy) => (
        <input
          {...getInputProps(meta, { type })}
          aria-describedby={[sharedHintId, describedBy].filter(Boolean).join(" ") || undefined}
          className={styles.input}
          autoComplete={autoComplete}
          inputMode={inputMode}
          required={false}
        />
      )}
    </FieldFrame>
  );
}

/** A field the summary lists; `context` names what it is about when many fields share a label (the day of a row). */
type SummaryField = { id: string; errors?: string[]; context?: string };

/** A field of a row, for the summary: its message is said with what the row is about ("Monday 7 December 2026: …"). */
export const inContext = (meta: MessageTarget, context: string): SummaryField => ({ id: meta.id, errors: meta.errors, context });

/**
 * Focuses the element once per answered submission (and on a page loaded as a submission's answer),
 * never when its content merely changes: the user is not pulled away while they type. It moves as soon
 * as the answer shows, not once the page has finished revalidating after it (by then the user may have
 * moved on), and after conform has focused the first invalid field (its layout effect runs first).
 * A first refusal shows one render after the answer arrives (conform reports the errors in a layout
 * effect, which renders again), so the wait for an answer lasts until the next submission, not only
 * until the navigation is idle. A GET form (a filter, a search) is a submission too.
 */
function useFocusAfterSubmission(ref: RefObject<HTMLElement | null>, shown: boolean) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" || (navigation.state === "loading" && navigation.formMethod === "GET");
  const awaitingAnswer = useRef(false);
  const shownRef = useRef(shown);
  shownRef.current = shown;
  useEffect(() => {
    if (shownRef.current) ref.current?.focus();
  }, [ref]);
  useEffect(() => {
    if (sending) awaitingAnswer.current = true;
    else if (awaitingAnswer.current && shown) {
      awaitingAnswer.current = false;
      ref.current?.focus();
    }
  }, [sending, shown, ref]);
}

/**
 * "There is a problem": every error of the form, each linking to its field. It takes the focus
 * once per submission, so a screen reader user hears what went wrong first (as GOV.UK does).
 * Without JavaScript the browser gives it the focus: the server renders it with `autofocus`, a global
 * attribute of HTML that browsers honour on any focusable element as the page loads. React renders
 * that attribute only on the server and never sets or focuses it in the browser (it does so for form
 * controls alone), so with JavaScript `useFocusAfterSubmission` still moves the focus, once: on the
 * same element, a second focus() fires no event, and the browser skips autofocus once a script has
 * focused something (docs/decisions/0052).
 */
export function ErrorSummary({ form, fields }: { form: { errors?: string[]; errorId: string }; fields: SummaryField[] }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const items = [
    ...(form.errors ?? []).map((message) => ({ message, href: undefined })),
    ...fields.flatMap((field) => (field.errors?.[0] ? [{ message: field.errors[0], href: `#${field.id}`, context: field.context }] : [])),
  ];
  const said = (item: { message: string; context?: string }) =>
    item.context ? t("forms.inContext", { about: item.context, message: translateData(i18n, item.message) }) : translateData(i18n, item.message);
  useFocusAfterSubmission(ref, items.length > 0);
  if (items.length === 0) return null;
  return (
    // eslint-disable-next-line jsx-a11y/no-autofocus -- the summary only renders for a refused submission, whose answer it is
    <div className={styles.errorSummary} ref={ref} tabIndex={-1} autoFocus aria-labelledby={ERROR_SUMMARY_TITLE_ID} role="alert">
      <h2 className={styles.errorSummaryTitle} id={ERROR_SUMMARY_TITLE_ID}>
        {t("forms.errorSummaryTitle")}
      </h2>
      <ul className={styles.errorSummaryList}>
        {items.map((item, index) => (
          <li key={`${item.href}-${item.message}`} id={index === 0 && !item.href ? form.errorId : undefined}>
            {item.href ? (
              <a className={styles.errorSummaryLink} href={item.href}>
                {said(item)}
              </a>
            ) : (
              <span className={styles.errorSummaryLink}>{said(item)}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

type MessageTarget = { id: string; errorId: string; errors?: string[] };

/** What aria-describedby of a field lists: its hint and, when invalid, its message. */
function describedByOf(meta: MessageTarget, hint?: string): string | undefined {
  return [hint ? `${meta.id}-hint` : undefined, meta.errors?.[0] ? meta.errorId : undefined].filter(Boolean).join(" ") || undefined;
}

/**
 * A field's hint and its one error message, after the label, as GOV.UK places them. A field of a row
 * says its row's `context` before the message for a screen reader; the row shows it to the eye.
 */
export function HintAndError({ meta, hint, context }: { meta: MessageTarget; hint?: string; context?: string }) {
  const { t, i18n } = useTranslation();
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
          <span className={styles.hidden}>
            {t("forms.errorPrefix")} {context ? `${t("forms.about", { about: context })} ` : null}
          </span>
          {translateData(i18n, error)}
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
  context,
  children,
}: {
  meta: MessageTarget;
  label: string;
  hint?: string;
  context?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  return (
    <div className={fieldClassOf(meta)}>
      <label className={styles.label} htmlFor={meta.id}>
        {label}
      </label>
      <HintAndError meta={meta} hint={hint} context={context} />
      {children(describedByOf(meta, hint))}
    </div>
  );
}

/** A file input wired like every other field; the server judges the file by its bytes, whatever accept says. */
export function FileField({ meta, label, hint, accept }: { meta: MessageTarget & { name: string }; label: string; hint?: string; accept: string }) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint}>
      {(describedBy) => (
        <input type="file" id={meta.id} name={meta.name} accept={accept} aria-invalid={meta.errors ? true : undefined} aria-describedby={describedBy} />
      )}
    </FieldFrame>
  );
}

/** An option of a select; options that name a group are shown under it (consecutive ones together). A disabled one is shown, not chosen. */
export type SelectOption = { value: string; label: string; group?: string; disabled?: boolean };

type SelectFieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  hint?: string;
  options: SelectOption[];
  placeholder: string;
  context?: string;
};

function groupsOf(options: SelectOption[]): { group?: string; options: SelectOption[] }[] {
  const groups: { group?: string; options: SelectOption[] }[] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.options.push(option);
    else groups.push({ group: option.group, options: [option] });
  }
  return groups;
}

const optionsOf = (options: SelectOption[]) =>
  options.map((option) => (
    <option key={option.value} value={option.value} disabled={option.disabled}>
      {option.label}
    </option>
  ));

/** A native select: it works everywhere, without JavaScript, with every assistive technology. */
export function SelectField({ meta, label, hint, options, placeholder, context }: SelectFieldProps) {
  return (
    <FieldFrame meta={meta} label={label} hint={hint} context={context}>
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
          {groupsOf(options).map(({ group, options: grouped }, index) =>
            group ? (
              <optgroup key={group} label={group}>
                {optionsOf(grouped)}
              </optgroup>
            ) : (
              <Fragment key={index}>{optionsOf(grouped)}</Fragment>
            ),
          )}
        </select>
      )}
    </FieldFrame>
  );
}

type ChoicesMeta = MessageTarget & { name: string; formId: string; initialValue?: unknown };

/**
 * A question answered by radios (one answer) or checkboxes (any number, each sent under the same
 * name) in a fieldset whose legend is the question.
 */
export function ChoicesField({
  meta,
  legend,
  hint,
  type,
  options,
}: {
  meta: ChoicesMeta;
  legend: string;
  hint?: string;
  type: "radio" | "checkbox";
  options: { value: string; label: string }[];
}) {
  const chosen = ([] as unknown[]).concat(meta.initialValue ?? []);
  return (
    <div className={fieldClassOf(meta)}>
      <fieldset className={styles.fieldset} aria-describedby={describedByOf(meta, hint)} id={meta.id}>
        <legend className={styles.label}>{legend}</legend>
        <HintAndError meta={meta} hint={hint} />
        {options.map((option) => (
          <div key={option.value} className={type === "radio" ? styles.radio : styles.checkbox}>
            <input
              type={type}
              id={`${meta.id}-${option.value}`}
              name={meta.name}
              form={meta.formId}
              value={option.value}
              defaultChecked={chosen.includes(option.value)}
            />
            <label htmlFor={`${meta.id}-${option.value}`}>{option.label}</label>
          </div>
        ))}
      </fieldset>
    </div>
  );
}

/** A yes/no question as two radios in a fieldset whose legend is the question. */
export function YesNoField({ meta, legend, hint }: { meta: FieldMetadata<string | undefined>; legend: string; hint?: string }) {
  const { t } = useTranslation();
  const options = (["yes", "no"] as const).map((answer) => ({ value: answer, label: t(`forms.${answer}`) }));
  return <ChoicesField meta={meta} legend={legend} hint={hint} type="radio" options={options} />;
}

/**
 * A native checkbox with its label; unchecked boxes send nothing, which the schema reads as false.
 * A confirmation that must be ticked shows its message above the box, as every field does.
 */
export function CheckboxField({
  meta,
  label,
  hint,
  context,
}: {
  meta: FieldMetadata<string | boolean | undefined>;
  label: string;
  hint?: string;
  context?: string;
}) {
  const hintId = hint ? `${meta.id}-hint` : undefined;
  const error = meta.errors?.[0];
  const checkbox = (
    <div className={styles.checkbox}>
      <input
        type="checkbox"
        id={meta.id}
        name={meta.name}
        form={meta.formId}
        value="on"
        defaultChecked={meta.initialValue === "on"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(meta, hint)}
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
  if (!error) return checkbox;
  return (
    <div className={fieldClassOf(meta)}>
      <HintAndError meta={meta} context={context} />
      {checkbox}
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
