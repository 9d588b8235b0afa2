import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { useServerValidatedForm } from "~/forms/use-form";
import * as styles from "~/ui/forms.css";
import { ErrorSummary, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";

/** The form of a password reset link and of a welcome link; the welcome one also asks the e-mail. */
export function NewPasswordForm({
  token,
  lastResult,
  askEmail,
  submitLabel,
}: {
  token: string;
  lastResult: SubmissionResult<string[]> | undefined;
  askEmail: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation("auth");
  const [form, fields] = useServerValidatedForm<{ token: string; email?: string; password: string; confirmation: string }>({
    id: "new-password",
    lastResult,
  });
  const summaryFields = askEmail ? [fields.email, fields.password, fields.confirmation] : [fields.password, fields.confirmation];
  const linkInvalid = form.errors?.includes("auth:linkInvalid");
  return (
    <>
      <ErrorSummary form={form} fields={summaryFields} />
      {linkInvalid ? (
        <p>
          <Link to="/forgot-password">{t("requestNewLink")}</Link>
        </p>
      ) : null}
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="token" value={token} />
        {askEmail ? <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="username" /> : null}
        <TextField meta={fields.password} label={t("fields.newPassword")} hint={t("fields.newPasswordHint")} type="password" autoComplete="new-password" />
        <TextField meta={fields.confirmation} label={t("fields.confirmation")} type="password" autoComplete="new-password" />
        <SubmitButton>{submitLabel}</SubmitButton>
      </Form>
    </>
  );
}
