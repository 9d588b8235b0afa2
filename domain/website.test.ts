import { WEBSITE_MAX_LENGTH, isValidWebsite } from "./website";

describe("isValidWebsite", () => {
  it.each([
    "https://www.brouwerijdeklok.be",
    "http://brouwerijdeklok.be",
    "https://brouwerijdeklok.be/over-ons?taal=nl#historiek",
    "HTTPS://WWW.EXAMPLE.COM",
    "https://shop.example.co.uk:8443/",
    "https://xn--brouwerij-dklok-jkb.be",
  ])("accepts %s", (website) => expect(isValidWebsite(website)).toBe(true));

  it.each([
    ["empty", ""],
    ["only spaces", "  "],
    ["no scheme", "www.brouwerijdeklok.be"],
    ["another scheme", "ftp://brouwerijdeklok.be"],
    ["a script", "javascript:alert(1)"],
    ["a mail address", "mailto:info@brouwerijdeklok.be"],
    ["no slashes", "http:brouwerijdeklok.be"],
    ["a host without a dot", "http://localhost"],
    ["an empty label", "https://brouwerij..be"],
    ["a space inside", "https://brouwerij de klok.be"],
    ["credentials", "https://user:secret@brouwerijdeklok.be"],
    ["not a URL", "https://"],
  ])("refuses %s", (_case, website) => {
    expect(isValidWebsite(website)).toBe(false);
  });

  it("ignores surrounding spaces", () => {
    expect(isValidWebsite("  https://www.brouwerijdeklok.be \n")).toBe(true);
  });

  it(`allows at most ${WEBSITE_MAX_LENGTH} characters`, () => {
    const base = "https://example.be/";
    expect(isValidWebsite(base + "a".repeat(WEBSITE_MAX_LENGTH - base.length))).toBe(true);
    expect(isValidWebsite(base + "a".repeat(WEBSITE_MAX_LENGTH - base.length + 1))).toBe(false);
  });
});
