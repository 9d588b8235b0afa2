import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { NewPasswordForm } from "~/areas/auth/new-password-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { choosePassword } from "~/areas/auth/choose-password.server";
import { pageUrlOf } from "~/platform/page-url";

export const handle = { i18n: ["auth"], title: "auth:setYourPassword.title", scripts: false } satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  return { token: pageUrlOf(request).searchParams.get("token") ?? "" };
}

export const action = ({ request }: ActionFunctionArgs) => choosePassword(request, "welcome");

export default function SetYourPasswordPage() {
  const { t } = useTranslation("auth");
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <h1>{t("setYourPassword.title")}</h1>
      <p>{t("setYourPassword.intro")}</p>
      {token ? <NewPasswordForm token={token} lastResult={lastResult} askEmail submitLabel={t("setYourPassword.submit")} /> : <p>{t("linkInvalid")}</p>}
    </>
  );
}
