import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Notice } from "~/ui/notice";
import { useFormatters } from "~/platform/format";
import { PAYROLL_TEAM_PATH } from "~domain/team";
import type { ProfileRequirement } from "~domain/employee-profile";
import * as forms from "~/ui/forms.css";
import { EXPIRED_DOCUMENT_LABELS, REQUIREMENT_LABELS } from "./labels";
import { formsToComplete, onlyTheEmployeeCanComplete, type ProfileFacts, type ProfileForm } from "./profile-facts";
import { employeePaths, type EmployeeSubject } from "./subject";
import * as styles from "./employees.css";

function Alert({ id, title, warning, children }: { id: string; title: string; warning?: boolean; children: ReactNode }) {
  return (
    <div className={warning ? styles.warningAlert : styles.alert} aria-labelledby={id} role="region">
      <h2 className={styles.alertTitle} id={id}>
        {title}
      </h2>
      {children}
    </div>
  );
}

const UPDATE_LABELS = { personal: "alerts.updatePersonal", general: "alerts.updateGeneral", identity: "alerts.updateIdentityData" } as const;

/**
 * The links to the forms that fill in what is missing: "Update the profile" when one form does it all.
 * The agreements only the employee signs: their own page links to them, an employer's says so.
 */
function CompleteLinks({ subject, missing }: { subject: EmployeeSubject; missing: ProfileRequirement[] }) {
  const { t } = useTranslation(["employees"]);
  const paths = employeePaths(subject);
  const formPaths: Record<ProfileForm, string> = {
    personal: paths.editPersonalInformation,
    general: paths.editGeneralInformation,
    identity: paths.verifyIdentity,
  };
  const toComplete = formsToComplete(missing);
  const agreements = missing.some(onlyTheEmployeeCanComplete);
  return (
    <>
      {agreements && !paths.agreements ? <p>{t("alerts.agreementsByEmployee")}</p> : null}
      {missing.includes("email") ? <p>{t("alerts.emailByOffice")}</p> : null}
      {toComplete.length > 0 || (agreements && paths.agreements) ? (
        <p className={forms.actions}>
          {toComplete.map((form) => (
            <Link key={form} to={formPaths[form]}>
              {toComplete.length === 1 ? t("alerts.updateProfile") : t(UPDATE_LABELS[form])}
            </Link>
          ))}
          {agreements && paths.agreements ? <Link to={paths.agreements}>{t("alerts.signAgreements")}</Link> : null}
        </p>
      ) : null}
    </>
  );
}

/** What is missing, a stored value that fails its rule named as not valid. */
function MissingList({ missing, invalid }: { missing: ProfileRequirement[]; invalid: ProfileRequirement[] }) {
  const { t } = useTranslation(["employees"]);
  return (
    <ul className={styles.sectionList}>
      {missing.map((item) => (
        <li key={item}>{invalid.includes(item) ? t("alerts.notValid", { item: t(REQUIREMENT_LABELS[item]) }) : t(REQUIREMENT_LABELS[item])}</li>
      ))}
    </ul>
  );
}

/**
 * The status alerts of an employee's profile as the employer sees them (part 2 §4): archived;
 * awaiting registration, with the reminder once the last invitation is a day old; missing
 * information, naming what and linking to the form that fills it in; expired documents, each named.
 */
export function EmployerAlerts({ employeeId, archived, facts }: { employeeId: string; archived: boolean; facts: ProfileFacts }) {
  const { t } = useTranslation(["employees"]);
  const format = useFormatters();
  const subject: EmployeeSubject = { kind: "employer", employeeId };
  const memberPath = (action: string) => `${PAYROLL_TEAM_PATH}/${encodeURIComponent(employeeId)}/${action}`;
  const { invitation, missing, invalid, expired } = facts;
  if (archived) {
    return (
      <Alert id="alert-archived" title={t("alerts.archivedTitle")}>
        <p>{t("view.archived")}</p>
        <p>
          <Link to={memberPath("restore")}>{t("view.restore")}</Link>
        </p>
      </Alert>
    );
  }
  return (
    <>
      {invitation ? (
        <Alert id="alert-awaiting" title={t("alerts.awaitingTitle")}>
          <p>{invitation.sentAt ? t("alerts.invitationSent", { date: format.dateTime(invitation.sentAt) }) : t("alerts.invitationNotSent")}</p>
          {invitation.mayRemind ? (
            <p>
              <Link className={forms.secondaryButton} to={memberPath("resend-invitation")}>
                {t("alerts.sendReminder")}
              </Link>
            </p>
          ) : invitation.remindFrom ? (
            <p>{t("alerts.reminderFrom", { date: format.dateTime(invitation.remindFrom) })}</p>
          ) : null}
        </Alert>
      ) : null}
      {!invitation && expired.length > 0 ? (
        <Alert id="alert-expired" title={t("alerts.expiredTitle")} warning>
          <p>{t("alerts.expiredIntro")}</p>
          <ul className={styles.sectionList}>
            {expired.map((document) => (
              <li key={document}>{t(EXPIRED_DOCUMENT_LABELS[document])}</li>
            ))}
          </ul>
          <p>
            <Link to={employeePaths(subject).verifyIdentity}>{t("alerts.updateIdentity")}</Link>
          </p>
        </Alert>
      ) : null}
      {!invitation && missing.length > 0 ? (
        <Alert id="alert-missing" title={t("alerts.missingTitle")} warning>
          <p>{t("alerts.missingIntro")}</p>
          <MissingList missing={missing} invalid={invalid} />
          <CompleteLinks subject={subject} missing={missing} />
        </Alert>
      ) : null}
    </>
  );
}

/** The employee's own profile: what is still missing (or that it is complete) and which documents expired. */
export function SelfAlerts({ facts }: { facts: ProfileFacts }) {
  const { t } = useTranslation(["employees"]);
  const { missing, invalid, expired } = facts;
  return (
    <>
      {missing.length === 0 ? (
        <Notice>{t("self.complete")}</Notice>
      ) : (
        <Alert id="alert-missing" title={t("self.missingTitle")} warning>
          <MissingList missing={missing} invalid={invalid} />
          <CompleteLinks subject={{ kind: "self" }} missing={missing} />
        </Alert>
      )}
      {expired.length > 0 ? (
        <Alert id="alert-expired" title={t("self.expiredTitle")} warning>
          <p>{t("self.expiredIntro")}</p>
          <ul className={styles.sectionList}>
            {expired.map((document) => (
              <li key={document}>{t(EXPIRED_DOCUMENT_LABELS[document])}</li>
            ))}
          </ul>
          <p>
            <Link to={employeePaths({ kind: "self" }).verifyIdentity}>{t("alerts.updateIdentity")}</Link>
          </p>
        </Alert>
      ) : null}
    </>
  );
}
