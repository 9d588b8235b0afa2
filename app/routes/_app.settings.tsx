import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { requireAccount } from "~/platform/user.server";
import * as styles from "~/areas/settings/settings.css";
import { skipRevalidationAfterRefusal } from "~/forms/revalidation";

export const handle = { i18n: ["settings"] };

export const shouldRevalidate = skipRevalidationAfterRefusal;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAccount(request, { layout: true });
  return json({ costPlacesEnabled: Boolean(user.company?.costPlacesEnabled) });
}

/** The settings menu (part 1 §2.4): a Company group and a Personal group, beside every settings page. */
export default function SettingsLayout() {
  const { t } = useTranslation("settings");
  const { costPlacesEnabled } = useLoaderData<typeof loader>();
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
      <nav aria-label={t("menu.label")} className={styles.menu}>
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
