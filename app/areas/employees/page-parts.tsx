import { Link } from "react-router";
import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { AppHeader } from "~/ui/app-header";
import { SubmitButton } from "~/ui/submit-button";
import { PageMain, SkipLink } from "~/ui/page";
import { SessionTimeout } from "~/ui/session-timeout";
import * as forms from "~/ui/forms.css";
import * as styles from "./employees.css";

/**
 * The frame of the employee's own pages (/my-profile…), which have no company shell: who is signed
 * in, the language and sign out, then the page.
 */
export function SelfFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <AppHeader home="/my-profile" userName={name} />
      <PageMain>
        {children}
        <SessionTimeout />
      </PageMain>
    </>
  );
}

/** An edit form's heading; an employer's page says whose profile it is, above it. */
export function FormHeading({ title, employeeName }: { title: string; employeeName: string | null }) {
  const { t } = useTranslation(["employees"]);
  return (
    <>
      {employeeName ? <p className={styles.caption}>{t("form.of", { name: employeeName })}</p> : null}
      <h1>{title}</h1>
    </>
  );
}

/** Save, and Cancel back to the profile. */
export function FormActions({ save, cancelTo }: { save: string; cancelTo: string }) {
  const { t } = useTranslation(["employees"]);
  return (
    <div className={forms.actions}>
      <SubmitButton>{save}</SubmitButton>
      <Link to={cancelTo}>{t("form.cancel")}</Link>
    </div>
  );
}
