import { nationalityAdjective } from "./nationalities";

describe("nationalityAdjective", () => {
  it("gives a Belgian's nationality in English, Dutch and French", () => {
    expect(nationalityAdjective("BE", "en")).toBe("Belgian");
    expect(nationalityAdjective("BE", "nl")).toBe("Belgisch");
    expect(nationalityAdjective("BE", "fr")).toBe("belge");
  });

  it("gives French adjectives in the feminine, agreeing with « nationalité »", () => {
    expect(nationalityAdjective("FR", "fr")).toBe("française");
    expect(nationalityAdjective("MA", "fr")).toBe("marocaine");
    expect(nationalityAdjective("NL", "fr")).toBe("néerlandaise");
  });

  it("covers the neighbours and the countries of origin most common in Belgium", () => {
    for (const code of ["NL", "FR", "DE", "LU", "PL", "RO", "IT", "ES", "PT", "MA", "TR", "UA", "SY", "AF"]) {
      expect(nationalityAdjective(code, "en")).toMatch(/^[A-Z]/);
      expect(nationalityAdjective(code, "nl")).toMatch(/^[A-Z]/);
      expect(nationalityAdjective(code, "fr")).toMatch(/^[a-zé]/);
    }
  });

  it.each(["CD", "CG", "GN", "AQ", "ZZ", "", "be", "constructor", "__proto__", "toString"])("has none for %j, which the page names as a country", (code) => {
    expect(nationalityAdjective(code, "en")).toBeNull();
  });
});
