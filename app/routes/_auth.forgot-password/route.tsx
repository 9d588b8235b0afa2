import { formErrorFor } from "~/platform/api-calls.server";
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { RequestPasswordResetMutationDocument } from "~/graphql/operations.generated";
import { ErrorSummary, SubmitButton, TextField } from "~/components/forms";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { graphql } from "~/services/payroll-api.server";
import * as styles from "~/styles/forms.css";
import { ForgotPasswordSchema } from "./schema";

export const handle = { i18n: ["auth"], title: "auth:forgotPassword.title" } satisfies PageHandle;

export async function action({ request }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  try {
    await graphql(RequestPasswordResetMutationDocument, { input: { email: submission.value.email } }, null);
  } catch (error) {
    return json(submission.reply({ formErrors: [formErrorFor(error, "auth:forgotPassword.failed")] }), { status: 400 });
  }
  return redirect("/forgot-password/sent");
}

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof ForgotPasswordSchema>>({ id: "forgot-password", lastResult, shouldRevalidate: "onBlur" });
  return (
    <>
      <h1>{t("forgotPassword.title")}</h1>
      <p>{t("forgotPassword.intro")}</p>
      <ErrorSummary form={form} fields={[fields.email]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" />
        <div className={styles.actions}>
          <SubmitButton>{t("forgotPassword.submit")}</SubmitButton>
          <Link to="/login">{t("backToLogin")}</Link>
        </div>
      </Form>
    </>
  );
}
