import { clientIpContext } from "~/platform/load-context";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Form, Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { z } from "zod";
import { ErrorSummary, TextField } from "~/ui/forms";
import { Notice } from "~/ui/notice";
import { SubmitButton } from "~/ui/submit-button";
import { refuse } from "~/forms/action.server";
import { useServerValidatedForm } from "~/forms/use-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import * as styles from "~/ui/forms.css";
import { attemptLogin } from "./login.server";
import { LoginSchema } from "./schema";
import { readFormData } from "~/platform/form-bodies.server";
import { sessionCookieDroppedAt } from "~/platform/session.server";
import { pageUrlOf } from "~/platform/page-url";
import { IDLE_MINUTES } from "~/platform/session-limits";

export const handle = { i18n: ["auth"], title: "auth:login.title", scripts: false } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = pageUrlOf(request);
  return {
    redirectTo: url.searchParams.get("redirectTo") ?? "",
    passwordChanged: url.searchParams.get("passwordChanged") === "1",
    // `npm start` from another computer's plain-HTTP address: say why signing in will not stick.
    cookieDropped: sessionCookieDroppedAt(url),
  };
}

/** Not on `formAction`: rate limits, two account kinds and the one-time code step make sign-in its own flow. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readFormData(request), { schema: LoginSchema });
  if (submission.status !== "success") return refuse(submission.reply({ hideFields: ["password"] }));
  return attemptLogin(request, context.get(clientIpContext), submission);
}

export default function LoginPage() {
  const { t } = useTranslation(["auth", "common"]);
  const { redirectTo, passwordChanged, cookieDropped } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useServerValidatedForm<z.input<typeof LoginSchema>>({ id: "login", lastResult });
  return (
    <>
      <h1>{t("login.title")}</h1>
      {passwordChanged ? <Notice>{t("resetPassword.done")}</Notice> : null}
      {cookieDropped ? <Notice>{t("login.plainHttp")}</Notice> : null}
      <ErrorSummary form={form} fields={[fields.email, fields.password]} />
      <Form method="post" className={styles.form} {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="username" />
        <TextField meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" />
        <div className={styles.actions}>
          <SubmitButton>{t("login.submit")}</SubmitButton>
          <Link to="/forgot-password">{t("login.forgotPassword")}</Link>
        </div>
      </Form>
      <p>
        {t("login.noAccount")} <Link to="/registration">{t("login.register")}</Link>
      </p>
      {/* How long a session lasts is said here, before it starts, not at the foot of every page (docs/decisions/0080). */}
      <p className={styles.hint}>{t("common:sessionEnd.note", { minutes: IDLE_MINUTES })}</p>
    </>
  );
}
