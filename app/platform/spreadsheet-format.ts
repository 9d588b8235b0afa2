import type { Language } from "~domain/languages";

// How a CSV export writes its cells so that a Belgian spreadsheet (Excel, LibreOffice) opened in the
// user's language reads them as it reads what it typed itself (docs/decisions/0050-list-exports.md).

export type SpreadsheetConventions = {
  /** The field separator Excel expects: its list separator, a semicolon where the decimal mark is a comma. */
  delimiter: "," | ";";
  decimalMark: "." | ",";
};

const CONVENTIONS: Record<Language, SpreadsheetConventions> = {
  en: { delimiter: ",", decimalMark: "." },
  nl: { delimiter: ";", decimalMark: "," },
  fr: { delimiter: ";", decimalMark: "," },
};

export const spreadsheetConventionsOf = (language: Language) => CONVENTIONS[language];

/** A calendar date (yyyy-MM-dd) day first, as Belgian spreadsheets read a date in all three languages: 31/12/2026. */
export function spreadsheetDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-");
  return `${day}/${month}/${year}`;
}

/** A euro amount in cents as a plain number with two decimals: 1234,50 or -12,50 (en: 1234.50), no symbol nor grouping. */
export function spreadsheetEuros(cents: number, { decimalMark }: SpreadsheetConventions): string {
  const text = (cents / 100).toFixed(2);
  return decimalMark === "." ? text : text.replace(".", ",");
}

/** The file's name: the list's title in the page's language, made fit for a file name, and the day: payroll-team-2026-11-27.csv. */
export function csvFileName(title: string, language: Language, isoDay: string): string {
  const words = title
    .toLocaleLowerCase(language)
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${words || "export"}-${isoDay}.csv`;
}

/**
 * The Content-Disposition of a download with that name: the name itself (RFC 6266's filename*, UTF-8)
 * and, for the rare client that reads only filename, the same without accents.
 */
export function attachmentNamed(fileName: string): string {
  const plain = fileName
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${plain}"; filename*=UTF-8''${encoded}`;
}
