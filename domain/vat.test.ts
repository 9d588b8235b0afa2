import { formatVat, isValidVat, normaliseVat } from "./vat";

// Belgian check digits are 97 - (first eight digits mod 97): 04123456 mod 97 = 83, so 14.
const VALID_BE = "BE0412345614";

describe("normaliseVat", () => {
  it("removes spaces, dots and hyphens and upper-cases", () => {
    expect(normaliseVat(" be 0412.345.614 ")).toBe(VALID_BE);
    expect(normaliseVat("be-0412-345-614")).toBe(VALID_BE);
    expect(normaliseVat("nl 1234.56789.b01")).toBe("NL123456789B01");
  });
});

describe("isValidVat: Belgian numbers", () => {
  it("accepts a number whose check digits pass mod 97", () => {
    expect(isValidVat(VALID_BE)).toBe(true);
    expect(isValidVat("BE0812398754")).toBe(true); // 08123987 -> 54
    expect(isValidVat("BE1000000021")).toBe(true); // first digit 1 is allowed
  });

  it("accepts check digits 97 (eight digits divisible by 97)", () => {
    expect(isValidVat("BE0000009797")).toBe(true);
  });

  it.each(["BE0412345613", "BE0412345615", "BE0412345600", "BE0412345697"])("refuses %s, whose check digits are wrong", (vat) =>
    expect(isValidVat(vat)).toBe(false),
  );

  it("refuses a number starting with a digit other than 0 or 1, even if the check passes", () => {
    // 20000000 mod 97 = 55, so the check digits would be 42.
    expect(isValidVat("BE2000000042")).toBe(false);
  });

  it("tolerates spaces, dots and lower case", () => {
    expect(isValidVat("BE 0412.345.614")).toBe(true);
    expect(isValidVat("be0412345614")).toBe(true);
    expect(isValidVat("  be 0412 345 614 ")).toBe(true);
    expect(isValidVat("be 0412.345.615")).toBe(false);
  });

  it.each([
    ["nine digits", "BE412345614"],
    ["eleven digits", "BE04123456140"],
    ["no country code", "0412345614"],
    ["a letter among the digits", "BE04123456A4"],
  ])("refuses %s", (_case, vat) => expect(isValidVat(vat)).toBe(false));
});

describe("isValidVat: Dutch numbers", () => {
  it("accepts NL, nine digits, B, two digits", () => {
    expect(isValidVat("NL123456789B01")).toBe(true);
    expect(isValidVat("nl123456789b01")).toBe(true);
    expect(isValidVat("NL 1234.5678.9 B01")).toBe(true);
  });

  it.each([
    ["eight digits", "NL12345678B01"],
    ["ten digits", "NL1234567890B01"],
    ["C instead of B", "NL123456789C01"],
    ["one digit after B", "NL123456789B1"],
    ["three digits after B", "NL123456789B012"],
    ["no B suffix", "NL123456789"],
    ["letters instead of digits", "NLABCDEFGHIB01"],
  ])("refuses %s", (_case, vat) => expect(isValidVat(vat)).toBe(false));
});

describe("isValidVat: other input", () => {
  it.each(["", "   ", "DE123456789", "FR12345678901", "BE", "NL"])("refuses %j", (vat) => {
    expect(isValidVat(vat)).toBe(false);
  });
});

describe("formatVat", () => {
  it("shows a Belgian number as BE 0000.000.000", () => {
    expect(formatVat(VALID_BE)).toBe("BE 0412.345.614");
  });

  it("normalises before formatting", () => {
    expect(formatVat("be 0412 345 614")).toBe("BE 0412.345.614");
    expect(formatVat("BE 0412.345.614")).toBe("BE 0412.345.614");
  });

  it("returns other numbers normalised but otherwise unchanged", () => {
    expect(formatVat("nl 123456789 b01")).toBe("NL123456789B01");
    expect(formatVat("BE412345614")).toBe("BE412345614");
  });
});
