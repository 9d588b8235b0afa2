// The number of the identity document an employee shows. A Belgian has the Belgian eID: twelve
// digits, printed "592-1234567-89", whose last two are the first ten mod 97 (97 when that is 0).
//
// Anyone else may show a Belgian eID too, an electronic foreigner's card (residence card), or, for an
// EU citizen not living here, their own country's card, whose numbers we cannot know: for them six
// to twenty letters and digits are accepted by form. A foreigner's card number is "B" and ten
// digits; we have no source we trust for a check on it, so it is accepted by that form only.
// Twelve digits are a Belgian eID number whoever types them, so their check digits are checked.

export type IdCardNumberProblem = "format" | "checkDigits";

/** "592-1234567-89" → "592123456789"; "b 0123 456 789" → "B0123456789". */
export function normalizeIdCardNumber(input: string): string {
  return input.replace(/[\s./-]/g, "").toUpperCase();
}

/** A Belgian eID number as the card prints it, "592-1234567-89"; any other number normalised. */
export function formatIdCardNumber(input: string): string {
  const number = normalizeIdCardNumber(input);
  const eid = /^(\d{3})(\d{7})(\d{2})$/.exec(number);
  return eid ? `${eid[1]}-${eid[2]}-${eid[3]}` : number;
}

const BELGIAN_EID = /^\d{12}$/;
const OTHER_DOCUMENT = /^[A-Z0-9]{6,20}$/;

function passesEidCheck(number: string): boolean {
  const remainder = Number(number.slice(0, 10)) % 97;
  return (remainder === 0 ? 97 : remainder) === Number(number.slice(10));
}

/**
 * nationality: ISO 3166 alpha-2, "BE" for a Belgian. When it is not known yet, any of the documents
 * above is accepted: the rule for Belgians cannot be applied to someone who may not be one.
 */
export function idCardNumberProblem(input: string, nationality: string | null): IdCardNumberProblem | null {
  const number = normalizeIdCardNumber(input);
  const belgian = nationality?.trim().toUpperCase() === "BE";
  if (BELGIAN_EID.test(number)) return passesEidCheck(number) ? null : "checkDigits";
  if (belgian) return "format";
  return OTHER_DOCUMENT.test(number) ? null : "format";
}
