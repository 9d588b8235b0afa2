import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorContent } from "~/ui/error-boundary";
import { ErrorSummary, SelectField, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { InviteToPayrollTeamMutationDocument } from "~/platform/operations.generated";
import { graphql } from "~/platform/payroll-api.server";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/ui/forms.css";
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~domain/languages";
import { PAYROLL_TEAM_PATH } from "~domain/team";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { InviteToPayrollTeamSchema } from "./schema";

export const handle = { i18n: ["team"], title: "team:invite.title" } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  return formAction({
    request,
    schema: InviteToPayrollTeamSchema,
    save: async ({ mobile, ...fields }) => {
      await graphql(InviteToPayrollTeamMutationDocument, { input: { ...fields, mobile: mobile || null } }, credentials);
      return redirect(`${PAYROLL_TEAM_PATH}?done=invited`);
    },
    refusals: {
      FIELD_REQUIRED: { fields: ["firstName", "lastName"], message: "team:invite.errors.namesRequired" },
      EMAIL_INVALID: { fields: ["email"], message: "common:validation.emailInvalid" },
      PHONE_INVALID: { fields: ["mobile"], message: "common:validation.phoneInvalid" },
      ALREADY_IN_TEAM: { fields: ["email"], message: "team:invite.errors.alreadyInTeam" },
      NOT_ALLOWED: { form: "team:invite.errors.notAllowed", status: 403 },
      // The API's mail throttles (docs/decisions/0033).
      INVITATION_SENT_RECENTLY: { fields: ["email"], message: "team:throttled.invitationSentRecently" },
      TOO_MANY_INVITATIONS: { form: "team:throttled.tooManyInvitations", status: 429 },
    },
    failed: "team:invite.errors.failed",
  });
}

/** Invite staff (part 1 §2.4): the new member gets an e-mail to register, and shows as awaiting registration. */
export default function InviteToPayrollTeamPage() {
  const { t, i18n } = useTranslation(["team", "common"]);
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof InviteToPayrollTeamSchema>>({
    id: "invite-to-payroll-team",
    lastResult,
    // The page's language is the likeliest choice; the inviter can pick the invitee's own.
    defaultValue: { preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined },
  });
  return (
    <>
      <h1>{t("invite.title")}</h1>
      <ErrorSummary form={form} fields={[fields.firstName, fields.lastName, fields.email, fields.mobile, fields.preferredLanguage]} />
      <p>{t("invite.intro")}</p>
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("invite.firstName")} autoComplete="off" />
        <TextField meta={fields.lastName} label={t("invite.lastName")} autoComplete="off" />
        <TextField meta={fields.email} label={t("invite.email")} type="email" autoComplete="off" />
        <TextField meta={fields.mobile} label={t("invite.mobile")} hint={t("invite.mobileHint")} type="tel" autoComplete="off" optional />
        <SelectField
          meta={fields.preferredLanguage}
          label={t("invite.language")}
          hint={t("invite.languageHint")}
          placeholder={t("common:forms.choose")}
          options={SUPPORTED_LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <div className={styles.actions}>
          <SubmitButton>{t("invite.submit")}</SubmitButton>
          <Link to={PAYROLL_TEAM_PATH}>{t("invite.cancel")}</Link>
        </div>
      </Form>
    </>
  );
}
export const ErrorBoundary = ErrorContent;
