import type { LoaderFunctionArgs } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { ErrorContent } from "~/ui/error-boundary";
import type { FullKey } from "~/platform/i18n/keys";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/areas/help/help.css";

export const handle = { i18n: ["help"], title: "help:faq.title" } satisfies PageHandle;

/** A paragraph's key, or the keys of the steps of an ordered list. */
type Block = FullKey<"help"> | readonly FullKey<"help">[];

// Keys are written out in full ("help:…") so the translations test checks every one of them.
const SECTIONS: readonly { id: string; heading: FullKey<"help">; body: readonly Block[] }[] = [
  { id: "payroll", heading: "help:faq.payroll.heading", body: ["help:faq.payroll.p1", "help:faq.payroll.p2"] },
  { id: "wages", heading: "help:faq.wages.heading", body: ["help:faq.wages.p1", "help:faq.wages.p2"] },
  {
    id: "working-hours",
    heading: "help:faq.workingHours.heading",
    body: ["help:faq.workingHours.p1", "help:faq.workingHours.shiftLength", "help:faq.workingHours.p2"],
  },
  {
    id: "add-employee",
    heading: "help:faq.addEmployee.heading",
    body: ["help:faq.addEmployee.p1", ["help:faq.addEmployee.step1", "help:faq.addEmployee.step2", "help:faq.addEmployee.step3"], "help:faq.addEmployee.p2"],
  },
  { id: "invite-staff", heading: "help:faq.inviteStaff.heading", body: ["help:faq.inviteStaff.p1", "help:faq.inviteStaff.p2"] },
  { id: "contracts", heading: "help:faq.contracts.heading", body: ["help:faq.contracts.p1", "help:faq.contracts.p2", "help:faq.contracts.p3"] },
  { id: "timesheets", heading: "help:faq.timesheets.heading", body: ["help:faq.timesheets.p1", "help:faq.timesheets.p2", "help:faq.timesheets.p3"] },
  { id: "invoices", heading: "help:faq.invoices.heading", body: ["help:faq.invoices.p1", "help:faq.invoices.p2", "help:faq.invoices.p3"] },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

/** The help page (/faq): answers in plain h2 sections, and how to reach support (#contact). */
export default function FaqPage() {
  const { t } = useTranslation(["help"]);
  const phone = t("help:support.phone");
  const email = t("help:support.email");
  return (
    <div className={styles.page}>
      <h1>{t("help:faq.title")}</h1>
      <p className={styles.lead}>{t("help:faq.intro")}</p>
      <nav aria-label={t("help:faq.tocLabel")} className={styles.toc}>
        <ul className={styles.tocList}>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{t(section.heading)}</a>
            </li>
          ))}
          <li>
            <a href="#contact">{t("help:faq.contact.heading")}</a>
          </li>
        </ul>
      </nav>
      {SECTIONS.map((section) => (
        <section key={section.id} id={section.id} className={styles.section}>
          <h2>{t(section.heading)}</h2>
          {section.body.map((block, index) =>
            typeof block === "string" ? (
              <p key={index}>{t(block)}</p>
            ) : (
              <ol key={index}>
                {block.map((step) => (
                  <li key={step}>{t(step)}</li>
                ))}
              </ol>
            ),
          )}
        </section>
      ))}
      <section id="contact" className={`${styles.section} ${styles.contact}`}>
        <h2>{t("help:faq.contact.heading")}</h2>
        <p>{t("help:faq.contact.p1")}</p>
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
        <p>{t("help:faq.contact.p2")}</p>
      </section>
    </div>
  );
}

export const ErrorBoundary = ErrorContent;
