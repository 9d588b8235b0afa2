// Amounts as people type them in a form: Belgians write 15,25, English pages 15.25, and both must
// work on every page. No thousands separators: wages and premiums are small numbers.

const AMOUNT = /^(?:€\s*)?(\d{1,7})(?:[.,](\d{1,2}))?(?:\s*€)?$/;
const LOCALES: Record<string, string> = { en: "en-GB", nl: "nl-BE", fr: "fr-BE" };

/** "2,5", "2.50", "€ 2,50" or "2" → 2.5; null when the text is not a positive decimal with at most two decimals. */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return Number(`${match[1]}.${match[2] ?? "0"}`);
}

/** An amount in euro as typed ("15,25" or "15.25") → euro cents; null when it is not an amount. */
export function parseEuroCents(text: string): number | null {
  const euro = parseAmount(text);
  return euro === null ? null : Math.round(euro * 100);
}

/**
 * A saved amount as a form field shows it, in the page's language: 15.25 → "15,25" (nl, fr) or
 * "15.25" (en); money always with two decimals, percentages with as many as they have.
 */
export function amountForField(amount: number, language: string, { money }: { money: boolean }): string {
  return new Intl.NumberFormat(LOCALES[language] ?? LOCALES.nl, {
    useGrouping: false,
    minimumFractionDigits: money ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
