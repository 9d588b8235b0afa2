// Test images of identity documents, drawn offline with pureimage: the back of a Belgian-style ID
// card whose machine-readable zone (ICAO 9303 TD1: three lines of 30 characters) carries a
// person's data with correct check digits, a variant of it that no reader can read, and plain
// scans (a card's front side, a certificate) that have no zone at all.
import { createHash, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { inflateSync } from "node:zlib";
import * as PImage from "pureimage";

export type IdCardPerson = {
  /** 12 digits on a Belgian card (see belgianCardNumber): 9 in the document number field, 3 in the optional data after it. */
  documentNumber: string;
  lastName: string;
  firstNames: string;
  /** ICAO alpha-3, e.g. "BEL". */
  nationality: string;
  /** yyyy-MM-dd */
  birthdate: string;
  gender: "male" | "female" | "other";
  /** yyyy-MM-dd */
  expiresOn: string;
  /** 11 digits, in the optional data of line 2; null leaves it empty. */
  nationalRegisterNumber: string | null;
  /** ICAO alpha-3 of the issuing state; Belgium unless told. */
  issuingState?: string;
};

/** ICAO 9303 part 3 §4.9: weights 7, 3, 1 repeated; digits count as themselves, A–Z as 10–35, '<' as 0. */
export function icaoCheckDigit(text: string): string {
  let sum = 0;
  for (const [index, char] of [...text].entries()) {
    const value = char === "<" ? 0 : /[0-9]/.test(char) ? Number(char) : char.charCodeAt(0) - 55;
    sum += value * [7, 3, 1][index % 3];
  }
  return String(sum % 10);
}

/** Upper case, accents dropped, anything that is not a letter a filler: "Van der Berg-Ünal" is VAN<DER<BERG<UNAL. */
function mrzName(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .trim()
    .replace(/[^A-Z]+/g, "<");
}

const fill = (text: string, length: number) => text.padEnd(length, "<").slice(0, length);
const yymmdd = (isoDate: string) => isoDate.slice(2, 4) + isoDate.slice(5, 7) + isoDate.slice(8, 10);

/** A valid TD1 zone for the person, laid out as a Belgian eID card lays it out. */
export function td1Zone(person: IdCardPerson): string[] {
  const documentNumber = person.documentNumber;
  const documentField =
    documentNumber.length <= 9
      ? fill(documentNumber, 9) + icaoCheckDigit(fill(documentNumber, 9))
      : // ICAO 9303 part 5 §4.2.4 note j: a longer number puts its first 9 characters in the field, a
        // filler where the check digit would be, and the rest followed by the check digit (over the
        // whole number) in the optional data.
        `${documentNumber.slice(0, 9)}<${documentNumber.slice(9)}${icaoCheckDigit(documentNumber)}`;
  const line1 = fill(`ID${fill(person.issuingState ?? "BEL", 3)}${documentField}`, 30);

  const birth = yymmdd(person.birthdate);
  const expiry = yymmdd(person.expiresOn);
  const sex = person.gender === "male" ? "M" : person.gender === "female" ? "F" : "<";
  const optional = fill(person.nationalRegisterNumber ?? "", 11);
  const line2Start = `${birth}${icaoCheckDigit(birth)}${sex}${expiry}${icaoCheckDigit(expiry)}${fill(person.nationality, 3)}${optional}`;
  const composite = icaoCheckDigit(line1.slice(5, 30) + line2Start.slice(0, 7) + line2Start.slice(8, 15) + line2Start.slice(18, 29));
  const line2 = line2Start + composite;

  const line3 = fill(`${mrzName(person.lastName)}<<${mrzName(person.firstNames)}`, 30);
  return [line1, line2, line3];
}

/** A Belgian eID card number: 10 digits, then their remainder mod 97 (97 for 0). */
export function belgianCardNumber(firstTen: string): string {
  return firstTen + String(Number(firstTen) % 97 || 97).padStart(2, "0");
}

/** A Belgian national register number for a birthdate and sequence: yymmdd, 3 digits (odd for men), 97 − (9 digits mod 97). */
export function nationalRegisterNumber(birthdate: string, sequence: number): string {
  const base = yymmdd(birthdate) + String(sequence).padStart(3, "0");
  const checked = birthdate >= "2000" ? Number(`2${base}`) : Number(base);
  return base + String(97 - (checked % 97)).padStart(2, "0");
}

// The card's text in DejaVu Sans Mono; the zone in its bold weight, which OCR reads better: on 120
// generated cards with names chosen to be hard (IJ, II, OO, LI), tesseract misread 4 names in bold
// at 52 px, and 8 to 20 in the regular weight at 40–52 px, with the same reader.
const FAMILY = "DejaVu Sans Mono";
const ZONE_FAMILY = "DejaVu Sans Mono Bold";
const FONT_FILES: Record<string, string> = {
  [FAMILY]: "dejavu-mono-latin-400-normal.woff",
  [ZONE_FAMILY]: "dejavu-mono-latin-700-normal.woff",
};
const WIDTH = 1011;
const HEIGHT = 638;
let fontsReady = false;

/**
 * The opentype.js that pureimage 0.4 bundles (0.4.11) reads TrueType and CFF fonts only, not the
 * WOFF that @fontsource ships (its parser throws "Unsupported OpenType version wOFF"). WOFF 1.0 is
 * the same tables, each zlib-compressed, so node:zlib turns it back into a TrueType file, written
 * once to the temporary directory (registerFont takes a path).
 */
function woffToTrueType(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 font");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.subarray(entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(stored) : stored,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const chunks: Buffer[] = [header];
  let offset = header.length;
  for (const [index, table] of tables.entries()) {
    const record = 12 + index * 16;
    table.tag.copy(header, record);
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    chunks.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(chunks);
}

/** Both weights, each written once as TrueType to the temporary directory and registered under its own family. */
function loadFonts() {
  if (fontsReady) return;
  const require = createRequire(import.meta.url);
  const directory = join(tmpdir(), "employer-portal-fonts");
  mkdirSync(directory, { recursive: true });
  for (const [family, file] of Object.entries(FONT_FILES)) {
    const trueType = woffToTrueType(readFileSync(require.resolve(`@fontsource/dejavu-mono/files/${file}`)));
    const path = join(directory, `${file.replace(/\.woff$/, "")}-${createHash("sha256").update(trueType).digest("hex").slice(0, 12)}.ttf`);
    if (!existsSync(path)) {
      // Test files run in parallel: each writes its own copy, then moves it into place whole.
      const copy = `${path}.${randomUUID()}`;
      writeFileSync(copy, trueType);
      renameSync(copy, path);
    }
    PImage.registerFont(path, family).loadSync();
  }
  fontsReady = true;
}

async function encode(bitmap: PImage.Bitmap, format: "png" | "jpeg" = "png"): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  await (format === "png" ? PImage.encodePNGToStream(bitmap, stream) : PImage.encodeJPEGToStream(bitmap, stream, 90));
  return Buffer.concat(chunks);
}

/** A small deterministic generator (mulberry32): the same "noise" every run, so a test never flickers. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function card(background: string): { bitmap: PImage.Bitmap; context: PImage.Context } {
  const bitmap = PImage.make(WIDTH, HEIGHT);
  const context = bitmap.getContext("2d");
  context.fillStyle = background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  return { bitmap, context };
}

// A TD1 zone is printed at about 10 characters per inch on an 85.6 mm card: 1011 px wide is
// 300 dpi, so a character cell is about 30 px. DejaVu Sans Mono's cell is 0.6 em: 31 px at 52 px.
const MRZ_FONT_SIZE = 52;
const MRZ_LEFT = 40;
const MRZ_LINE_HEIGHT = 62;
const MRZ_CELL = MRZ_FONT_SIZE * 0.602;
const MRZ_FIRST_BASELINE = HEIGHT - 3 * MRZ_LINE_HEIGHT + 12;

export type CardImageOptions = {
  /** The zone's middle lost under a glare and heavy scratches: no reader can make its check digits agree. */
  unreadable?: boolean;
  /** PNG unless told. */
  format?: "png" | "jpeg";
  /** The card on a desk, as a phone photographs it: not the whole picture, its zone not in the picture's bottom part. */
  photo?: boolean;
};

/** The back of an ID card, card-sized (1011 × 638, 300 dpi): a few lines of card text at the top, the zone's three lines at the bottom. */
export async function drawIdCardBack(zone: string[], options: CardImageOptions = {}): Promise<Buffer> {
  if (zone.length !== 3 || zone.some((line) => line.length !== 30)) throw new Error("a TD1 zone is 3 lines of 30 characters");
  loadFonts();
  const { bitmap, context } = card("#f3f1ec");
  context.fillStyle = "#5a6b7d";
  context.font = `24px ${FAMILY}`;
  context.fillText("Geboorteplaats / Lieu de naissance", 60, 70);
  context.fillText("Antwerpen  01.02.1985", 60, 105);
  context.fillText("Afgegeven te / Délivrée à  Antwerpen", 60, 160);
  context.fillText("Datum van afgifte  12.03.2022", 60, 195);

  context.fillStyle = "#111111";
  context.font = `${MRZ_FONT_SIZE}px ${ZONE_FAMILY}`;
  for (const [index, line] of zone.entries()) context.fillText(line, MRZ_LEFT, MRZ_FIRST_BASELINE + index * MRZ_LINE_HEIGHT);

  if (options.unreadable) {
    const random = seededRandom(20_26);
    const top = MRZ_FIRST_BASELINE - MRZ_FONT_SIZE;
    const bottom = HEIGHT - 10;
    // A glare over the middle of every line: the document number, the dates and most check digits.
    context.fillStyle = "#fbfbfb";
    context.fillRect(MRZ_LEFT + 6 * MRZ_CELL, top, 15 * MRZ_CELL, bottom - top);
    // Scratches across what is left.
    context.strokeStyle = "#222222";
    for (let scratch = 0; scratch < 70; scratch++) {
      context.lineWidth = 3 + random() * 5;
      context.beginPath();
      context.moveTo(MRZ_LEFT + random() * 30 * MRZ_CELL, top + random() * (bottom - top));
      context.lineTo(MRZ_LEFT + random() * 30 * MRZ_CELL, top + random() * (bottom - top));
      context.stroke();
    }
  }
  if (!options.photo) return encode(bitmap, options.format);
  const photo = PImage.make(1400, 1200);
  const desk = photo.getContext("2d");
  desk.fillStyle = "#6b5a48";
  desk.fillRect(0, 0, photo.width, photo.height);
  desk.drawImage(bitmap, 0, 0, WIDTH, HEIGHT, 190, 140, WIDTH, HEIGHT);
  return encode(photo, options.format);
}

/** A scan with a heading and a few lines of text and no machine-readable zone: a card's front side, a certificate. */
export async function drawDocumentScan(label: string): Promise<Buffer> {
  loadFonts();
  const { bitmap, context } = card("#ffffff");
  context.fillStyle = "#111111";
  context.font = `40px ${FAMILY}`;
  context.fillText(label, 60, 100);
  context.font = `24px ${FAMILY}`;
  const lines = ["Naam / Nom  Peeters", "Voornamen / Prénoms  Jan Marie", "Geldig van / Valable du  12.03.2022", "tot / au  12.03.2032"];
  for (const [index, line] of lines.entries()) context.fillText(line, 60, 200 + index * 60);
  return encode(bitmap);
}
