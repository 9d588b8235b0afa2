import { data, redirectDocument, type LoaderFunctionArgs } from "react-router";
import { Link, Outlet, useLoaderData, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { GeneralErrorBoundary } from "~/ui/error-boundary";
import { HeaderMenu } from "~/ui/header-menu";
import { PageMain, SkipLink } from "~/ui/page";
import { SessionTimeout } from "~/ui/session-timeout";
import { RestrictionNotices } from "~/areas/shell/notices";
import { SearchBox } from "~/areas/shell/search-box";
import { SidePanel } from "~/areas/shell/side-panel";
import { CompanySwitcher, UserMenu } from "~/areas/shell/user-menu";
import { isSidePanelCollapsed } from "~/areas/shell/preferences.server";
import { navigationFor, noticesFor } from "~/areas/shell/shell.server";
import { requireAccount } from "~/platform/user.server";
import { syncToAccountLanguage } from "~/platform/language-sync.server";
import { safeRedirect } from "~/platform/safe-redirect";
import * as styles from "~/areas/shell/shell.css";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";
import { pageUrlOf } from "~/platform/page-url";

export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  const account = await requireAccount(request, { layout: true });
  const { user, state } = account;
  // A preferred language changed elsewhere (part 1 §4) shows from the next page on.
  const language = await syncToAccountLanguage(request, user.preferredLanguage);
  const headers = new Headers(language.cookies.map((cookie): [string, string] => ["Set-Cookie", cookie]));
  if (language.reload) {
    const url = pageUrlOf(request);
    // The splat route takes any path, "//evil.example" too: only a path on this site is reloaded.
    throw redirectDocument(safeRedirect(`${url.pathname}${url.search}`), { headers });
  }
  const normal = state === "normal";
  const [navigation, notices] = normal ? await Promise.all([navigationFor(request, account), noticesFor(request, account)]) : [[], []];
  return data(
    {
      userName: `${user.firstName} ${user.lastName}`,
      companies: user.permissions.map((permission) => ({ id: permission.companyId, name: permission.companyName })),
      selectedCompanyId: user.company?.id,
      showSettings: normal,
      navigation,
      notices,
      sidePanelCollapsed: await isSidePanelCollapsed(request),
    },
    { headers },
  );
}

export default function AppLayout() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  // The search page has its own field, which keeps the text searched for.
  const searchable = data.showSettings && pathname !== "/search";
  return (
    <>
      <SkipLink />
      <div className={styles.page}>
        <header className={styles.banner}>
          <Link className={styles.brand} to="/">
            {t("appName")}
          </Link>
          <HeaderMenu>
            <div className={styles.headerActions}>
              {searchable ? <SearchBox /> : null}
              <CompanySwitcher companies={data.companies} selectedId={data.selectedCompanyId} />
              <UserMenu userName={data.userName} showSettings={data.showSettings} />
            </div>
            {data.navigation.length > 0 ? <SidePanel entries={data.navigation} collapsed={data.sidePanelCollapsed} /> : null}
          </HeaderMenu>
        </header>
        <RestrictionNotices notices={data.notices} />
        <div className={styles.content}>
          <PageMain>
            <Outlet />
            <SessionTimeout />
          </PageMain>
          {/* In the page's flow, under its content: floating, it covered a list's last column and a form's Change links on a phone (issue 47). */}
          <aside className={styles.help} aria-label={t("needHelp")}>
            <Link className={styles.helpLauncher} to="/faq#contact">
              {t("needHelp")}
            </Link>
          </aside>
        </div>
      </div>
    </>
  );
}

// The layout itself failing (the API down while loading the user) leaves no shell to keep.
export const ErrorBoundary = GeneralErrorBoundary;
