import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorContent } from "~/components/error-boundary";
import { Notice } from "~/components/forms";
import { ProfileForm } from "~/components/profile-form";
import { loadProfile, saveProfile } from "~/services/profile.server";
import { translatorFor } from "~/services/translate.server";
import { titleMeta } from "~/utils/meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const [profile, t] = await Promise.all([loadProfile(request), translatorFor(request, "settings")]);
  return json({ title: t("profile.title"), profile, saved: new URL(request.url).searchParams.has("saved") });
}

export const action = ({ request }: ActionFunctionArgs) => saveProfile(request);

export default function ProfilePage() {
  const { t } = useTranslation("settings");
  const { profile, saved } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <>
      <h1>{t("profile.title")}</h1>
      {saved && !lastResult ? <Notice>{t("profile.saved")}</Notice> : null}
      <ProfileForm profile={profile} lastResult={lastResult} action="/settings/profile" />
    </>
  );
}

export const meta = titleMeta;
export const ErrorBoundary = ErrorContent;
