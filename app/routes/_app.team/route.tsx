import { type LoaderFunctionArgs } from "react-router";
import { Outlet, useLoaderData } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { PAYROLL_TEAM_PATH, SELECTION_TEAM_PATH, teamPagesOf } from "~domain/team";
import { Tabs } from "~/ui/tabs";
import { requireAccount } from "~/platform/user.server";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";

export const handle = { i18n: ["team"] };

export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  const { capabilities } = await requireAccount(request, { layout: true });
  return { pages: teamPagesOf(capabilities) };
}

/** The team's pages (part 1 §2.3): the payroll team and the selection team, side by side when the company has both. */
export default function TeamLayout() {
  const { t } = useTranslation("team");
  const { pages } = useLoaderData<typeof loader>();
  const links = [
    ...(pages.payrollTeam ? [{ to: PAYROLL_TEAM_PATH, label: t("nav.payrollTeam") }] : []),
    ...(pages.selectionKinds.length > 0 ? [{ to: SELECTION_TEAM_PATH, label: t("nav.selectionTeam") }] : []),
  ];
  return (
    <>
      {links.length > 1 ? <Tabs label={t("nav.label")} links={links} /> : null}
      <Outlet />
    </>
  );
}
