import { BELGIAN_BANK_CODES } from "./belgian-bank-codes";
import { bankAccountProblems, bicFor, bicOfBelgianIban, formatIban, isValidBic, isValidIban, normalizeBic, normalizeIban } from "./iban";

// IBAN check digits (ISO 13616): move the country and "00" to the end, letters as 10 to 35, and take
// 98 - (that number mod 97).
function ibanOf(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, "0")}${bban}`;
}

// A Belgian account: bank code, seven digits, and the first ten digits mod 97 (97 for 0) as its own check.
function belgianIban(bankCode: string, account = "1234567"): string {
  const first10 = `${bankCode}${account}`;
  const check = Number(BigInt(first10) % 97n) || 97;
  return ibanOf("BE", `${first10}${String(check).padStart(2, "0")}`);
}

const VALID_BE = "BE68 5390 0754 7034"; // bank code 539, which the table does not hold
const VALID_NL = "NL91 ABNA 0417 1643 00";

describe("the test helpers", () => {
  it("compute the check digits of known IBANs", () => {
    expect(belgianIban("539", "0075470")).toBe("BE68539007547034");
    expect(ibanOf("NL", "ABNA0417164300")).toBe("NL91ABNA0417164300");
  });
});

describe("normalizeIban", () => {
  it("removes spaces and dashes and upper-cases", () => {
    expect(normalizeIban(" be68 5390-0754 7034 ")).toBe("BE68539007547034");
    expect(normalizeIban("nl91\tabna 0417 1643 00")).toBe("NL91ABNA0417164300");
  });
});

describe("isValidIban", () => {
  it.each([VALID_BE, "BE68539007547034", "be68 5390 0754 7034", "BE68-5390-0754-7034", VALID_NL])("accepts %j", (iban) => expect(isValidIban(iban)).toBe(true));

  it.each([
    ["one digit of the account changed", "BE68 5390 0754 7035"],
    ["the check digits one higher", "BE69 5390 0754 7034"],
    ["the check digits one lower", "BE67 5390 0754 7034"],
    ["a Dutch account one digit off", "NL91 ABNA 0417 1643 01"],
    ["a digit short", "BE68 5390 0754 703"],
    ["a digit too many", "BE68 5390 0754 7034 5"],
    ["no country", "68 5390 0754 7034"],
    ["an unknown country", "XX68 5390 0754 7034"],
    ["nothing", ""],
  ])("refuses %s", (_case, iban) => expect(isValidIban(iban)).toBe(false));

  it("refuses a Belgian IBAN whose own check (the last two digits) is wrong, even with right IBAN check digits", () => {
    const iban = ibanOf("BE", "539007547035");
    expect(iban).toBe("BE41539007547035");
    expect(isValidIban(iban)).toBe(false);
  });
});

describe("formatIban", () => {
  it("shows groups of four", () => {
    expect(formatIban("BE68539007547034")).toBe("BE68 5390 0754 7034");
    expect(formatIban(" be68-5390-0754-7034")).toBe("BE68 5390 0754 7034");
    expect(formatIban("NL91ABNA0417164300")).toBe("NL91 ABNA 0417 1643 00");
  });
});

describe("normalizeBic and isValidBic", () => {
  it("trims, removes spaces and upper-cases", () => {
    expect(normalizeBic(" geba be bb ")).toBe("GEBABEBB");
    expect(normalizeBic("GEBABEBBXXX")).toBe("GEBABEBBXXX");
  });

  it.each(["GEBABEBB", "GEBABEBBXXX", "gebabebb", " GEBA BE BB ", "ARSPBE22", "ABNANL2A", "DEUTDEFF500"])("accepts %j", (bic) =>
    expect(isValidBic(bic)).toBe(true),
  );

  it.each([
    ["seven characters", "GEBABEB"],
    ["nine characters", "GEBABEBBX"],
    ["ten characters", "GEBABEBBXX"],
    ["twelve characters", "GEBABEBBXXXX"],
    ["an unknown country", "GEBAXXBB"],
    ["a digit in the bank's letters", "GEB1BEBB"],
    ["punctuation", "GEBA-BEBB"],
    ["nothing", ""],
  ])("refuses %s", (_case, bic) => expect(isValidBic(bic)).toBe(false));
});

describe("the Belgian bank code table", () => {
  it("is sorted, its ranges do not overlap and stay within 000 to 999", () => {
    let previousTo = -1;
    for (const [from, to] of BELGIAN_BANK_CODES) {
      expect(from).toBeGreaterThan(previousTo);
      expect(to).toBeGreaterThanOrEqual(from);
      expect(to).toBeLessThanOrEqual(999);
      previousTo = to;
    }
  });

  it("holds only well-formed Belgian BICs", () => {
    for (const [, , bic] of BELGIAN_BANK_CODES) {
      expect(isValidBic(bic)).toBe(true);
      expect(bic.slice(4, 6)).toBe("BE");
    }
  });
});

describe("bicOfBelgianIban", () => {
  // Each bank at both ends of a range, and the codes just outside.
  it.each([
    ["001", "GEBABEBB"],
    ["049", "GEBABEBB"],
    ["050", "GKCCBEBB"],
    ["099", "GKCCBEBB"],
    ["103", "NICABEBB"],
    ["108", "NICABEBB"],
    ["190", "CREGBEBB"],
    ["298", "GEBABEBB"],
    ["300", "BBRUBEBB"],
    ["399", "BBRUBEBB"],
    ["400", "KREDBEBB"],
    ["499", "KREDBEBB"],
    ["523", "TRIOBEBB"],
    ["610", "DEUTBEBE"],
    ["645", "JVBABE22"],
    ["651", "KEYTBEBB"],
    ["652", "BBRUBEBB"],
    ["671", "EURBBE99"],
    ["732", "CREGBEBB"],
    ["733", "KREDBEBB"],
    ["890", "VDSPBE91"],
    ["899", "VDSPBE91"],
    ["950", "CTBKBEBX"],
    ["973", "ARSPBE22"],
    ["980", "ARSPBE22"],
  ])("knows bank code %s as %s", (code, bic) => expect(bicOfBelgianIban(belgianIban(code))).toBe(bic));

  it.each([
    ["000", "bpost bank, whose BIC changed as it became BNP Paribas Fortis"],
    ["100", "the National Bank"],
    ["299", "bpost bank"],
    ["500", "a code past KBC's range"],
    ["539", "a code the table leaves out"],
    ["700", "AXA Bank Belgium, being taken into Crelan"],
    ["981", "a code past Argenta's range"],
    ["999", "the last code"],
  ])("does not know bank code %s (%s)", (code) => expect(bicOfBelgianIban(belgianIban(code))).toBeNull());

  it("reads the code from any typing of the IBAN", () => {
    const iban = belgianIban("310");
    expect(bicOfBelgianIban(formatIban(iban).toLowerCase())).toBe("BBRUBEBB");
  });

  it("answers null for an invalid Belgian IBAN and for a foreign one", () => {
    const iban = belgianIban("310");
    const wrong = `${iban.slice(0, -1)}${(Number(iban.slice(-1)) + 1) % 10}`;
    expect(bicOfBelgianIban(wrong)).toBeNull();
    expect(bicOfBelgianIban(VALID_NL)).toBeNull();
    expect(bicOfBelgianIban("")).toBeNull();
  });
});

describe("bankAccountProblems", () => {
  const ing = belgianIban("310");
  const problems = (iban: string, bic: string) => bankAccountProblems({ iban, bic }).map((p) => `${p.field}:${p.problem}`);

  describe("a Belgian account whose bank code the table knows", () => {
    it("needs no BIC: it is filled in", () => expect(problems(ing, "")).toEqual([]));
    it("accepts the bank's BIC however typed", () => {
      expect(problems(ing, "BBRUBEBB")).toEqual([]);
      expect(problems(ing, "bbru be bb")).toEqual([]);
    });
    it("accepts the BIC with a branch: the first eight characters name the bank", () => {
      expect(problems(ing, "BBRUBEBBXXX")).toEqual([]);
      expect(problems(ing, "BBRUBEBB100")).toEqual([]);
    });
    it("refuses another bank's BIC", () => {
      expect(problems(ing, "GEBABEBB")).toEqual(["bic:bicMismatch"]);
      expect(problems(ing, "GEBABEBBXXX")).toEqual(["bic:bicMismatch"]);
    });
    it("refuses a BIC of bad format before comparing it", () => expect(problems(ing, "BBRUBEB")).toEqual(["bic:invalidBic"]));
  });

  describe("a Belgian account whose bank code the table does not know", () => {
    it("needs the BIC typed", () => expect(problems(VALID_BE, "")).toEqual(["bic:bicRequired"]));
    it("accepts any well-formed BIC", () => expect(problems(VALID_BE, "AXABBE22")).toEqual([]));
    it("refuses a BIC of bad format", () => expect(problems(VALID_BE, "AXABBE2")).toEqual(["bic:invalidBic"]));
  });

  describe("a foreign account", () => {
    it("needs the BIC typed", () => {
      expect(problems(VALID_NL, "")).toEqual(["bic:bicRequired"]);
      expect(problems(VALID_NL, "   ")).toEqual(["bic:bicRequired"]);
    });
    it("accepts a well-formed BIC", () => {
      expect(problems(VALID_NL, "ABNANL2A")).toEqual([]);
      expect(problems(VALID_NL, "abnanl2axxx")).toEqual([]);
    });
    it("refuses a BIC of bad format", () => expect(problems(VALID_NL, "ABNANL2")).toEqual(["bic:invalidBic"]));
  });

  describe("an invalid IBAN", () => {
    it("is the problem, whatever the BIC", () => {
      expect(problems("BE68 5390 0754 7035", "")).toEqual(["iban:invalidIban"]);
      expect(problems("BE68 5390 0754 7035", "GEBABEBB")).toEqual(["iban:invalidIban"]);
      expect(problems("", "")).toEqual(["iban:invalidIban"]);
    });
    it("comes with a typed BIC's bad format", () => expect(problems("BE68 5390 0754 7035", "GEBA")).toEqual(["iban:invalidIban", "bic:invalidBic"]));
  });
});

describe("bicFor", () => {
  it("stores the bank code's BIC for a Belgian account the table knows", () => {
    expect(bicFor({ iban: belgianIban("400"), bic: "" })).toBe("KREDBEBB");
    expect(bicFor({ iban: belgianIban("400"), bic: "kredbebbxxx" })).toBe("KREDBEBB");
  });

  it("stores the typed BIC, normalised, for any other account", () => {
    expect(bicFor({ iban: VALID_NL, bic: " abna nl2a " })).toBe("ABNANL2A");
    expect(bicFor({ iban: VALID_BE, bic: "axabbe22" })).toBe("AXABBE22");
  });

  it("stores nothing when no BIC is known or typed", () => {
    expect(bicFor({ iban: VALID_NL, bic: "" })).toBeNull();
    expect(bicFor({ iban: VALID_BE, bic: "  " })).toBeNull();
  });
});
