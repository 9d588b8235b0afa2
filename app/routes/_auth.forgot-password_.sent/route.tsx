import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { translatorFor } from "~/services/translate.server";
import { titleMeta } from "~/utils/meta";

export const handle = { i18n: ["auth"] };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await translatorFor(request, "auth");
  return json({ title: t("forgotPassword.sentTitle") });
}

export default function ResetLinkSentPage() {
  const { t } = useTranslation("auth");
  return (
    <>
      <h1>{t("forgotPassword.sentTitle")}</h1>
      <p>{t("forgotPassword.sentBody")}</p>
      <p>{t("forgotPassword.checkSpam")}</p>
      <p>
        <Link to="/login">{t("backToLogin")}</Link>
      </p>
    </>
  );
}

export const meta = titleMeta;
