import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { SelectField, TextField } from "./forms";

/** The countries a workplace is in, Belgium first; their names come from Intl in the page's language. */
const WORKPLACE_COUNTRIES = ["BE", "NL", "FR", "DE", "LU"];

export type AddressMetas = Record<"street" | "streetNumber" | "zip" | "city" | "country", FieldMetadata<string | undefined>>;

/** A workplace country's name in the page's language; a value that is no code stays as it was typed. */
export function useCountryName(): (code: string) => string {
  const { i18n } = useTranslation();
  const names = new Intl.DisplayNames([i18n.language], { type: "region" });
  return (code) => (/^[A-Z]{2}$/.test(code) ? (names.of(code) ?? code) : code);
}

/**
 * A workplace's address, asked the same way in the position and the contract wizard (issue 47): the
 * same words and controls, the country chosen from a list.
 */
export function AddressFields({ fields }: { fields: AddressMetas }) {
  const { t } = useTranslation();
  const countryName = useCountryName();
  return (
    <>
      <TextField meta={fields.street} label={t("address.street")} autoComplete="off" />
      <TextField meta={fields.streetNumber} label={t("address.streetNumber")} autoComplete="off" />
      <TextField meta={fields.zip} label={t("address.zip")} autoComplete="off" />
      <TextField meta={fields.city} label={t("address.city")} autoComplete="off" />
      <SelectField
        meta={fields.country}
        label={t("address.country")}
        placeholder={t("forms.choose")}
        options={WORKPLACE_COUNTRIES.map((code) => ({ value: code, label: countryName(code) }))}
      />
    </>
  );
}
