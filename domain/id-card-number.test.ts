import { formatIdCardNumber, idCardNumberProblem, normalizeIdCardNumber } from "./id-card-number";

// A Belgian eID number: ten digits, then their remainder mod 97 (97 for 0).
function eidOf(first10: string): string {
  const remainder = Number(first10) % 97;
  return `${first10}${String(remainder === 0 ? 97 : remainder).padStart(2, "0")}`;
}

const withCheck = (number: string, check: number) => `${number.slice(0, 10)}${String(check).padStart(2, "0")}`;

describe("the test helper", () => {
  it("computes the check digits of published examples", () => {
    expect(eidOf("5911917064")).toBe("591191706458");
    expect(eidOf("0000011032")).toBe("000001103271");
    expect(eidOf("5912010999")).toBe("591201099997"); // divisible by 97
  });
});

describe("normalizeIdCardNumber and formatIdCardNumber", () => {
  it("removes spaces, dots, dashes and slashes and upper-cases", () => {
    expect(normalizeIdCardNumber(" 591-1917064-58 ")).toBe("591191706458");
    expect(normalizeIdCardNumber("b 0123.456/789")).toBe("B0123456789");
  });

  it("shows a Belgian eID number as the card prints it", () => {
    expect(formatIdCardNumber("591191706458")).toBe("591-1917064-58");
    expect(formatIdCardNumber("591 1917064 58")).toBe("591-1917064-58");
  });

  it("shows other numbers normalised", () => {
    expect(formatIdCardNumber("b 0123456789")).toBe("B0123456789");
    expect(formatIdCardNumber("spec i2014")).toBe("SPECI2014");
  });
});

describe("idCardNumberProblem for a Belgian", () => {
  const valid = eidOf("5911917064");

  it.each([valid, "591-1917064-58", "591 1917064 58", eidOf("5912010999"), eidOf("0000011032")])("accepts %j", (number) =>
    expect(idCardNumberProblem(number, "BE")).toBeNull(),
  );

  it("reads the nationality however it is written", () => {
    expect(idCardNumberProblem("B0123456789", " be ")).toBe("format");
    expect(idCardNumberProblem(valid, "be")).toBeNull();
  });

  it.each([
    ["check digits one higher", withCheck(valid, 59)],
    ["check digits one lower", withCheck(valid, 57)],
    ["00 where the remainder 0 asks for 97", withCheck(eidOf("5912010999"), 0)],
  ])("refuses %s", (_case, number) => expect(idCardNumberProblem(number, "BE")).toBe("checkDigits"));

  it.each([
    ["eleven digits", "59119170645"],
    ["thirteen digits", "5911917064580"],
    ["a foreigner's card number", "B0123456789"],
    ["another country's card number", "SPECI2014"],
    ["a letter among the digits", "59119170A458"],
    ["nothing", ""],
  ])("refuses %s: a Belgian has the twelve-digit eID", (_case, number) => expect(idCardNumberProblem(number, "BE")).toBe("format"));
});

describe.each([["NL"], ["MA"], [null]])("idCardNumberProblem for nationality %s", (nationality) => {
  it("accepts a Belgian eID number and checks its digits", () => {
    expect(idCardNumberProblem("591-1917064-58", nationality)).toBeNull();
    expect(idCardNumberProblem("591-1917064-59", nationality)).toBe("checkDigits");
  });

  it.each([
    ["a foreigner's card number", "B 0123456 789"],
    ["six letters and digits", "AB1234"],
    ["twenty letters and digits", "AB345678901234567890"],
    ["a Dutch card number", "SPECI2014"],
  ])("accepts %s", (_case, number) => expect(idCardNumberProblem(number, nationality)).toBeNull());

  it.each([
    ["five letters and digits", "AB123"],
    ["twenty-one letters and digits", "AB3456789012345678901"],
    ["other signs", "AB#1234"],
    ["letters outside A to Z", "ÄB12345"],
    ["nothing", ""],
  ])("refuses %s", (_case, number) => expect(idCardNumberProblem(number, nationality)).toBe("format"));
});
