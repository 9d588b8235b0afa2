import { useMemo } from "react";
import { useTranslation } from "~/platform/i18n/use-translation";
import { isLanguage } from "~domain/languages";
import { nationalityAdjective } from "~domain/nationalities";

// Countries as the API stores them (ISO 3166-1 alpha-2), with XK for Kosovo, which Belgian
// administrations use too. Their names come from Intl, in the page's language, made on the server.
const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ", "BA", "BB", "BD", "BE",
  "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD",
  "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM",
  "DO", "DZ", "EC", "EE", "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM", "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN",
  "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME",
  "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM",
  "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI",
  "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK",
  "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "XK", "YE", "YT", "ZA", "ZM", "ZW",
] as const; // prettier-ignore

const KNOWN = new Set<string>(COUNTRY_CODES);

export const isCountryCode = (value: string): boolean => KNOWN.has(value);

/** The countries a select offers first, where most employees of a Belgian payroll come from or live. */
const NEARBY = ["BE", "NL", "FR", "DE", "LU"];

/** Countries with their names in one language, in the order a select offers them. */
export type CountryList = { code: string; name: string; nearby: boolean }[];

const lists = new Map<string, CountryList>();

/** The nearby countries first, then all the others by name in that language. */
export function countryList(language: string): CountryList {
  let list = lists.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language], { type: "region" });
    const collator = new Intl.Collator(language);
    const nameOf = (code: string) => names.of(code) ?? code;
    const others = COUNTRY_CODES.filter((code) => !NEARBY.includes(code))
      .map((code) => ({ code, name: nameOf(code), nearby: false }))
      .sort((a, b) => collator.compare(a.name, b.name));
    lists.set(language, (list = [...NEARBY.map((code) => ({ code, name: nameOf(code), nearby: true })), ...others]));
  }
  return list;
}

/** The list's entries for these codes only: what a page that shows a few countries needs. */
export const countriesAmong = (list: CountryList, codes: (string | null)[]): CountryList => list.filter((country) => codes.includes(country.code));

/** A nationality as a summary list shows it: its label and its value. */
export type NationalityRow = { label: string; value: string };

/**
 * A country's name, a nationality and a select's options. Pass the list the loader made on the server
 * (countryList): the browser's Intl may name a country otherwise than the server's (Hong Kong SAR
 * China / Hong Kong), which would break hydration. Without one, the page's Intl names them.
 */
export function useCountries(list?: CountryList) {
  const { i18n, t } = useTranslation(["employees"]);
  const language = i18n.language;
  return useMemo(() => {
    const countries = list ?? countryList(language);
    const names = new Map(countries.map((country) => [country.code, country.name]));
    const name = (code: string | null | undefined) => (code ? (names.get(code) ?? code) : null);
    const options = countries.map((country) => ({ value: country.code, label: country.name, group: t(country.nearby ? "countries.nearby" : "countries.all") }));
    // "Nationality: Belgian" where the adjective is known, else "Country of nationality: <name>", which
    // reads right in every language ("Nationalité : Belgique" did not).
    const nationality = (code: string | null | undefined): NationalityRow | null => {
      if (!code) return null;
      const adjective = isLanguage(language) ? nationalityAdjective(code, language) : null;
      return adjective ? { label: t("general.nationality"), value: adjective } : { label: t("general.nationalityCountry"), value: name(code) ?? code };
    };
    return { name, nationality, options };
  }, [list, language, t]);
}
