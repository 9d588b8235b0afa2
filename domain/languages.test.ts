import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage } from "./languages";

describe("languages", () => {
  it("supports English, Dutch and French, falling back to Dutch", () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(["en", "nl", "fr"]);
    expect(FALLBACK_LANGUAGE).toBe("nl");
    expect(isLanguage(FALLBACK_LANGUAGE)).toBe(true);
  });

  it.each(["en", "nl", "fr"])("recognises %s", (code) => {
    expect(isLanguage(code)).toBe(true);
  });

  it.each([["EN"], ["de"], [""], ["nl-BE"], [" nl"], [undefined], [null], [1], [["en"]], [{ language: "en" }]])("refuses %j", (value) => {
    expect(isLanguage(value)).toBe(false);
  });
});
