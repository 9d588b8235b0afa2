import { td1Zone } from "../../tests/support/id-card-image";
import { findMrz, readMrz, withNamesLine, type MrzReading } from "./mrz-reading";

// The check digits are computed here, independently of the reader and of mrz: ICAO 9303 part 3
// §4.9, weights 7, 3, 1 repeated, digits as themselves, A–Z as 10–35, '<' as 0.
function checkDigit(text: string): string {
  const value = (char: string) => (char === "<" ? 0 : char >= "A" ? char.charCodeAt(0) - 55 : Number(char));
  return String([...text].reduce((sum, char, index) => sum + value(char) * [7, 3, 1][index % 3], 0) % 10);
}

const fill = (text: string) => text.padEnd(30, "<");

/** A Belgian eID card number: 10 digits and their remainder mod 97 (97 for 0). */
function cardNumber(firstTen: string): string {
  return firstTen + String(Number(firstTen) % 97 || 97).padStart(2, "0");
}

/** A Belgian national register number: yymmdd + sequence, then 97 − (those 9 digits, with a 2 before them from 2000 on, mod 97). */
function registerNumber(yymmdd: string, sequence: string, bornSince2000 = false): string {
  const base = yymmdd + sequence;
  return base + String(97 - (Number(bornSince2000 ? `2${base}` : base) % 97)).padStart(2, "0");
}

/** Line 2 from its parts, with the composite check digit over line 1 and line 2 as ICAO 9303 part 5 lays it out. */
function zoneOf(line1: string, birth: string, sex: string, expiry: string, nationality: string, optional: string, line3: string): string[] {
  const start = `${birth}${checkDigit(birth)}${sex}${expiry}${checkDigit(expiry)}${nationality}${optional.padEnd(11, "<")}`;
  const composite = checkDigit(line1.slice(5, 30) + start.slice(0, 7) + start.slice(8, 15) + start.slice(18, 29));
  return [line1, start + composite, line3];
}

// A Belgian eID card: the 12-digit card number is 9 digits, a filler where the check digit would be,
// the last 3 digits and the check digit over all 12 (ICAO 9303 part 5 note j).
const PEETERS_CARD = cardNumber("5921234567");
const PEETERS_LINE_1 = fill(`IDBEL${PEETERS_CARD.slice(0, 9)}<${PEETERS_CARD.slice(9)}${checkDigit(PEETERS_CARD)}`);
const PEETERS_NRN = registerNumber("850201", "123");
const PEETERS = zoneOf(PEETERS_LINE_1, "850201", "M", "320312", "BEL", PEETERS_NRN, fill("PEETERS<<JAN<MARIE"));
const PEETERS_READING: MrzReading = {
  documentNumber: PEETERS_CARD,
  lastName: "PEETERS",
  firstNames: "JAN MARIE",
  nationality: "BE",
  birthdate: "1985-02-01",
  gender: "male",
  expiresOn: "2032-03-12",
  nationalRegisterNumber: PEETERS_NRN,
};

const TODAY = new Date("2026-05-01T12:00:00Z");
const read = (text: string) => readMrz(text, TODAY);
const replaceAt = (line: string, index: number, char: string) => line.slice(0, index) + char + line.slice(index + 1);

describe("readMrz", () => {
  it("reads a Belgian card's zone among the other text OCR found on the card", () => {
    expect(PEETERS).toEqual([
      expect.stringMatching(/^IDBEL592123456<\d{4}<{11}$/),
      expect.stringMatching(/^8502016M3203123BEL850201123\d{3}$/),
      "PEETERS<<JAN<MARIE<<<<<<<<<<<<",
    ]);
    const text = ["GEBOORTEPLAATS LIEU DE NAISSANCE", "ANTWERPEN 01021985", "", ...PEETERS, ""].join("\n");
    expect(read(text)).toEqual(PEETERS_READING);
  });

  it("agrees with the test-image generator's zone", () => {
    const zone = td1Zone({
      documentNumber: PEETERS_CARD,
      lastName: "Peeters",
      firstNames: "Jan Marie",
      nationality: "BEL",
      birthdate: "1985-02-01",
      gender: "male",
      expiresOn: "2032-03-12",
      nationalRegisterNumber: PEETERS_NRN,
    });
    expect(zone).toEqual(PEETERS);
  });

  it("reads a woman born this century, her register number checked with the 2 before it", () => {
    const nrn = registerNumber("030515", "246", true);
    const card = cardNumber("6000123456");
    const zone = zoneOf(fill(`IDBEL${card.slice(0, 9)}<${card.slice(9)}${checkDigit(card)}`), "030515", "F", "290515", "BEL", nrn, fill("VAN<DEN<BERG<<ELISE"));
    expect(read(zone.join("\n"))).toEqual({
      documentNumber: card,
      lastName: "VAN DEN BERG",
      firstNames: "ELISE",
      nationality: "BE",
      birthdate: "2003-05-15",
      gender: "female",
      expiresOn: "2029-05-15",
      nationalRegisterNumber: nrn,
    });
  });

  it("reads other countries' cards: a 9-character number, no register number, alpha-3 to alpha-2", () => {
    const cases: [string, string, string][] = [
      ["NLD", "NLD", "NL"],
      ["D<<", "D<<", "DE"],
      ["POL", "POL", "PL"],
      ["ROU", "ROU", "RO"],
      ["FRA", "MAR", "MA"],
    ];
    for (const [issuer, nationality, alpha2] of cases) {
      const zone = zoneOf(
        fill(`I${issuer === "D<<" ? "<" : "D"}${issuer}SPECI2014${checkDigit("SPECI2014")}`),
        "960731",
        "F",
        "310101",
        nationality,
        "",
        fill("JANSEN<<ANNA"),
      );
      expect(read(zone.join("\n")), nationality).toMatchObject({ documentNumber: "SPECI2014", nationality: alpha2, nationalRegisterNumber: null });
    }
  });

  it("gives no nationality for a code its table does not know, and reads the rest", () => {
    const zone = zoneOf(fill(`IDBOL123456789${checkDigit("123456789")}`), "900101", "M", "300101", "BOL", "", fill("QUISPE<<JUAN"));
    expect(read(zone.join("\n"))).toMatchObject({ documentNumber: "123456789", nationality: null, birthdate: "1990-01-01" });
  });

  it("puts a birth year that would be in the future in the previous century", () => {
    const birthdateOf = (yymmdd: string) => read(zoneOf(PEETERS_LINE_1, yymmdd, "M", "320312", "BEL", "", fill("A<<B")).join("\n"))?.birthdate;
    expect(birthdateOf("260430")).toBe("2026-04-30");
    expect(birthdateOf("260502")).toBe("1926-05-02");
    expect(birthdateOf("270101")).toBe("1927-01-01");
    expect(birthdateOf("991231")).toBe("1999-12-31");
    expect(birthdateOf("000101")).toBe("2000-01-01");
  });

  it("reads an unspecified sex, '<' or the newer 'X', as other", () => {
    for (const sex of ["<", "X"]) {
      expect(read(zoneOf(PEETERS_LINE_1, "850201", sex, "320312", "BEL", PEETERS_NRN, PEETERS[2]).join("\n"))?.gender).toBe("other");
    }
  });

  it("requires a Belgian card's own checks, which ICAO's check digits cannot replace", () => {
    // ICAO check digits all correct, but the card number fails its mod 97…
    const badCard = `${PEETERS_CARD.slice(0, 10)}${String((Number(PEETERS_CARD.slice(10)) + 1) % 100).padStart(2, "0")}`;
    const badCardLine1 = fill(`IDBEL${badCard.slice(0, 9)}<${badCard.slice(9)}${checkDigit(badCard)}`);
    expect(read(zoneOf(badCardLine1, "850201", "M", "320312", "BEL", PEETERS_NRN, PEETERS[2]).join("\n"))).toBeNull();
    // …or the register number is someone else's birthdate…
    expect(read(zoneOf(PEETERS_LINE_1, "850201", "M", "320312", "BEL", registerNumber("850210", "123"), PEETERS[2]).join("\n"))).toBeNull();
    // …or fails its own mod 97.
    const badRegister = PEETERS_NRN.slice(0, 9) + String((Number(PEETERS_NRN.slice(9)) + 1) % 100).padStart(2, "0");
    expect(read(zoneOf(PEETERS_LINE_1, "850201", "M", "320312", "BEL", badRegister, PEETERS[2]).join("\n"))).toBeNull();
    // A register number without a birth month (unknown date of birth) is not compared with the birthdate.
    const unknownDate = registerNumber("850001", "123");
    expect(read(zoneOf(PEETERS_LINE_1, "850201", "M", "320312", "BEL", unknownDate, PEETERS[2]).join("\n"))?.nationalRegisterNumber).toBe(unknownDate);
  });

  it("takes the century from a Belgian register number, which must agree with the birthdate and sex", () => {
    // 25 would be this century by the two-digit rule; the register number's check digits say 1925.
    const nrn1925 = registerNumber("250301", "457");
    expect(read(zoneOf(PEETERS_LINE_1, "250301", "M", "320312", "BEL", nrn1925, PEETERS[2]).join("\n"))?.birthdate).toBe("1925-03-01");
    // An odd sequence number is a man's.
    expect(read(zoneOf(PEETERS_LINE_1, "850201", "F", "320312", "BEL", PEETERS_NRN, PEETERS[2]).join("\n"))).toBeNull();
  });

  it("says which lines of the text the zone was, and reads its names again from a second look at line 3", () => {
    const lines = ["IDENTITEITSKAART", "", PEETERS[0], PEETERS[1], "PEETERS<<JAN<MAR1E<<<<<<<<<<<K"];
    const match = findMrz(lines, TODAY);
    expect(match).toMatchObject({ lineIndexes: [2, 3, 4], zone: [PEETERS[0], PEETERS[1], expect.any(String)] });
    expect(match?.reading.firstNames).toBe("JAN MARIE");
    expect(withNamesLine(match!, "PEETERS<<JANNE<MARIE<<<<<<<<<<", TODAY)).toEqual({ ...PEETERS_READING, firstNames: "JANNE MARIE" });
    expect(withNamesLine(match!, "", TODAY)).toBeNull();
  });

  describe("cleans up what OCR gets wrong", () => {
    const variants: [string, string[]][] = [
      ["lower case", PEETERS.map((line) => line.toLowerCase())],
      ["spaces between characters", PEETERS.map((line) => line.replace(/(.{5})/g, "$1 "))],
      ["« for <<", PEETERS.map((line) => line.replace(/<</g, "«"))],
      ["spaces for fillers, the last ones lost", [PEETERS[0].replace(/<+$/, ""), PEETERS[1], "PEETERS  JAN MARIE"]],
      ["a filler too few and one too many", [PEETERS[0].slice(0, 29), PEETERS[1], PEETERS[2] + "<"]],
      ["a stray mark at the start of line 2", [PEETERS[0], `I${PEETERS[1]}`, PEETERS[2]]],
      ["a 0 read twice over, as 0 and O", [PEETERS[0], `${PEETERS[1].slice(0, 3)}O${PEETERS[1].slice(3)}`, PEETERS[2]]],
      [
        "O for 0 in the dates (mrz's own correction of digit fields)",
        [PEETERS[0], PEETERS[1].replace(/0/g, "O").replace(/^(.{15})(.*)$/, (_, dates, rest) => dates + rest.replace(/O/g, "0")), PEETERS[2]],
      ],
      ["S for 5 in the document number", [replaceAt(PEETERS[0], 12, "S"), PEETERS[1], PEETERS[2]]],
      ["Z for 2 in the document number's overflow", [replaceAt(PEETERS[0], 17, "Z"), PEETERS[1], PEETERS[2]]],
      ["G for 6 in the card number, which only its mod 97 sees (G is 16)", [replaceAt(PEETERS[0], 13, "G"), PEETERS[1], PEETERS[2]]],
      ["L for 1 in the register number, which only its mod 97 sees (L is 21)", [PEETERS[0], replaceAt(PEETERS[1], 24, "L"), PEETERS[2]]],
      ["K for the filler after the document number", [replaceAt(PEETERS[0], 14, "K"), PEETERS[1], PEETERS[2]]],
      ["B for 8 in the register number", [PEETERS[0], replaceAt(PEETERS[1], 18, "B"), PEETERS[2]]],
      ["S for 5 in both the document number and the register number", [replaceAt(PEETERS[0], 5, "S"), replaceAt(PEETERS[1], 19, "S"), PEETERS[2]]],
      ["a digit for a letter in a name", [PEETERS[0], PEETERS[1], PEETERS[2].replace("PEETERS", "PEETER5")]],
      ["a stray character among the fillers after the names", [PEETERS[0], PEETERS[1], replaceAt(PEETERS[2], 25, "K")]],
    ];
    it.each(variants)("%s", (_, zone) => {
      expect(read(`IDENTITEITSKAART\n${zone.join("\n")}\n`)).toEqual(PEETERS_READING);
    });
  });

  describe("finds no zone", () => {
    const cases: [string, string][] = [
      ["in empty text", ""],
      ["in text without a zone", "IDENTITEITSKAART\nCARTE D IDENTITE\nPEETERS JAN"],
      ["with two of its three lines", PEETERS.slice(0, 2).join("\n")],
      ["when a digit of the document number is wrong", [replaceAt(PEETERS[0], 9, "9"), PEETERS[1], PEETERS[2]].join("\n")],
      [
        "when the document number's check digit is wrong",
        [replaceAt(PEETERS[0], 18, String((Number(PEETERS[0][18]) + 4) % 10)), PEETERS[1], PEETERS[2]].join("\n"),
      ],
      ["when the birth date's check digit is wrong", [PEETERS[0], replaceAt(PEETERS[1], 6, "9"), PEETERS[2]].join("\n")],
      ["when the expiry date is wrong", [PEETERS[0], replaceAt(PEETERS[1], 13, "9"), PEETERS[2]].join("\n")],
      ["when the composite check digit is wrong", [PEETERS[0], replaceAt(PEETERS[1], 29, String((Number(PEETERS[1][29]) + 3) % 10)), PEETERS[2]].join("\n")],
      ["when the register number is wrong", [PEETERS[0], replaceAt(PEETERS[1], 22, "9"), PEETERS[2]].join("\n")],
      ["when a line is cut short", [PEETERS[0], PEETERS[1].slice(0, 24), PEETERS[2]].join("\n")],
    ];
    it.each(cases)("%s", (_, text) => {
      expect(read(text)).toBeNull();
    });
  });

  it("does not hold up the API's event loop: pages of OCR noise are judged in milliseconds", () => {
    // Near misses of the zone, and lines of the letters it would try to read as digits (unbounded, the search took 12 s on these).
    const nearMisses = Array.from({ length: 40 }, (_, row) => PEETERS[row % 3].replace(/[0-9]/g, (digit) => String((Number(digit) + row) % 10)));
    const lookAlikes = Array.from({ length: 40 }, (_, row) => (row % 2 ? "IDBEL" : "") + "OQDUILTZASGBKC".repeat(3).slice(row % 7, (row % 7) + 30));
    for (const page of [nearMisses, lookAlikes]) {
      const started = performance.now();
      expect(read(page.join("\n"))).toBeNull();
      expect(performance.now() - started).toBeLessThan(500);
    }
  });
});
