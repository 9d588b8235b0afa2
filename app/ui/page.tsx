import type { ReactNode } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { KeptFormNotice } from "./kept-form-notice";
import * as styles from "./layout.css";

const MAIN_ID = "main-content";

/** The page's main landmark, target of the skip link. */
export function PageMain({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
      <KeptFormNotice />
      {children}
    </main>
  );
}

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className={styles.skipLink} href={`#${MAIN_ID}`}>
      {t("skipLink")}
    </a>
  );
}
