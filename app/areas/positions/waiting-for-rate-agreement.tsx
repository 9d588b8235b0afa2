import { Link } from "react-router";
import { useTranslation } from "~/platform/i18n/use-translation";
import type { OfficeFieldsFragment } from "~/platform/operations.generated";

/**
 * Part 2 §2, screen 14: a company without a valid rate agreement cannot add or change positions yet.
 * The page says so in place of the wizard and names the office that makes the agreement.
 */
export function WaitingForRateAgreement({ companyName, office }: { companyName: string; office: OfficeFieldsFragment | null }) {
  const { t } = useTranslation("positions");
  return (
    <>
      <h1>{t("waiting.title")}</h1>
      <p>{t("waiting.intro", { company: companyName })}</p>
      {office ? (
        <>
          <p>{t("waiting.contact")}</p>
          <address>
            <strong>{office.name}</strong>
            <br />
            {office.street}
            <br />
            {`${office.zip} ${office.city}`}
            <br />
            {t("waiting.phone")} <a href={`tel:${office.phone.replace(/\s/g, "")}`}>{office.phone}</a>
            <br />
            {t("waiting.email")} <a href={`mailto:${office.email}`}>{office.email}</a>
          </address>
        </>
      ) : (
        <p>{t("waiting.noOffice")}</p>
      )}
      <p>
        <Link to="/positions/rate-agreements">{t("waiting.rateAgreements")}</Link>
      </p>
      <p>
        <Link to="/positions">{t("waiting.back")}</Link>
      </p>
    </>
  );
}
