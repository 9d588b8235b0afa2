import { clientIpContext } from "~/platform/load-context";
import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs } from "react-router";
import { Form, Link, useActionData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, TextField } from "~/ui/forms";
import { HoneypotField } from "~/forms/honeypot-field";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { filledHoneypot } from "~/forms/honeypot";
import { useServerValidatedForm } from "~/forms/use-form";
import { RequestPasswordResetMutationDocument } from "~/platform/operations.generated";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/platform/payroll-api.server";
import * as styles from "~/ui/forms.css";
import { ForgotPasswordSchema } from "./schema";
import { readFormData } from "~/platform/form-bodies.server";

export const handle = { i18n: ["auth"], title: "auth:forgotPassword.title", scripts: false } satisfies PageHandle;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readFormData(request);
  // A bot is told what a person is told, so it learns nothing; no e-mail goes out.
  if (filledHoneypot(formData)) return redirect("/forgot-password/sent");
  return formAction({
    request,
    formData,
    schema: ForgotPasswordSchema,
    save: async ({ email }) => {
      // The API limits the mails per address and per client address (docs/decisions/0033), and answers the same either way.
      await graphql(RequestPasswordResetMutationDocument, { input: { email } }, null, { clientAddress: context.get(clientIpContext) });
      return redirect("/forgot-password/sent");
    },
    failed: "auth:forgotPassword.failed",
  });
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof ForgotPasswordSchema>>({ id: "forgot-password", lastResult });
  return (
    <>
      <h1>{t("forgotPassword.title")}</h1>
      <p>{t("forgotPassword.intro")}</p>
      <ErrorSummary form={form} fields={[fields.email]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <HoneypotField />
        <div className={styles.actions}>
          <SubmitButton>{t("forgotPassword.submit")}</SubmitButton>
          <Link to="/login">{t("backToLogin")}</Link>
        </div>
      </Form>
    </>
  );
}
