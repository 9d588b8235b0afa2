import { useTranslation } from "~/platform/i18n/use-translation";
import type { FullKey } from "~/platform/i18n/keys";
import * as styles from "./help.css";
import { PrimaryAction } from "~/ui/primary-action";

/** Translation keys of one promotion screen; each names its own keys in full so tests check them. */
export type PromoKeys = {
  title: FullKey<"help">;
  intro: FullKey<"help">;
  benefits: readonly { title: FullKey<"help">; text: FullKey<"help"> }[];
  outro: FullKey<"help">;
};

/** A promotion screen: what the offer brings, and a call to reach the company's office. */
export function PromoPage({ keys }: { keys: PromoKeys }) {
  const { t } = useTranslation(["help"]);
  return (
    <div className={styles.page}>
      <h1>{t(keys.title)}</h1>
      <p className={styles.lead}>{t(keys.intro)}</p>
      <h2>{t("help:promo.benefitsHeading")}</h2>
      <ul className={styles.benefits}>
        {keys.benefits.map((benefit) => (
          <li key={benefit.title} className={styles.benefit}>
            <strong>{t(benefit.title)}</strong> {t(benefit.text)}
          </li>
        ))}
      </ul>
      <p>{t(keys.outro)}</p>
      <p>
        <PrimaryAction to="/faq#contact">{t("help:promo.contactOffice")}</PrimaryAction>
      </p>
    </div>
  );
}
