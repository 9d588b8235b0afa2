// Real OCR, end to end: generated card images through tesseract.js (offline) and the zone reader.
// One reader for the whole file, so the engine starts once, as it does in the API.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { belgianCardNumber, drawDocumentScan, drawIdCardBack, nationalRegisterNumber, td1Zone, type IdCardPerson } from "../../tests/support/id-card-image";
import type { MrzReading } from "./mrz-reading";
import { createIdCardReader, type IdCardReadResult } from "./ocr";

const PEETERS: IdCardPerson = {
  documentNumber: belgianCardNumber("5921234567"),
  lastName: "Peeters",
  firstNames: "Jan Marie",
  nationality: "BEL",
  birthdate: "1985-02-01",
  gender: "male",
  expiresOn: "2032-03-12",
  nationalRegisterNumber: nationalRegisterNumber("1985-02-01", 123),
};
const VAN_DEN_BERG: IdCardPerson = {
  documentNumber: belgianCardNumber("6000812345"),
  lastName: "Van den Berg",
  firstNames: "Élise",
  nationality: "BEL",
  birthdate: "2003-05-15",
  gender: "female",
  expiresOn: "2029-05-14",
  nationalRegisterNumber: nationalRegisterNumber("2003-05-15", 246),
};
const KOWALSKA: IdCardPerson = {
  documentNumber: "CAX804512",
  lastName: "Kowalska",
  firstNames: "Zofia Anna",
  nationality: "POL",
  birthdate: "1979-11-30",
  gender: "female",
  expiresOn: "2031-06-08",
  nationalRegisterNumber: null,
  issuingState: "POL",
};

const mrzName = (name: string) =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();
function expectedReading(person: IdCardPerson, nationality: string): MrzReading {
  return {
    documentNumber: person.documentNumber,
    lastName: mrzName(person.lastName),
    firstNames: mrzName(person.firstNames),
    nationality,
    birthdate: person.birthdate,
    gender: person.gender,
    expiresOn: person.expiresOn,
    nationalRegisterNumber: person.nationalRegisterNumber,
  };
}

const reader = createIdCardReader();
const timings: string[] = [];
const megabytes = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

async function timedRead(label: string, image: Buffer): Promise<IdCardReadResult> {
  const result = await reader.read(image);
  timings.push(`${label}: ${result.millis} ms`);
  return result;
}

afterAll(async () => {
  await reader.close();
  console.log(`ID card OCR, ms per card:\n  ${timings.join("\n  ")}`);
});

describe("the ID card reader", () => {
  it("reads a Belgian card, starting its engine on the first read", async () => {
    const before = megabytes();
    const result = await timedRead("first card (the engine starts)", await drawIdCardBack(td1Zone(PEETERS)));
    timings.push(`resident memory: ${before} MB before the engine, ${megabytes()} MB after`);
    expect(result).toMatchObject({ ok: true, reading: expectedReading(PEETERS, "BE") });
    // Offline and leaving nothing behind: the language data is read from node_modules, never cached to the working directory.
    expect(existsSync(join(process.cwd(), "eng.traineddata"))).toBe(false);
  });

  it("reads more cards with the running engine: PNG and JPEG, a Belgian born this century, a Polish card", async () => {
    expect(await timedRead("Belgian card, PNG", await drawIdCardBack(td1Zone(VAN_DEN_BERG)))).toMatchObject({
      ok: true,
      reading: expectedReading(VAN_DEN_BERG, "BE"),
    });
    expect(await timedRead("Belgian card, JPEG", await drawIdCardBack(td1Zone(PEETERS), { format: "jpeg" }))).toMatchObject({
      ok: true,
      reading: expectedReading(PEETERS, "BE"),
    });
    expect(await timedRead("Polish card, PNG", await drawIdCardBack(td1Zone(KOWALSKA)))).toMatchObject({
      ok: true,
      reading: expectedReading(KOWALSKA, "PL"),
    });
  });

  it("finds the zone in a photo in which the card is not the whole picture", async () => {
    expect(await timedRead("photo of a card, JPEG", await drawIdCardBack(td1Zone(VAN_DEN_BERG), { photo: true, format: "jpeg" }))).toMatchObject({
      ok: true,
      reading: expectedReading(VAN_DEN_BERG, "BE"),
    });
  });

  it("gives unreadable for a card whose zone is scratched, a front side, and bytes that are no image", async () => {
    expect(await timedRead("scratched card", await drawIdCardBack(td1Zone(PEETERS), { unreadable: true }))).toMatchObject({ ok: false, reason: "unreadable" });
    expect(await timedRead("front side", await drawDocumentScan("IDENTITEITSKAART"))).toMatchObject({ ok: false, reason: "unreadable" });
    expect(await reader.read(new TextEncoder().encode("%PDF-1.7 not an image"))).toMatchObject({ ok: false, reason: "unreadable" });
  });

  it("answers reads made at the same time one after the other", async () => {
    const images = await Promise.all([PEETERS, VAN_DEN_BERG, KOWALSKA].map((person) => drawIdCardBack(td1Zone(person))));
    const results = await Promise.all(images.map((image) => reader.read(image)));
    expect(results.map((result) => result.ok && result.reading.lastName)).toEqual(["PEETERS", "VAN DEN BERG", "KOWALSKA"]);
    timings.push(`three at once, each from its call: ${results.map((result) => result.millis).join(", ")} ms`);
  });
});
