import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { NewPasswordForm } from "~/areas/auth/new-password-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { choosePassword } from "~/areas/auth/choose-password.server";
import { pageUrlOf } from "~/platform/page-url";

export const handle = { i18n: ["auth"], title: "auth:resetPassword.title", scripts: false } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: pageUrlOf(request).searchParams.get("token") ?? "" };
}

export const action = ({ request }: ActionFunctionArgs) => choosePassword(request, "reset");

export default function ResetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <h1>{t("resetPassword.title")}</h1>
      {token ? (
        <NewPasswordForm token={token} lastResult={lastResult} askEmail={false} submitLabel={t("resetPassword.submit")} />
      ) : (
        <>
          <p>{t("linkInvalid")}</p>
          <p>
            <Link to="/forgot-password">{t("requestNewLink")}</Link>
          </p>
        </>
      )}
    </>
  );
}
