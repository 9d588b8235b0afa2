import { Form, useLocation } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from "~domain/languages";
import * as styles from "./layout.css";

/**
 * A GET form with a button per language: works without JavaScript, keeps the page's query. It
 * always loads a whole new document, since every text on the page changes.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== "lng");
  return (
    <Form reloadDocument method="get" action={location.pathname} className={styles.languageForm} aria-label={t("language.label")}>
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LanguageButtons name="lng" className={styles.languageButton} />
    </Form>
  );
}

/** One submit button per language, each named in itself; the current one is marked. */
export function LanguageButtons({ name, className }: { name: string; className: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="submit"
          name={name}
          value={language}
          lang={language}
          className={className}
          aria-current={i18n.language === language ? "true" : undefined}
        >
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </>
  );
}
