import { inflateSync } from "node:zlib";

// The text of a PDF that Chromium printed (page.pdf()), for assertions on what reached the paper. No
// PDF reader is among the dependencies, and Chromium's PDFs are simple: numbered objects without
// object streams, flate-compressed streams, Type0 fonts whose ToUnicode maps turn the 2-byte glyph
// codes of the page's text (hex strings in Tj and TJ) back into characters.

type PdfObject = { dictionary: string; stream: Buffer | null };

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const text = pdf.toString("latin1");
  const objects = new Map<string, PdfObject>();
  for (const start of text.matchAll(/(\d+) 0 obj\b/g)) {
    const from = start.index + start[0].length;
    const end = text.indexOf("endobj", from);
    const streamAt = text.indexOf("stream", from);
    if (streamAt === -1 || streamAt > end) {
      objects.set(start[1]!, { dictionary: text.slice(from, end), stream: null });
      continue;
    }
    const dictionary = text.slice(from, streamAt);
    const length = Number(/\/Length (\d+)(?! \d+ R)/.exec(dictionary)?.[1]);
    const dataAt = streamAt + "stream".length + (text[streamAt + 6] === "\r" ? 2 : 1);
    const raw = pdf.subarray(dataAt, dataAt + length);
    objects.set(start[1]!, { dictionary, stream: dictionary.includes("/FlateDecode") ? inflateSync(raw) : raw });
  }
  return objects;
}

const hexToNumber = (hex: string) => parseInt(hex, 16);
const hexToText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map(hexToNumber));

/** A ToUnicode CMap: glyph code → characters, from its bfchar and bfrange sections. */
function unicodeMapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const section of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of section[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(hexToNumber(code!), hexToText(unicode!));
  }
  for (const section of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, first, last, target] of section[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*(<[0-9A-Fa-f]+>|\[[^\]]*\])/g)) {
      const targets = target!.startsWith("[") ? [...target!.matchAll(/<([0-9A-Fa-f]+)>/g)].map((each) => hexToText(each[1]!)) : null;
      const base = targets ? 0 : hexToNumber(target!.slice(1, -1));
      for (let code = hexToNumber(first!); code <= hexToNumber(last!); code++) {
        const offset = code - hexToNumber(first!);
        map.set(code, targets ? (targets[offset] ?? "") : String.fromCodePoint(base + offset));
      }
    }
  }
  return map;
}

/** The page's text, one line per text object (BT … ET), in the order the page draws it. */
export function textOfPdf(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  const fontsByName = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const [, name, ref] of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(ref!)?.dictionary ?? "")?.[1];
      const cmap = toUnicode ? objects.get(toUnicode)?.stream : null;
      if (cmap) fontsByName.set(name!, unicodeMapOf(cmap.toString("latin1")));
    }
  }
  const contents = [...objects.values()].flatMap(({ dictionary }) => [...dictionary.matchAll(/\/Contents (\d+) 0 R/g)].map((match) => match[1]!));
  const lines: string[] = [];
  for (const id of contents) {
    const operations = objects.get(id)?.stream?.toString("latin1") ?? "";
    let font = new Map<number, string>();
    for (const textObject of operations.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = "";
      for (const [, fontName, hex] of textObject[1]!.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9A-Fa-f]*)>/g)) {
        if (fontName) font = fontsByName.get(fontName) ?? new Map();
        else line += (hex!.match(/.{4}/g) ?? []).map((code) => font.get(hexToNumber(code)) ?? "").join("");
      }
      lines.push(line);
    }
  }
  return lines.join("\n");
}
