import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { useServerValidatedForm } from "~/forms/use-form";
import type { ProfileSchema } from "./profile.schema";
import * as styles from "~/ui/forms.css";
import { ErrorSummary, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";

type Fields = z.input<typeof ProfileSchema>;

export function ProfileForm({
  profile,
  pendingEmail,
  lastResult,
  action,
}: {
  profile: Partial<Record<keyof Fields, string>>;
  /** A new address that waits for its confirmation link to be followed. */
  pendingEmail: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  action: string;
}) {
  const { t } = useTranslation("settings");
  const [form, fields] = useServerValidatedForm<Fields>({ id: "profile", lastResult, defaultValue: profile });
  return (
    <>
      <ErrorSummary
        form={form}
        fields={[
          fields.firstName,
          fields.lastName,
          fields.email,
          fields.telephone,
          fields.mobile,
          fields.password,
          fields.confirmation,
          fields.currentPassword,
        ]}
      />
      <Form method="post" action={action} className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("profile.firstName")} autoComplete="given-name" />
        <TextField meta={fields.lastName} label={t("profile.lastName")} autoComplete="family-name" />
        <TextField meta={fields.email} label={t("profile.email")} type="email" autoComplete="email" />
        {pendingEmail ? <p>{t("profile.pendingEmail", { email: pendingEmail })}</p> : null}
        <TextField meta={fields.telephone} label={t("profile.telephone")} type="tel" autoComplete="tel" optional />
        <TextField meta={fields.mobile} label={t("profile.mobile")} type="tel" autoComplete="tel" optional />
        <h2>{t("profile.passwordTitle")}</h2>
        <TextField
          meta={fields.password}
          label={t("profile.newPassword")}
          hint={t("profile.newPasswordHint")}
          type="password"
          autoComplete="new-password"
          optional
        />
        <TextField meta={fields.confirmation} label={t("profile.confirmation")} type="password" autoComplete="new-password" optional />
        <TextField
          meta={fields.currentPassword}
          label={t("profile.currentPassword")}
          hint={t("profile.currentPasswordHint")}
          type="password"
          autoComplete="current-password"
          optional
        />
        <div className={styles.actions}>
          <SubmitButton>{t("profile.save")}</SubmitButton>
          <Link to="/settings">{t("profile.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
