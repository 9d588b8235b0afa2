import { useTranslation } from "~/platform/i18n/use-translation";
import { DetailsList } from "~/ui/details-list";
import type { PremiumFieldsFragment } from "~/platform/operations.generated";
import { useFormatters } from "~/platform/format";

type PremiumAnswers = {
  premiums: Pick<PremiumFieldsFragment, "type" | "value" | "unit" | "contributionValue">[];
  nettoPremiumComment: string | null;
  useEcoChequeComment: boolean | null;
  ecoChequeComment: string | null;
};

/** A position's (or a draft's) premiums with their amounts and units, then its premium comments, as label and text. */
export function usePremiumRows(position: PremiumAnswers): [label: string, value: string][] {
  const { t } = useTranslation("positions");
  const format = useFormatters();
  const euro = (amount: number) => format.euro(Math.round(amount * 100));
  const amountOf = (premium: PremiumAnswers["premiums"][number]) => {
    if (premium.type === "meal_vouchers") {
      return t("view.mealVoucherShares", { employer: euro(premium.value ?? 0), employee: euro(premium.contributionValue ?? 0) });
    }
    const value = premium.value ?? 0;
    if (!premium.unit) return euro(value);
    return t(`premiumUnits.amount.${premium.unit}`, { amount: premium.unit === "PERCENT" ? format.number(value) : euro(value) });
  };
  return [
    ...position.premiums.map((premium): [string, string] => [t(`premiumTypes.${premium.type}`), amountOf(premium)]),
    [t("premiums.nettoPremiumComment"), position.nettoPremiumComment || t("view.none")],
    [t("premiums.ecoChequeComment"), (position.useEcoChequeComment && position.ecoChequeComment) || t("view.none")],
  ];
}

/** A position's premiums, as the view shows them. */
export function PositionPremiums({ position }: { position: PremiumAnswers }) {
  const { t } = useTranslation("positions");
  const rows = usePremiumRows(position);
  return (
    <>
      {position.premiums.length === 0 ? <p>{t("view.noPremiums")}</p> : null}
      <DetailsList rows={rows} />
    </>
  );
}
