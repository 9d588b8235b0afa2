import { Form } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import * as forms from "~/ui/forms.css";
import * as styles from "./shell.css";

/**
 * One search over the selected company (issue 46 §4): a GET form to /search, so that it works without
 * JavaScript. The search page has a field of its own, which keeps the text and says what is wrong with it.
 * Its button says Find, not Search: the lists' own Search buttons keep names of their own on every page.
 */
export function SearchBox() {
  const { t } = useTranslation();
  return (
    <Form method="get" action="/search" role="search" aria-label={t("searchBox.label")} className={styles.inlineForm}>
      <label htmlFor="shell-search" className={forms.hidden}>
        {t("searchBox.label")}
      </label>
      <input id="shell-search" type="search" name="q" className={styles.searchInput} />
      <button type="submit" className={forms.secondaryButton}>
        {t("searchBox.submit")}
      </button>
    </Form>
  );
}
