import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { recordNotFound } from "~/ui/record-not-found";
import { Notice } from "~/ui/notice";
import { ProfileForm } from "~/areas/settings/profile-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadProfile, saveProfile } from "~/areas/settings/profile.server";
import { pageUrlOf } from "~/platform/page-url";

export const handle = {
  title: "settings:profile.title",
  notFound: { title: "settings:profile.notFound.title", body: "settings:profile.notFound.body", backTo: "/settings", back: "settings:backToSettings" },
} satisfies PageHandle;

export async function loader({ request }: LoaderFunctionArgs) {
  const { profile, pendingEmail } = await loadProfile(request);
  const { searchParams } = pageUrlOf(request);
  return { profile, pendingEmail, saved: searchParams.has("saved"), emailConfirmed: searchParams.has("email-confirmed") };
}

export const action = ({ request }: ActionFunctionArgs) => saveProfile(request);

export default function ProfilePage() {
  const { t } = useTranslation("settings");
  const { profile, pendingEmail, saved, emailConfirmed } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <h1>{t("profile.title")}</h1>
      {saved && !lastResult ? <Notice>{t("profile.saved")}</Notice> : null}
      {emailConfirmed && !lastResult ? <Notice>{t("profile.emailConfirmed", { email: profile.email })}</Notice> : null}
      <ProfileForm profile={profile} pendingEmail={pendingEmail ?? null} lastResult={lastResult} action="/settings/profile" />
    </>
  );
}
export const ErrorBoundary = recordNotFound(handle.notFound);
