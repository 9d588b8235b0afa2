// The machine-readable zone on the back of an ID card (ICAO 9303 TD1: three lines of 30 characters),
// found in the raw text that OCR made of the card. OCR is a witness that can be wrong, so a zone is
// only believed when its check digits agree (mrz's `valid`), and a character is only corrected
// where the check digits then agree and no other correction would make them agree too.
//
// ICAO's check digits do not see every misreading: G is worth 16 and 6 is worth 6, so a G read
// for a 6 leaves the sum unchanged mod 10 (so do L for 1 and U for 0). A Belgian card has two more
// checks that do see them, and they are required here (domain/id-card-number.ts and
// national-register-number.ts): its 12-digit card number ends in the first 10 digits mod 97, and
// its national register number has mod 97 check digits and agrees with the birthdate and sex. The
// names on line 3 have no check digit at all: they are read as OCR saw them, digits taken for the
// letters they resemble (mrz's own correction), and ocr.ts reads that line a second time.
import { parse, type ParseResult } from "mrz";
import { idCardNumberProblem } from "../../domain/id-card-number";
import { nationalRegisterNumberProblem, type Gender } from "../../domain/national-register-number";
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
/** …and at most this many zones with one correction are tried for a second… */
const MAX_FRONTIER = 50;
/**
 * …and at most this many candidates are checked in all, for one text (about 20 ms): the search runs
 * on the API's event loop, and a page of text made of look-alike letters would otherwise hold it
 * for seconds.
 */
const MAX_CANDIDATES = 20_000;

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

/** Where a zone was found: what it says, its three lines as read (and corrected), and which lines of the text they were. */
export type MrzMatch = { reading: MrzReading; zone: string[]; lineIndexes: [number, number, number] };

/** The first TD1 zone in the text whose check digits agree, or null. */
export function readMrz(ocrText: string, today: Date = new Date()): MrzReading | null {
  return findMrz(ocrText.split(/\r?\n/), today)?.reading ?? null;
}

/** The first TD1 zone among the lines of OCR text whose check digits agree, or null. */
export function findMrz(ocrLines: string[], today: Date = new Date()): MrzMatch | null {
  const lines = ocrLines.map((text, index) => ({ index, candidates: lineCandidates(text) })).filter(({ candidates }) => candidates.length > 0);
  const budget = { candidates: MAX_CANDIDATES };
  for (let first = 0; first + 3 <= lines.length; first++) {
    const window = lines.slice(first, first + 3);
    const lineIndexes = window.map(({ index }) => index) as [number, number, number];
    const zones = combinations(window.map(({ candidates }) => candidates));
    // Every way of reading the three lines as they are first, then with corrections.
    for (const zone of zones) {
      const result = failingChecks(zone).size === 0 ? parseZone(zone) : null;
      const reading = result?.valid ? toReading(result, zone, today) : null;
      if (reading) return { reading, zone, lineIndexes };
    }
    for (const zone of zones) {
      const corrected = looksLikeZone(zone) ? correctedZone(zone, budget) : null;
      if (!corrected) continue;
      const reading = toReading(corrected.result, corrected.zone, today);
      if (reading) return { reading, zone: corrected.zone, lineIndexes };
    }
  }
  return null;
}

/**
 * The match's reading with its names line as OCR read it a second time, on its own; null when that
 * line does not make a valid zone with the other two. Line 3 has no check digit, so a second look
 * at it with only letters and fillers allowed is the one help there is.
 */
export function withNamesLine(match: MrzMatch, namesLine: string, today: Date = new Date()): MrzReading | null {
  for (const line3 of lineCandidates(namesLine)) {
    const zone = [match.zone[0], match.zone[1], line3];
    const result = parseZone(zone);
    const reading = result?.valid ? toReading(result, zone, today) : null;
    if (reading) return reading;
  }
  return null;
}

/** The 30-character lines a line of OCR text may stand for, the likelier first; none when it cannot be one. */
function lineCandidates(raw: string): string[] {
  const upper = raw
    .trim()
    .toUpperCase()
    .replace(/[«≪]/g, "<<")
    .replace(/[‹〈([{]/g, "<");
  // A space is either a '<' that OCR did not see or noise between characters; whichever makes a
  // line of 30 is the likelier, and otherwise a filler (the names have no check digit to tell).
  const readings = [upper.replace(/\s/g, "<"), upper.replace(/\s+/g, "")].map((line) => line.replace(/[^A-Z0-9<]/g, ""));
  const exact = readings.filter((line) => line.length === LINE_LENGTH);
  return [...new Set([...exact, ...readings.flatMap(fitToLength)])];
}

/** Glyphs OCR may read twice over, once as each: "R0OU" for ROU (overlapping pairs, hence the lookahead). */
const DOUBLED = /(?=([0ODQ]{2}|[1IL]{2}))/g;

/**
 * OCR miscounts runs of fillers, or loses those that end a line: a short line is fitted by adding
 * fillers at its end or to its last run of them. A long one by shrinking that run, by reading a
 * glyph seen twice over (O0, 0O, I1…) once, or by dropping a stray mark at either end.
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
  const fitted: string[] = [];
  if (lastRun && lastRun[0].length + difference >= 2) fitted.push(line.slice(0, lastRun.index) + line.slice(lastRun.index - difference));
  if (difference === -1) {
    for (const { index, 1: pair } of line.matchAll(DOUBLED)) {
      if (pair[0] !== pair[1]) fitted.push(line.slice(0, index) + line.slice(index + 1), line.slice(0, index + 1) + line.slice(index + 2));
    }
  }
  return [...fitted, line.slice(0, LINE_LENGTH), line.slice(-LINE_LENGTH)];
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
    // Twelve characters are a Belgian eID number (a foreigner's card has "B" and ten digits).
    if (documentNumber.length === 12 && idCardNumberProblem(documentNumber, "BE") !== null) failing.add("documentNumber");
    // Its form and check digits here; whether it agrees with the birthdate and sex once the century is known (toReading).
    const optional = line2.slice(18, 29);
    if (optional !== "<".repeat(11) && nationalRegisterNumberProblem(optional, { birthdate: null, gender: null }) !== null) failing.add("registerNumber");
  }
  return failing;
}

/**
 * Worth correcting: a document code first (I, A or C, or 1 or L for an I), and digits (or what mrz
 * takes for them) in nearly all of line 2's dates and their check digits.
 */
function looksLikeZone([line1, line2]: string[]): boolean {
  const dates = asDigits(line2.slice(0, 7) + line2.slice(8, 15));
  return /^[IAC1L]/.test(line1) && dates.replace(/\D/g, "").length >= dates.length - 2;
}

/**
 * The one zone that a few letter-for-digit substitutions, each inside what a failing check covers,
 * make valid. Fewer substitutions are tried first; when two different zones would be valid with as
 * few, the check digits cannot tell which one the card says, and there is none.
 */
function correctedZone(zone: string[], budget: { candidates: number }): { zone: string[]; result: ParseResult } | null {
  let frontier = [zone];
  for (let round = 0; round < MAX_CORRECTIONS && frontier.length > 0; round++) {
    const passing = new Map<string, string[]>();
    const partly = new Map<string, string[]>();
    for (const current of frontier) {
      for (const candidate of substitutions(current)) {
        if (--budget.candidates < 0) return null;
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
  const gender: Gender = fields.sex === "male" ? "male" : fields.sex === "female" ? "female" : "other";
  const optional = zone[1].slice(18, 29);
  // failingChecks has checked its form and check digits on a Belgian card.
  const registerNumber = fields.issuingState === "BEL" && /^\d{11}$/.test(optional) ? optional : null;
  const birthdate = birthdateOf(fields.birthDate, registerNumber, gender, today);
  // A card expires in this century.
  const expiresOn = mrzDate(fields.expirationDate, 2000);
  if (!documentNumber || !lastName || !birthdate || !expiresOn || !fields.nationality) return null;
  return {
    documentNumber,
    lastName,
    firstNames: tidyName(fields.firstName) ?? "",
    nationality: alpha2OfMrzNationality(fields.nationality),
    birthdate,
    gender,
    expiresOn,
    nationalRegisterNumber: registerNumber,
  };
}

/**
 * A two-digit birth year is this century's unless that would be in the future. A Belgian register
 * number settles it: its check digits tell the century, and it must agree with the zone's birthdate
 * and sex (domain/national-register-number.ts), or the zone was misread.
 */
function birthdateOf(yymmdd: string | null | undefined, registerNumber: string | null, gender: Gender, today: Date): string | null {
  const thisCentury = mrzDate(yymmdd, 2000);
  const lastCentury = mrzDate(yymmdd, 1900);
  const likely = thisCentury && thisCentury <= today.toISOString().slice(0, 10) ? thisCentury : lastCentury;
  if (!registerNumber) return likely;
  const candidates = [likely, likely === thisCentury ? lastCentury : thisCentury];
  return candidates.find((date) => date && nationalRegisterNumberProblem(registerNumber, { birthdate: date, gender }) === null) ?? null;
}

/** mrz turns each '<' into a space; two in a row end the name (what follows is fillers, or OCR noise among them). */
function tidyName(name: string | null | undefined): string | null {
  const tidy = name?.split("  ")[0].trim();
  return tidy ? tidy : null;
}

/** yymmdd in the given century as yyyy-MM-dd; null when a part is unknown ('<') or the day does not exist. */
function mrzDate(yymmdd: string | null | undefined, century: number): string | null {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const year = century + Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
}
