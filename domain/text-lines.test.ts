import { asOneLine, isMultiLineText, isSingleLineText } from "./text-lines";

// The edges of every range the rule refuses, with the printable neighbours on either side.
const REFUSED_EVERYWHERE = [
  ["NUL", "\u0000"],
  ["BEL", "\u0007"],
  ["vertical tab", "\u000b"],
  ["form feed", "\u000c"],
  ["ESC", "\u001b"],
  ["unit separator, the last C0", "\u001f"],
  ["DEL", "\u007f"],
  ["the first C1", "\u0080"],
  ["NEL", "\u0085"],
  ["the last C1", "\u009f"],
  ["line separator", "\u2028"],
  ["paragraph separator", "\u2029"],
  ["tab", "\t"],
] as const;

const LINE_BREAKS = [
  ["LF", "\n"],
  ["CR", "\r"],
  ["CR LF", "\r\n"],
] as const;

const ALLOWED_EVERYWHERE = [
  ["space, the first after the C0", " "],
  ["tilde, the last before DEL", "~"],
  ["no-break space, the first after the C1", "\u00a0"],
  ["figure space", "\u2007"],
  ["the character before the line separator", "\u2027"],
  ["the character after the paragraph separator", "\u202a"],
  ["a right-to-left mark", "\u200f"],
  ["a zero-width joiner in an emoji", "👩\u200d🍳"],
  ["accents and other scripts", "Élodie Çakır Ōno Ж 李"],
  ["markup, which is escaped where shown", "<b>Bob</b> & co"],
] as const;

describe("isSingleLineText", () => {
  it.each(ALLOWED_EVERYWHERE)("accepts %s", (_case, text) => expect(isSingleLineText(`Bob${text}Peeters`)).toBe(true));

  it.each([...REFUSED_EVERYWHERE, ...LINE_BREAKS])("refuses %s", (_case, text) => expect(isSingleLineText(`Bob${text}Peeters`)).toBe(false));

  it("refuses a control character at either end too", () => {
    expect(isSingleLineText("\nBob")).toBe(false);
    expect(isSingleLineText("Bob\r")).toBe(false);
  });

  it("accepts the empty text", () => expect(isSingleLineText("")).toBe(true));
});

describe("isMultiLineText", () => {
  it.each([...ALLOWED_EVERYWHERE, ...LINE_BREAKS])("accepts %s", (_case, text) => expect(isMultiLineText(`Line one${text}line two`)).toBe(true));

  it.each(REFUSED_EVERYWHERE)("refuses %s", (_case, text) => expect(isMultiLineText(`Line one${text}line two`)).toBe(false));
});

describe("asOneLine", () => {
  it("turns each run of breaks and controls into one space", () => {
    expect(asOneLine("Bob,\r\n\r\nURGENT: sign in\tnow\u2028please")).toBe("Bob, URGENT: sign in now please");
  });

  it("leaves a single-line text as it is", () => expect(asOneLine("Élodie <b>Çakır</b>")).toBe("Élodie <b>Çakır</b>"));
});
