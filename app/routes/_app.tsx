import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AppHeader } from "~/components/app-header";
import { PageMain, SkipLink } from "~/components/page";
import { capabilitiesOfUser, requireUser } from "~/services/user.server";
import * as styles from "~/styles/layout.css";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const capabilities = capabilitiesOfUser(user);
  return json({
    userName: `${user.firstName} ${user.lastName}`,
    companyName: user.company?.name,
    showDashboard: capabilities.payroll || capabilities.selection || capabilities.hoursValidation,
  });
}

export default function AppLayout() {
  const { t } = useTranslation();
  const { userName, companyName, showDashboard } = useLoaderData<typeof loader>();
  return (
    <>
      <SkipLink />
      <AppHeader home="/" userName={userName} companyName={companyName} />
      {showDashboard ? (
        <nav aria-label={t("nav.label")} className={styles.nav}>
          <Link to="/dashboard">{t("nav.dashboard")}</Link>
        </nav>
      ) : null}
      <PageMain>
        <Outlet />
      </PageMain>
    </>
  );
}
