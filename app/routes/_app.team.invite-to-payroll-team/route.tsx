import { formErrorFor } from "~/platform/api-calls.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "../../../domain/languages";
import { PAYROLL_TEAM_PATH } from "../../../domain/team";
import { ErrorContent } from "~/components/error-boundary";
import { ErrorSummary, SelectField, SubmitButton, TextField } from "~/components/forms";
import { InviteToPayrollTeamMutationDocument } from "~/graphql/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { ApiError, graphql } from "~/services/payroll-api.server";
import { requireAccount } from "~/services/user.server";
import * as styles from "~/styles/forms.css";
import { InviteToPayrollTeamSchema } from "./schema";

export const handle = { i18n: ["team"], title: "team:invite.title" } satisfies PageHandle;

type Field = "firstName" | "lastName" | "email" | "mobile";

/** The API's refusals, each said next to the field it is about; the others go above the form. */
const FIELD_ERRORS: Record<string, [fields: Field[], message: string]> = {
  FIELD_REQUIRED: [["firstName", "lastName"], "team:invite.errors.namesRequired"],
  EMAIL_INVALID: [["email"], "common:validation.emailInvalid"],
  PHONE_INVALID: [["mobile"], "common:validation.phoneInvalid"],
  ALREADY_IN_TEAM: [["email"], "team:invite.errors.alreadyInTeam"],
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireAccount(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { credentials } = await requireAccount(request);
  const submission = parseWithZod(await request.formData(), { schema: InviteToPayrollTeamSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const { mobile, ...fields } = submission.value;
  try {
    await graphql(InviteToPayrollTeamMutationDocument, { input: { ...fields, mobile: mobile || null } }, credentials);
  } catch (error) {
    const code = error instanceof ApiError ? error.code : undefined;
    const fieldError = code ? FIELD_ERRORS[code] : undefined;
    if (fieldError) {
      const [names, message] = fieldError;
      return json(submission.reply({ fieldErrors: Object.fromEntries(names.map((name) => [name, [message]])) }), { status: 400 });
    }
    const formError = code === "NOT_ALLOWED" ? "team:invite.errors.notAllowed" : formErrorFor(error, "team:invite.errors.failed");
    return json(submission.reply({ formErrors: [formError] }), { status: code === "NOT_ALLOWED" ? 403 : 400 });
  }
  return redirect(`${PAYROLL_TEAM_PATH}?done=invited`);
}

/** Invite staff (part 1 §2.4): the new member gets an e-mail to register, and shows as awaiting registration. */
export default function InviteToPayrollTeamPage() {
  const { t, i18n } = useTranslation(["team", "common"]);
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof InviteToPayrollTeamSchema>>({
    id: "invite-to-payroll-team",
    lastResult,
    // The page's language is the likeliest choice; the inviter can pick the invitee's own.
    defaultValue: { preferredLanguage: isLanguage(i18n.language) ? i18n.language : undefined },
    shouldRevalidate: "onBlur",
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
