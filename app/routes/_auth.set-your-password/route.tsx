import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NewPasswordForm } from "~/components/new-password-form";
import { choosePassword } from "~/services/choose-password.server";
import { translatorFor } from "~/services/translate.server";
import { titleMeta } from "~/utils/meta";

export const handle = { i18n: ["auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(request, "auth");
  return json({ title: t("setYourPassword.title"), token: new URL(request.url).searchParams.get("token") ?? "" });
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
      {token ? (
        <NewPasswordForm token={token} lastResult={lastResult} askEmail submitLabel={t("setYourPassword.submit")} />
      ) : (
        <p>{t("linkInvalid")}</p>
      )}
    </>
  );
}

export const meta = titleMeta;
