// Numbers, euro amounts and dates in the page's language, with the browser's own Intl: no locale data to
// ship. Belgian conventions: nl-BE and fr-BE; English pages use en-GB's day-month order.
const LOCALES: Record<string, string> = { en: "en-GB", nl: "nl-BE", fr: "fr-BE" };

export type Formatters = ReturnType<typeof buildFormatters>;

// Building an Intl formatter costs far more than using one: one set per language for the process.
const formattersByLocale = new Map<string, Formatters>();

export function formattersFor(language: string): Formatters {
  const locale = LOCALES[language] ?? LOCALES.nl;
  let formatters = formattersByLocale.get(locale);
  if (!formatters) formattersByLocale.set(locale, (formatters = buildFormatters(locale)));
  return formatters;
}

function buildFormatters(locale: string) {
  const number = new Intl.NumberFormat(locale);
  const euro = new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" });
  const date = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const day = new Intl.DateTimeFormat(locale, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const shortDay = new Intl.DateTimeFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" });
  const years = new Intl.NumberFormat(locale, { style: "unit", unit: "year", unitDisplay: "long" });
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Brussels" });
  return {
    number: (value: number) => number.format(value),
    euro: (cents: number) => euro.format(cents / 100),
    /** A calendar date (yyyy-MM-dd), shown as 8 April 1997 / 8 april 1997 / 8 avril 1997. */
    date: (isoDate: string) => date.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    /** A calendar date with its weekday: Monday 30 November 2026 / maandag 30 november 2026. */
    day: (isoDate: string) => day.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    /** A calendar date with its weekday, short, for a column heading: Mon 30 Nov / ma 30 nov. */
    shortDay: (isoDate: string) => shortDay.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    /** An instant (ISO 8601) as Belgian clocks showed it: 8 April 2026 at 14:05 / 8 april 2026 om 14:05. */
    dateTime: (isoInstant: string) => dateTime.format(new Date(isoInstant)),
    /** An age in whole years: 34 years / 34 jaar / 34 ans. */
    age: (wholeYears: number) => years.format(wholeYears),
  };
}
