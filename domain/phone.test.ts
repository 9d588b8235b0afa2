import { PHONE_PATTERN, isValidPhone } from "./phone";

describe("isValidPhone", () => {
  it.each(["+32 470 12 34 56", "0470123456", "03/218.44.10", "+32 (0)3 218 44 10", "02-512-30-30", "123456", "+123456"])("accepts %s", (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["too short", "12345"],
    ["too long", "1".repeat(21)],
    ["letters", "0470 ABC 123"],
    ["a plus in the middle", "32+470123456"],
    ["two leading plusses", "++32470123456"],
    ["an extension word", "0470123456 ext 2"],
  ])("refuses %s", (_case, phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });

  it("ignores surrounding spaces", () => {
    expect(isValidPhone("  +32 470 12 34 56\t")).toBe(true);
  });

  it("allows 20 characters after an optional plus", () => {
    expect(isValidPhone("1".repeat(20))).toBe(true);
    expect(isValidPhone(`+${"1".repeat(20)}`)).toBe(true);
  });

  it("is the pattern the portal's forms use", () => {
    expect(PHONE_PATTERN.source).toBe("^\\+?[0-9 ()./-]{6,20}$");
  });
});
