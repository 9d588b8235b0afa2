import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { PageHandle } from "~/platform/i18n/page-handle";

export const handle = { i18n: ["auth"], title: "auth:forgotPassword.sentTitle", scripts: false } satisfies PageHandle;

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
