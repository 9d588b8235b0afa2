import { useTranslation } from "~/platform/i18n/use-translation";
import type { FullKey } from "~/platform/i18n/keys";
import { useFormatters } from "~/platform/format";
import { RELEASE_DATE } from "~/platform/release";
import * as styles from "./help.css";

// Keys written out in full so that the translations test checks every one of them.
const LIMITATIONS: readonly { problem: FullKey<"help">; workaround: FullKey<"help"> }[] = [
  { problem: "help:accessibility.limitations.pdf", workaround: "help:accessibility.limitations.pdfWorkaround" },
  { problem: "help:accessibility.limitations.timeout", workaround: "help:accessibility.limitations.timeoutWorkaround" },
  { problem: "help:accessibility.limitations.untested", workaround: "help:accessibility.limitations.untestedWorkaround" },
];
const PREPARATION: readonly FullKey<"help">[] = [
  "help:accessibility.preparation.axe",
  "help:accessibility.preparation.noScript",
  "help:accessibility.preparation.phone",
  "help:accessibility.preparation.languages",
  "help:accessibility.preparation.keyboard",
];

/**
 * The accessibility statement (/accessibility), in the sections of the EU model statement
 * (Commission Implementing Decision (EU) 2018/1523): compliance status, non-accessible content,
 * preparation, feedback and contact, enforcement. Dated with the release (docs/decisions/0051).
 */
export function AccessibilityStatement() {
  const { t } = useTranslation(["help"]);
  const format = useFormatters();
  const phone = t("help:support.phone");
  const email = t("help:support.email");
  return (
    <div className={styles.page}>
      <h1>{t("help:accessibility.title")}</h1>
      <p className={styles.lead}>{t("help:accessibility.intro")}</p>
      <section className={styles.section} aria-labelledby="compliance">
        <h2 id="compliance">{t("help:accessibility.compliance.heading")}</h2>
        <p>{t("help:accessibility.compliance.status")}</p>
      </section>
      <section className={styles.section} aria-labelledby="limitations">
        <h2 id="limitations">{t("help:accessibility.limitations.heading")}</h2>
        <p>{t("help:accessibility.limitations.intro")}</p>
        <ul>
          {LIMITATIONS.map(({ problem, workaround }) => (
            <li key={problem}>
              <p>{t(problem)}</p>
              <p>{t(workaround)}</p>
            </li>
          ))}
        </ul>
        <h3>{t("help:accessibility.limitations.outOfScopeHeading")}</h3>
        <p>{t("help:accessibility.limitations.outOfScope")}</p>
      </section>
      <section className={styles.section} aria-labelledby="preparation">
        <h2 id="preparation">{t("help:accessibility.preparation.heading")}</h2>
        {RELEASE_DATE ? <p>{t("help:accessibility.preparation.date", { date: format.date(RELEASE_DATE) })}</p> : null}
        <p>{t("help:accessibility.preparation.method")}</p>
        <ul>
          {PREPARATION.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p>{t("help:accessibility.preparation.review")}</p>
      </section>
      <section className={`${styles.section} ${styles.contact}`} aria-labelledby="feedback">
        <h2 id="feedback">{t("help:accessibility.feedback.heading")}</h2>
        <p>{t("help:accessibility.feedback.body")}</p>
        <dl className={styles.contactList}>
          <dt className={styles.contactTerm}>{t("help:faq.contact.phoneLabel")}</dt>
          <dd className={styles.contactValue}>
            <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>
          </dd>
          <dt className={styles.contactTerm}>{t("help:faq.contact.emailLabel")}</dt>
          <dd className={styles.contactValue}>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="enforcement">
        <h2 id="enforcement">{t("help:accessibility.enforcement.heading")}</h2>
        <p>{t("help:accessibility.enforcement.scope")}</p>
        <p>
          {t("help:accessibility.enforcement.unia")} <a href="https://www.unia.be/">{t("help:accessibility.enforcement.uniaLink")}</a>
        </p>
      </section>
    </div>
  );
}
