import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from "./email";

/** An address of exactly `length` characters: a long local part at a short domain. */
const addressOfLength = (length: number) => {
  const domain = "@example.com";
  return "a".repeat(length - domain.length) + domain;
};

describe("isValidEmail", () => {
  it.each(["employer@example.com", "first.last+tag@sub.example.be", "x@y.co", "Els.Vermeersch@Example.COM"])("accepts %s", (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    ["empty", ""],
    ["no @", "employer.example.com"],
    ["two @", "a@b@example.com"],
    ["no local part", "@example.com"],
    ["no domain", "employer@"],
    ["domain without a dot", "employer@localhost"],
    ["domain starting with a dot", "employer@.example.com"],
    ["domain ending with a dot", "employer@example."],
    ["two dots in a row in the domain", "employer@example..com"],
    ["a space inside", "emp loyer@example.com"],
    ["only spaces", "   "],
  ])("refuses %s", (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it("ignores surrounding spaces", () => {
    expect(isValidEmail("  employer@example.com\t")).toBe(true);
  });

  it("allows at most 254 characters", () => {
    expect(EMAIL_MAX_LENGTH).toBe(254);
    expect(addressOfLength(254)).toHaveLength(254);
    expect(isValidEmail(addressOfLength(254))).toBe(true);
    expect(isValidEmail(addressOfLength(255))).toBe(false);
  });

  it("measures the length after trimming", () => {
    expect(isValidEmail(`  ${addressOfLength(254)}  `)).toBe(true);
  });
});

describe("normaliseEmail", () => {
  it("trims and lower-cases", () => {
    expect(normaliseEmail("  Els.Vermeersch@Example.COM ")).toBe("els.vermeersch@example.com");
  });

  it("leaves a normal address unchanged", () => {
    expect(normaliseEmail("employer@example.com")).toBe("employer@example.com");
  });
});
