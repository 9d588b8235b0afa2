import { getFormProps } from "@conform-to/react";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, TextField } from "~/ui/forms";
import { SubmitButton } from "~/ui/submit-button";
import { formAction } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import { startSignedInSession, verifyOtp } from "~/areas/auth/auth.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { safeRedirect } from "~/platform/safe-redirect";
import { otpChallengeOf } from "~/platform/session.server";
import * as styles from "~/ui/forms.css";
import { OtpSchema } from "./schema";
import { pageUrlOf } from "~/platform/page-url";

export const handle = { i18n: ["auth"], title: "auth:otp.title", scripts: false } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const challenge = await otpChallengeOf(request);
  if (!challenge) throw redirect("/login");
  return { email: challenge.email, reason: challenge.reason, redirectTo: pageUrlOf(request).searchParams.get("redirectTo") ?? "" };
}

export async function action({ request }: ActionFunctionArgs) {
  const challenge = await otpChallengeOf(request);
  if (!challenge) throw redirect("/login");
  return formAction({
    request,
    schema: OtpSchema,
    save: async ({ code, redirectTo }) => {
      const credentials = await verifyOtp(challenge, code);
      return startSignedInSession(request, credentials, safeRedirect(redirectTo));
    },
    // The API answers a wrong or expired code with a 401: here that is the form's message, not a sign-out.
    refusals: { invalid_otp: { form: "auth:otp.failed" }, otp_attempts_exhausted: { form: "auth:otp.attemptsExhausted", status: 429 } },
    failed: "auth:otp.failed",
    // A one-time code is a secret too, and a wrong one is typed afresh.
    hideFields: ["code"],
  });
}

export default function VerifyCodePage() {
  const { t } = useTranslation("auth");
  const { email, reason, redirectTo } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof OtpSchema>>({ id: "otp", lastResult });
  return (
    <>
      <h1>{t("otp.title")}</h1>
      {/* After many failed sign-ins a wrong password gets this step too (docs/decisions/0033): the page cannot say a code was sent. */}
      <p>{reason === "failed_sign_ins" ? t("otp.afterFailures", { email }) : t("otp.intro", { email })}</p>
      <ErrorSummary form={form} fields={[fields.code]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.code} label={t("otp.code")} hint={t("otp.codeHint")} autoComplete="one-time-code" />
        <div className={styles.actions}>
          <SubmitButton>{t("otp.submit")}</SubmitButton>
          <Link to="/login">{t("backToLogin")}</Link>
        </div>
      </Form>
    </>
  );
}
