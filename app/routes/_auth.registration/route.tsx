import { clientIpContext } from "~/platform/load-context";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, TextField } from "~/ui/forms";
import { HoneypotField } from "~/forms/honeypot-field";
import { SubmitButton } from "~/ui/submit-button";
import { formAction, refuse } from "~/forms/action.server";
import { filledHoneypot } from "~/forms/honeypot";
import { useServerValidatedForm } from "~/forms/use-form";
import { languageOf } from "~/platform/i18next.server";
import { signUp, startSignedInSession } from "~/areas/auth/auth.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import * as styles from "~/ui/forms.css";
import { RegistrationSchema } from "./schema";
import { readFormData } from "~/platform/form-bodies.server";

export const handle = { i18n: ["auth"], title: "auth:registration.title", scripts: false } satisfies PageHandle;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // No account for a bot: it gets the form back with the registration's general failure.
  if (filledHoneypot(formData)) {
    const submission = parseWithZod(formData, { schema: RegistrationSchema });
    return refuse(submission.reply({ formErrors: ["auth:registration.failed"], hideFields: ["password"] }));
  }
  return formAction({
    request,
    formData,
    schema: RegistrationSchema,
    save: async (fields) => {
      const credentials = await signUp({ ...fields, language: await languageOf(request) }, context.get(clientIpContext));
      return startSignedInSession(request, credentials, "/");
    },
    refusals: {
      email_taken: { fields: ["email"], message: "auth:registration.emailTaken" },
      // The API's limit per client address (docs/decisions/0033): it says nothing of the address typed.
      too_many_requests: { form: "auth:registration.tooMany", status: 429 },
    },
    failed: "auth:registration.failed",
    hideFields: ["password"],
  });
}

export default function RegistrationPage() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof RegistrationSchema>>({ id: "registration", lastResult });
  const emailTaken = fields.email.errors?.includes("auth:registration.emailTaken");
  return (
    <>
      <h1>{t("registration.title")}</h1>
      <ErrorSummary form={form} fields={[fields.firstName, fields.lastName, fields.email, fields.password, fields.mobile]} />
      {emailTaken ? (
        <p>
          <Link to="/login">{t("registration.signInInstead")}</Link>
        </p>
      ) : null}
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.firstName} label={t("fields.firstName")} autoComplete="given-name" />
        <TextField meta={fields.lastName} label={t("fields.lastName")} autoComplete="family-name" />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <TextField meta={fields.password} label={t("fields.password")} hint={t("fields.newPasswordHint")} type="password" autoComplete="new-password" />
        <TextField meta={fields.mobile} label={t("fields.mobile")} type="tel" autoComplete="tel" optional />
        <HoneypotField />
        <h2>{t("registration.policyTitle")}</h2>
        <p>{t("registration.policy")}</p>
        <SubmitButton>{t("registration.submit")}</SubmitButton>
      </Form>
      <p>
        {t("registration.haveAccount")} <Link to="/login">{t("registration.signIn")}</Link>
      </p>
    </>
  );
}
