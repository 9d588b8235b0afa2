import { type LoaderFunctionArgs } from "react-router";
import { Link, NavLink, Outlet, useLoaderData, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/areas/settings/settings.css";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";

export const handle = { i18n: ["settings"] };

export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAccount(request, { layout: true });
  return { costPlacesEnabled: Boolean(user.company?.costPlacesEnabled) };
}

/**
 * The settings menu (part 1 §2.4): a Company group and a Personal group, beside every settings page on
 * wide screens. On small ones it is /settings alone, and a settings page links back to it instead: the
 * menu above it would push its h1 out of the first screen (docs/decisions/0051).
 */
export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  const { costPlacesEnabled } = useLoaderData<typeof loader>();
  const isMenuPage = useLocation().pathname.replace(/\/$/, "") === "/settings";
  const groups = [
    {
      id: "company" as const,
      links: [
        { to: "/settings/company", label: t("menu.company") },
        { to: "/settings/company-users", label: t("menu.users") },
        { to: "/settings/offers", label: t("menu.offers") },
        ...(costPlacesEnabled ? [{ to: "/settings/cost-places", label: t("menu.costPlaces") }] : []),
        { to: "/settings/reference-tables", label: t("menu.referenceTables") },
      ],
    },
    {
      id: "personal" as const,
      links: [
        { to: "/settings/profile", label: t("menu.profile") },
        { to: "/settings/email-settings", label: t("menu.emailSettings") },
      ],
    },
  ];
  return (
    <div className={styles.layout}>
      {/* The menu page's h1 comes before the menu: on a phone, where the menu is the whole page, it stays within the first screen (issue 47). */}
      {isMenuPage ? <h1 className={styles.menuPageHeading}>{t("title")}</h1> : null}
      {isMenuPage ? null : (
        <p className={styles.narrowOnly}>
          <Link to="/settings">{t("menu.all")}</Link>
        </p>
      )}
      <nav aria-label={t("menu.label")} className={isMenuPage ? styles.menu : `${styles.menu} ${styles.wideOnly}`}>
        {groups.map((group) => (
          <div key={group.id}>
            <p className={styles.menuGroup} id={`settings-${group.id}`}>
              {t(`menu.groups.${group.id}`)}
            </p>
            <ul className={styles.menuList} aria-labelledby={`settings-${group.id}`}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={styles.menuLink}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div>
        <Outlet />
      </div>
    </div>
  );
}
