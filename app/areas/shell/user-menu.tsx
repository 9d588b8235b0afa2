import { Form, Link, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { LanguageButtons } from "~/ui/language-switcher";
import * as forms from "~/ui/forms.css";
import * as styles from "./shell.css";

export type CompanyChoice = { id: string; name: string };

/**
 * The user menu as a disclosure (<details>): it opens without JavaScript and by keyboard. Changing
 * the language here also saves it as the user's preferred language.
 */
export function UserMenu({ userName, showSettings }: { userName: string; showSettings: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <details className={styles.menu}>
      <summary className={styles.menuSummary}>{t("userMenu.open", { name: userName })}</summary>
      <div className={styles.menuPanel}>
        <Form method="post" action="/preferences/language" className={styles.inlineForm} reloadDocument>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <fieldset className={styles.inlineForm}>
            <legend className={styles.menuHeading}>{t("userMenu.language")}</legend>
            <LanguageButtons name="language" className={forms.secondaryButton} />
          </fieldset>
        </Form>
        {showSettings ? <Link to="/settings">{t("userMenu.settings")}</Link> : null}
        <Form method="post" action="/logout">
          <button type="submit" className={forms.button}>
            {t("signOut")}
          </button>
        </Form>
      </div>
    </details>
  );
}

/** Shown for two or more companies: a plain form, so switching works without JavaScript. */
export function CompanySwitcher({ companies, selectedId }: { companies: CompanyChoice[]; selectedId?: string }) {
  const { t } = useTranslation();
  if (companies.length < 2) return null;
  return (
    <Form method="post" action="/switch-company" className={styles.inlineForm}>
      <label htmlFor="company-switcher">{t("companySwitcher.label")}</label>
      <select id="company-switcher" name="companyId" defaultValue={selectedId} className={styles.select}>
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.name}
          </option>
        ))}
      </select>
      <button type="submit" className={forms.secondaryButton}>
        {t("companySwitcher.submit")}
      </button>
    </Form>
  );
}
