// The machine-readable zone on the back of an ID card (ICAO 9303 TD1: three lines of 30 characters),
// found in the raw text that OCR made of the card. OCR is a witness that can be wrong, so a zone is
// only believed when its check digits agree (mrz's `valid`), and a character is only corrected
// where the check digits then agree and no other correction would make them agree too.
//
// ICAO's check digits do not see every misreading: G is worth 16 and 6 is worth 6, so a G read
// for a 6 leaves the sum unchanged mod 10 (so do L for 1 and U for 0). A Belgian card has two more
// checks that do see them, and they are required here: its 12-digit card number ends in the first
// 10 digits mod 97, and its national register number ends in 97 − (its first 9 digits mod 97) and
// starts with the birthdate. The names on line 3 have no check digit at all: they are read as OCR
// saw them, digits taken for the letters they resemble (mrz's own correction).
import { parse, type ParseResult } from "mrz";
import { alpha2OfMrzNationality } from "./nationalities";

export type MrzReading = {
  /** As printed on the card: a Belgian card's 12 digits, the 3 in the optional data included. */
  documentNumber: string;
  /** In capitals without accents, as the zone has them; the parts of a name separated by a space. */
  lastName: string;
  firstNames: string;
  /** ISO 3166-1 alpha-2; null for a nationality that alpha2OfMrzNationality does not know. */
  nationality: string | null;
  /** yyyy-MM-dd */
  birthdate: string;
  gender: "male" | "female" | "other";
  /** yyyy-MM-dd */
  expiresOn: string;
  /** The 11 digits a Belgian card carries in the optional data of line 2. */
  nationalRegisterNumber: string | null;
};

const LINE_LENGTH = 30;
/** A line this short is not one of the zone's, even with the fillers that end it lost. */
const MIN_LINE_LENGTH = 12;
/** How many characters too many a line may have before it is not taken for one of the zone's. */
const LENGTH_SLACK = 6;
/** At most this many characters are corrected in one zone… */
const MAX_CORRECTIONS = 2;
/** …and at most this many zones with one correction are tried for a second. */
const MAX_FRONTIER = 50;

/**
 * The digits (and the filler) OCR reads as these letters. Only ever this way round: what the check
 * digits cover is digits and fillers on a Belgian card, so a letter there is the likely misreading,
 * and there are few of them to try. Trying each digit's look-alike letters as well would give one
 * check digit dozens of candidates, of which one in ten agrees by chance.
 */
const DIGITS_LOOKING_LIKE: Record<string, string> = {
  O: "0",
  Q: "0",
  D: "0",
  U: "0",
  I: "1",
  L: "1",
  T: "17",
  Z: "2",
  A: "4",
  S: "5",
  G: "6",
  B: "8",
  K: "<",
  C: "<",
};

/** The first TD1 zone in the text whose check digits agree, or null. */
export function readMrz(ocrText: string, today: Date = new Date()): MrzReading | null {
  const lines = ocrText
    .split(/\r?\n/)
    .map(lineCandidates)
    .filter((candidates) => candidates.length > 0);
  for (let first = 0; first + 3 <= lines.length; first++) {
    const zones = combinations(lines.slice(first, first + 3));
    // Every way of reading the three lines as they are first, then with corrections.
    for (const zone of zones) {
      const result = failingChecks(zone).size === 0 ? parseZone(zone) : null;
      if (result?.valid) return toReading(result, zone, today);
    }
    for (const zone of zones) {
      const corrected = correctedZone(zone);
      if (corrected) return toReading(corrected.result, corrected.zone, today);
    }
  }
  return null;
}

/** The 30-character lines a line of OCR text may stand for, the likelier first; none when it cannot be one. */
function lineCandidates(raw: string): string[] {
  const upper = raw
    .trim()
    .toUpperCase()
    .replace(/[«≪]/g, "<<")
    .replace(/[‹〈(\[{]/g, "<");
  // A space is either a '<' that OCR did not see or noise between characters; whichever makes a
  // line of 30 is the likelier, and otherwise a filler (the names have no check digit to tell).
  const readings = [upper.replace(/\s/g, "<"), upper.replace(/\s+/g, "")].map((line) => line.replace(/[^A-Z0-9<]/g, ""));
  const exact = readings.filter((line) => line.length === LINE_LENGTH);
  return [...new Set([...exact, ...readings.flatMap(fitToLength)])];
}

/**
 * OCR miscounts runs of fillers, or loses those that end a line: a short line is fitted by adding
 * fillers at its end or to its last run of them, a long one by shrinking that run or dropping a
 * stray mark at either end.
 */
function fitToLength(line: string): string[] {
  const difference = LINE_LENGTH - line.length;
  if (difference === 0) return [line];
  if (line.length < MIN_LINE_LENGTH || -difference > LENGTH_SLACK) return [];
  const lastRun = [...line.matchAll(/<{2,}/g)].at(-1);
  if (difference > 0) {
    const fitted = [line + "<".repeat(difference)];
    if (lastRun) fitted.push(line.slice(0, lastRun.index) + "<".repeat(difference) + line.slice(lastRun.index));
    return fitted;
  }
  if (lastRun && lastRun[0].length + difference >= 2) return [line.slice(0, lastRun.index) + line.slice(lastRun.index - difference)];
  return [line.slice(0, LINE_LENGTH), line.slice(-LINE_LENGTH)];
}

function combinations([first, second, third]: string[][]): string[][] {
  return first.flatMap((line1) => second.flatMap((line2) => third.map((line3) => [line1, line2, line3])));
}

function parseZone(zone: string[]): ParseResult | null {
  // ICAO 9303 (8th edition) allows X for an unspecified sex, which mrz 5 rejects; no check digit covers the sex.
  const lines = zone[1][7] === "X" ? [zone[0], `${zone[1].slice(0, 7)}<${zone[1].slice(8)}`, zone[2]] : zone;
  try {
    const result = parse(lines, { autocorrect: true });
    return result.format === "TD1" ? result : null;
  } catch {
    return null;
  }
}

// The search below weighs up to thousands of candidate zones, and mrz takes about 150 µs a parse,
// which would hold up the API's event loop: candidates are checked here with mrz's arithmetic (its
// letter-for-digit corrections in the numeric fields and its two ways of checking an overflowing
// document number included) in about a microsecond, and mrz is asked only about those that pass.
type Check = "documentNumber" | "birthDate" | "expirationDate" | "composite" | "registerNumber";

/** What each check covers, as [line, start, end] ranges. */
const CHECK_RANGES: Record<Check, [number, number, number][]> = {
  documentNumber: [[0, 5, 30]],
  birthDate: [[1, 0, 7]],
  expirationDate: [[1, 8, 15]],
  composite: [
    [0, 5, 30],
    [1, 0, 7],
    [1, 8, 15],
    [1, 18, 30],
  ],
  registerNumber: [[1, 18, 29]],
};

const MRZ_DIGIT_FOR: Record<string, string> = { B: "8", G: "6", O: "0", I: "1", S: "5", Z: "2" };
const asDigits = (text: string) => text.replace(/[BGOISZ]/g, (letter) => MRZ_DIGIT_FOR[letter]);

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 repeated; A–Z count 10–35, '<' 0. */
function checkDigit(text: string): string {
  let sum = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    sum += (code === 60 ? 0 : code >= 65 ? code - 55 : code - 48) * [7, 3, 1][index % 3];
  }
  return String(sum % 10);
}

function failingChecks([line1, line2]: string[]): Set<Check> {
  const failing = new Set<Check>();
  const principal = line1.slice(5, 14);
  let documentNumber = principal;
  if (line1[14] === "<") {
    // ICAO 9303 part 5 note j: the rest of a long number, then its check digit, before the first filler.
    const optional = line1.slice(15);
    const end = optional.indexOf("<");
    const tail = optional.slice(0, end - 1);
    const digit = optional[end - 1];
    documentNumber = principal + tail;
    if (end < 1 || (checkDigit(documentNumber) !== digit && checkDigit(`${principal}<${tail}`) !== digit)) failing.add("documentNumber");
  } else if (checkDigit(principal) !== asDigits(line1[14])) failing.add("documentNumber");
  const dates = asDigits(line2.slice(0, 15));
  if (checkDigit(dates.slice(0, 6)) !== dates[6]) failing.add("birthDate");
  if (checkDigit(dates.slice(8, 14)) !== dates[14]) failing.add("expirationDate");
  if (checkDigit(line1.slice(5, 30) + dates.slice(0, 7) + dates.slice(8, 15) + line2.slice(18, 29)) !== asDigits(line2[29])) failing.add("composite");
  if (line1.startsWith("IDBEL")) {
    if (documentNumber.length === 12 && !isBelgianCardNumber(documentNumber)) failing.add("documentNumber");
    const optional = line2.slice(18, 29);
    if (optional !== "<".repeat(11) && !isRegisterNumberOf(optional, dates.slice(0, 6))) failing.add("registerNumber");
  }
  return failing;
}

/** A Belgian eID card number: 12 digits, the last two the first ten mod 97 (97 for 0). */
function isBelgianCardNumber(number: string): boolean {
  return /^\d{12}$/.test(number) && (Number(number.slice(0, 10)) % 97 || 97) === Number(number.slice(10));
}

/**
 * A Belgian national register number: yymmdd, a 3-digit sequence, then 97 − (those 9 digits mod 97),
 * with a 2 before them for those born since 2000. Its date is the birthdate unless it has no month
 * (unknown parts are 00; a "bis" number adds 20 or 40 to the month).
 */
function isRegisterNumberOf(number: string, birthdate: string): boolean {
  if (!/^\d{11}$/.test(number)) return false;
  const base = number.slice(0, 9);
  const checked = [base, `2${base}`].some((digits) => 97 - (Number(digits) % 97) === Number(number.slice(9)));
  const month = Number(number.slice(2, 4));
  return checked && (month < 1 || month > 12 || number.slice(0, 6) === birthdate);
}

/**
 * The one zone that a few letter-for-digit substitutions, each inside what a failing check covers,
 * make valid. Fewer substitutions are tried first; when two different zones would be valid with as
 * few, the check digits cannot tell which one the card says, and there is none.
 */
function correctedZone(zone: string[]): { zone: string[]; result: ParseResult } | null {
  let frontier = [zone];
  for (let round = 0; round < MAX_CORRECTIONS && frontier.length > 0; round++) {
    const passing = new Map<string, string[]>();
    const partly = new Map<string, string[]>();
    for (const current of frontier) {
      for (const candidate of substitutions(current)) {
        // Not only those with fewer checks failing: two misreadings can cancel out in the composite check.
        (failingChecks(candidate).size === 0 ? passing : partly).set(candidate.join("\n"), candidate);
      }
    }
    const valid = [...passing.values()].flatMap((candidate) => {
      const result = parseZone(candidate);
      return result?.valid ? [{ zone: candidate, result }] : [];
    });
    if (valid.length > 0) return valid.length === 1 ? valid[0] : null;
    frontier = [...partly.values()].slice(0, MAX_FRONTIER);
  }
  return null;
}

/** The zone with one letter read back as the digit (or filler) it resembles, inside what a failing check covers. */
function* substitutions(zone: string[]): Generator<string[]> {
  const positions = new Set<number>();
  for (const check of failingChecks(zone)) {
    for (const [line, start, end] of CHECK_RANGES[check]) {
      for (let column = start; column < end; column++) positions.add(line * LINE_LENGTH + column);
    }
  }
  for (const position of positions) {
    const line = Math.floor(position / LINE_LENGTH);
    const column = position % LINE_LENGTH;
    for (const replacement of DIGITS_LOOKING_LIKE[zone[line][column]] ?? "") {
      const lines = [...zone];
      lines[line] = lines[line].slice(0, column) + replacement + lines[line].slice(column + 1);
      yield lines;
    }
  }
}

function toReading(result: ParseResult, zone: string[], today: Date): MrzReading | null {
  const { fields } = result;
  const documentNumber = result.documentNumber?.replace(/ /g, "");
  const lastName = tidyName(fields.lastName);
  // Two-digit years: a birthdate that would be in the future is the previous century's; a card expires in this one.
  const todayIso = today.toISOString().slice(0, 10);
  const birthdate = mrzDate(fields.birthDate, (year, monthDay) => (`${2000 + year}-${monthDay}` > todayIso ? 1900 + year : 2000 + year));
  const expiresOn = mrzDate(fields.expirationDate, (year) => 2000 + year);
  if (!documentNumber || !lastName || !birthdate || !expiresOn || !fields.nationality) return null;
  const optional = zone[1].slice(18, 29);
  return {
    documentNumber,
    lastName,
    firstNames: tidyName(fields.firstName) ?? "",
    nationality: alpha2OfMrzNationality(fields.nationality),
    birthdate,
    gender: fields.sex === "male" ? "male" : fields.sex === "female" ? "female" : "other",
    expiresOn,
    // failingChecks has checked it on a Belgian card.
    nationalRegisterNumber: fields.issuingState === "BEL" && /^\d{11}$/.test(optional) ? optional : null,
  };
}

/** mrz turns each '<' into a space; two in a row end the name (what follows is fillers, or OCR noise among them). */
function tidyName(name: string | null | undefined): string | null {
  const tidy = name?.split("  ")[0].trim();
  return tidy ? tidy : null;
}

/** yymmdd as yyyy-MM-dd, null when a part is unknown ('<') or the day does not exist. */
function mrzDate(value: string | null | undefined, fullYear: (year: number, monthDay: string) => number): string | null {
  if (!value || !/^\d{6}$/.test(value)) return null;
  const year = fullYear(Number(value.slice(0, 2)), `${value.slice(2, 4)}-${value.slice(4, 6)}`);
  const month = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${value.slice(2, 4)}-${value.slice(4, 6)}`;
}
