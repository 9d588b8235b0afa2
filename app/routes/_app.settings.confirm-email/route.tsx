import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { Link, useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { Confirmation } from "~/ui/confirmation";
import { ErrorSummary } from "~/ui/forms";
import { recordNotFound } from "~/ui/record-not-found";
import { useServerValidatedForm } from "~/forms/use-form";
import { confirmEmailChange, loadProfile } from "~/areas/settings/profile.server";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { pageUrlOf } from "~/platform/page-url";

export const handle = {
  title: "settings:confirmEmail.title",
  notFound: { title: "settings:profile.notFound.title", body: "settings:profile.notFound.body", backTo: "/settings", back: "settings:backToSettings" },
} satisfies PageHandle;

/**
 * The page the link mailed to a new address opens (docs/decisions/0061). The GET only asks, so that a
 * mail scanner that fetches the link changes nothing; the button POSTs, signed in as the account.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { pendingEmail } = await loadProfile(request);
  const hasToken = Boolean(pageUrlOf(request).searchParams.get("token"));
  return { pendingEmail: hasToken ? pendingEmail : null };
}

export const action = ({ request }: ActionFunctionArgs) => confirmEmailChange(request);

export default function ConfirmEmailPage() {
  const { t } = useTranslation("settings");
  const { pendingEmail } = useLoaderData<typeof loader>();
  const [form] = useServerValidatedForm({ id: "confirm-email", lastResult: useActionData<typeof action>() });
  if (!pendingEmail) {
    return (
      <>
        <h1>{t("confirmEmail.title")}</h1>
        <p>{t("confirmEmail.invalid")}</p>
        <p>
          <Link to="/settings/profile">{t("confirmEmail.toProfile")}</Link>
        </p>
      </>
    );
  }
  return (
    <>
      <ErrorSummary form={form} fields={[]} />
      <Confirmation title={t("confirmEmail.title")} confirmLabel={t("confirmEmail.confirm")} cancelLabel={t("profile.cancel")} cancelTo="/settings/profile">
        <p>{t("confirmEmail.intro", { email: pendingEmail })}</p>
      </Confirmation>
    </>
  );
}

export const ErrorBoundary = recordNotFound(handle.notFound);
