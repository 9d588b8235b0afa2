import { type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { recordNotFound } from "~/ui/record-not-found";
import { ProfileForm } from "~/areas/settings/profile-form";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { loadProfile } from "~/areas/settings/profile.server";
import * as styles from "~/areas/settings/settings.css";

export const handle = {
  title: "settings:title",
  notFound: { title: "settings:profile.notFound.title", body: "settings:profile.notFound.body", backTo: "/", back: "common:errorPages.backHome" },
} satisfies PageHandle;

/**
 * /settings: on large screens the profile beside the menu, on small ones the menu alone (part 1
 * §2.3). The server cannot know the screen, so the profile is rendered and hidden by CSS there.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return await loadProfile(request);
}

export default function SettingsIndexPage() {
  const { t } = useTranslation("settings");
  const { profile, pendingEmail } = useLoaderData<typeof loader>();
  return (
    <>
      <section className={styles.wideOnly} aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t("profile.title")}</h2>
        <ProfileForm profile={profile} pendingEmail={pendingEmail ?? null} lastResult={undefined} action="/settings/profile" />
      </section>
    </>
  );
}
export const ErrorBoundary = recordNotFound(handle.notFound);
