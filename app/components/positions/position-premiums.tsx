import { useTranslation } from "react-i18next";
import { DetailsList } from "~/components/details-list";
import type { PositionQuery, PremiumFieldsFragment } from "~/graphql/operations.generated";
import { useFormatters } from "~/utils/format";

type Position = NonNullable<PositionQuery["position"]>;

/** A position's premiums with their amounts and units, then its premium comments, as the view shows them. */
export function PositionPremiums({ position }: { position: Pick<Position, "premiums" | "nettoPremiumComment" | "useEcoChequeComment" | "ecoChequeComment"> }) {
  const { t } = useTranslation("positions");
  const format = useFormatters();
  const euro = (amount: number) => format.euro(Math.round(amount * 100));
  const amountOf = (premium: PremiumFieldsFragment) => {
    if (premium.type === "meal_vouchers") {
      return t("view.mealVoucherShares", { employer: euro(premium.value ?? 0), employee: euro(premium.contributionValue ?? 0) });
    }
    const value = premium.value ?? 0;
    if (!premium.unit) return euro(value);
    return t(`premiumUnits.amount.${premium.unit}`, { amount: premium.unit === "PERCENT" ? format.number(value) : euro(value) });
  };
  const rows: [string, string][] = [
    ...position.premiums.map((premium): [string, string] => [t(`premiumTypes.${premium.type}`), amountOf(premium)]),
    [t("premiums.nettoPremiumComment"), position.nettoPremiumComment || t("view.none")],
    [t("premiums.ecoChequeComment"), (position.useEcoChequeComment && position.ecoChequeComment) || t("view.none")],
  ];
  return (
    <>
      {position.premiums.length === 0 ? <p>{t("view.noPremiums")}</p> : null}
      <DetailsList rows={rows} />
    </>
  );
}
