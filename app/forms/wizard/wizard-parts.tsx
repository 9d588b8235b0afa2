import { Link } from "react-router";
import { Fragment, type ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { RETURN_PARAM, RETURN_TO_CHECK, type WizardPage } from "./wizard";
import * as wizardStyles from "./wizard.css";
import * as styles from "~/ui/forms.css";
import * as details from "~/ui/details-list.css";
import { useHydrated } from "~/ui/use-hydrated";
import { FormKeyField } from "~/ui/form-key-field";
import { SendingStatus, useOneSubmission } from "~/ui/use-one-submission";

// The wizard kit's page parts (docs/decisions/0018-wizard-kit.md): the progress list, the buttons,
// follow-up questions and the check-your-answers list. Every wizard's pages are built from these.

/** The steps in order: the current one marked for screen readers too, finished ones as links back. */
export function WizardProgress({ page }: { page: WizardPage }) {
  const { t, i18n } = useTranslation();
  return (
    <ol className={styles.progress} aria-label={t("wizard.progress")}>
      {page.progress.map((item) => {
        const label = `${item.number}. ${i18n.t(item.title)}`;
        return (
          <li key={item.name} aria-current={item.current ? "step" : undefined}>
            {item.current ? <strong>{label}</strong> : item.href ? <Link to={item.href}>{label}</Link> : label}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The step's buttons, all submitting its one form (named intents, post, redirect, get). The way on
 * comes first, so Enter goes on: Next, Save on a step opened from a Change link, or the submit label
 * on the check-your-answers step. Previous keeps what was typed; Cancel throws the draft away. The form
 * carries its one-time key, and the way on ignores a second click while the step is on its way.
 */
export function WizardButtons({ page, submit, cancel = false }: { page: WizardPage; submit?: string; cancel?: boolean }) {
  const { t } = useTranslation();
  const onward = page.check ? (submit ?? t("wizard.next")) : page.returning ? t("wizard.saveAndReturn") : t("wizard.next");
  const { sending, button } = useOneSubmission();
  return (
    <div className={styles.actions}>
      {page.returning ? <input type="hidden" name={RETURN_PARAM} value={RETURN_TO_CHECK} /> : null}
      <FormKeyField />
      <button type="submit" name="intent" value={page.check ? "submit" : "next"} className={styles.button} {...button}>
        {onward}
      </button>
      <SendingStatus sending={sending} />
      {page.first || page.returning ? null : (
        <button type="submit" name="intent" value="previous" className={styles.secondaryButton}>
          {t("wizard.previous")}
        </button>
      )}
      {cancel ? (
        <button type="submit" name="intent" value="cancel" className={styles.linkButton}>
          {t("wizard.cancel")}
        </button>
      ) : null}
    </div>
  );
}

/**
 * Questions that only apply after a certain answer, indented under it. The server renders them for
 * everyone, so they work without JavaScript (their hints say when they apply); once scripts run, the
 * page hides those that do not apply. What a hidden question holds is ignored when the step is saved.
 */
export function FollowUp({ shown, children }: { shown: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <div className={wizardStyles.followUp} hidden={hydrated && !shown}>
      {children}
    </div>
  );
}

/** One answer on the check-your-answers step; `change` is its step's address with the return marker. */
export type Answer = { label: string; value: string; change: string };

/** Check your answers: every answer under its heading, each with a Change link to its step. */
export function CheckAnswers({ sections }: { sections: { heading: string; answers: Answer[] }[] }) {
  const { t } = useTranslation();
  return sections.map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      <dl className={styles.summaryList}>
        {section.answers.map((answer) => (
          <Fragment key={answer.label}>
            <dt className={details.term}>{answer.label}</dt>
            <dd className={details.value}>{answer.value}</dd>
            <dd className={details.value}>
              <Link to={answer.change}>
                {t("wizard.change")}
                <span className={styles.hidden}> {answer.label}</span>
              </Link>
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  ));
}
