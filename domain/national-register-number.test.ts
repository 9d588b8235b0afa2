import { formatNationalRegisterNumber, nationalRegisterNumberProblem, normalizeNationalRegisterNumber, type Gender } from "./national-register-number";

// A number with right check digits: 97 - (the nine digits mod 97), with "2" before them from 2000 on.
function numberOf(yymmdd: string, sequence: string, century: 1900 | 2000): string {
  const nine = `${yymmdd}${sequence}`;
  const check = 97 - (Number(century === 2000 ? `2${nine}` : nine) % 97);
  return `${nine}${String(check).padStart(2, "0")}`;
}

/** The same number with its check digits one higher or lower (wrapping within 01 to 97). */
function checkOffBy(number: string, delta: 1 | -1): string {
  const check = ((Number(number.slice(9)) - 1 + delta + 97) % 97) + 1;
  return `${number.slice(0, 9)}${String(check).padStart(2, "0")}`;
}

const problem = (input: string, birthdate: string | null = null, gender: Gender | null = null) => nationalRegisterNumberProblem(input, { birthdate, gender });

describe("the test helper", () => {
  it("computes the check digits of published examples", () => {
    expect(numberOf("850730", "033", 1900)).toBe("85073003328");
    expect(numberOf("170730", "033", 2000)).toBe("17073003384");
  });
});

describe("normalizeNationalRegisterNumber and formatNationalRegisterNumber", () => {
  it("keeps the digits only", () => {
    expect(normalizeNationalRegisterNumber("85.07.30-033.28")).toBe("85073003328");
    expect(normalizeNationalRegisterNumber(" 850730 033 28 ")).toBe("85073003328");
  });

  it("formats eleven digits as the card prints them", () => {
    expect(formatNationalRegisterNumber("85073003328")).toBe("85.07.30-033.28");
    expect(formatNationalRegisterNumber("85 07 30 033 28")).toBe("85.07.30-033.28");
  });

  it("returns anything else trimmed, as typed", () => {
    expect(formatNationalRegisterNumber(" 8507300332 ")).toBe("8507300332");
    expect(formatNationalRegisterNumber("abc")).toBe("abc");
  });
});

describe("nationalRegisterNumberProblem: form", () => {
  it.each(["85.07.30-033.28", "85073003328", "850730 033 28", "85/07/30-033-28"])("accepts %j", (input) => expect(problem(input)).toBeNull());

  it.each([
    ["ten digits", "8507300332"],
    ["twelve digits", "850730033280"],
    ["a letter among the digits", "85073003A28"],
    ["a letter added to eleven digits", "85073003328X"],
    ["nothing", ""],
  ])("refuses %s", (_case, input) => expect(problem(input)).toBe("format"));
});

describe("nationalRegisterNumberProblem: check digits", () => {
  const before2000 = numberOf("850730", "033", 1900);
  const from2000 = numberOf("170730", "033", 2000);

  it("accepts the rule for people born before 2000", () => expect(problem(before2000, "1985-07-30", "male")).toBeNull());
  it("accepts the rule for people born in 2000 or later", () => expect(problem(from2000, "2017-07-30", "male")).toBeNull());

  it.each([1, -1] as const)("refuses check digits off by %i under the rule before 2000", (delta) =>
    expect(problem(checkOffBy(before2000, delta))).toBe("checkDigits"),
  );
  it.each([1, -1] as const)("refuses check digits off by %i under the rule from 2000", (delta) =>
    expect(problem(checkOffBy(from2000, delta))).toBe("checkDigits"),
  );

  it("accepts check digits 97, when the number before them is divisible by 97", () => {
    expect(850730061 % 97).toBe(0);
    expect(problem("85073006197", "1985-07-30", "male")).toBeNull();
    expect(2170730020 % 97).toBe(0);
    expect(problem("17073002097", "2017-07-30", "female")).toBeNull();
  });

  it("tells the century from the check digits: the same birth digits belong to 1917 or 2017", () => {
    const as1917 = numberOf("170730", "033", 1900);
    expect(problem(as1917, "1917-07-30")).toBeNull();
    expect(problem(as1917, "2017-07-30")).toBe("birthdateMismatch");
    expect(problem(from2000, "2017-07-30")).toBeNull();
    expect(problem(from2000, "1917-07-30")).toBe("birthdateMismatch");
  });

  it("never passes both rules: 2 000 000 000 is not a multiple of 97", () => expect(2_000_000_000 % 97).toBe(68));
});

describe("nationalRegisterNumberProblem: birth date", () => {
  const number = numberOf("850730", "033", 1900);

  it("accepts the birthdate it encodes, and no birthdate at all", () => {
    expect(problem(number, "1985-07-30")).toBeNull();
    expect(problem(number, null)).toBeNull();
  });

  it.each([
    ["the day after", "1985-07-31"],
    ["the day before", "1985-07-29"],
    ["another month", "1985-08-30"],
    ["another year", "1986-07-30"],
    ["another century", "2085-07-30"],
  ])("refuses %s", (_case, birthdate) => expect(problem(number, birthdate)).toBe("birthdateMismatch"));

  it("leaves a birthdate that is not a date to its own field", () => expect(problem(number, "30/07/1985")).toBeNull());

  it.each([
    ["month 13", "851330"],
    ["month 19", "851930"],
    ["day 32", "850732"],
    ["31 April", "850431"],
  ])("refuses %s, a date that does not exist", (_case, yymmdd) => expect(problem(numberOf(yymmdd, "033", 1900))).toBe("format"));

  describe("29 February", () => {
    it("exists in 1984 and 2000", () => {
      expect(problem(numberOf("840229", "034", 1900), "1984-02-29", "female")).toBeNull();
      expect(problem(numberOf("000229", "034", 2000), "2000-02-29", "female")).toBeNull();
    });
    it("does not exist in 1985 or 1900 (a century year not divisible by 400)", () => {
      expect(problem(numberOf("850229", "034", 1900))).toBe("format");
      expect(problem(numberOf("000229", "034", 1900))).toBe("format");
    });
    it("is not 1 March", () => expect(problem(numberOf("840229", "034", 1900), "1984-03-01")).toBe("birthdateMismatch"));
  });

  it("month 00 (birth month unknown, or that day's numbers ran out): only the year is compared", () => {
    const unknownMonth = numberOf("850000", "033", 1900);
    expect(problem(unknownMonth, "1985-07-30")).toBeNull();
    expect(problem(unknownMonth, "1985-01-01")).toBeNull();
    expect(problem(unknownMonth, "1986-07-30")).toBe("birthdateMismatch");
    // The sixth digit raised when the numbers ran out again.
    expect(problem(numberOf("850001", "033", 1900), "1985-07-30")).toBeNull();
  });

  it("year and month 00: a birth date the register did not know", () => expect(problem(numberOf("000001", "033", 1900), "1985-07-30")).toBeNull());

  it("day 00 (birth day unknown): the year and month are compared", () => {
    const unknownDay = numberOf("850700", "033", 1900);
    expect(problem(unknownDay, "1985-07-30")).toBeNull();
    expect(problem(unknownDay, "1985-08-30")).toBe("birthdateMismatch");
  });
});

describe("nationalRegisterNumberProblem: gender", () => {
  const odd = numberOf("850730", "033", 1900);
  const even = numberOf("850730", "034", 1900);

  it("an odd sequence number is a man's", () => {
    expect(problem(odd, null, "male")).toBeNull();
    expect(problem(odd, null, "female")).toBe("genderMismatch");
  });

  it("an even sequence number is a woman's", () => {
    expect(problem(even, null, "female")).toBeNull();
    expect(problem(even, null, "male")).toBe("genderMismatch");
  });

  it("is not compared for other or no gender", () => {
    for (const number of [odd, even]) {
      expect(problem(number, null, "other")).toBeNull();
      expect(problem(number, null, null)).toBeNull();
    }
  });

  it("is compared after the birth date", () => expect(problem(odd, "1985-07-31", "female")).toBe("birthdateMismatch"));
});

describe("nationalRegisterNumberProblem: BIS numbers", () => {
  it("month + 40: gender known, birth month 40 lower", () => {
    expect(problem("98472899765", "1998-07-28", "male")).toBeNull(); // a published example
    expect(problem("98472899765", "1998-07-28", "female")).toBe("genderMismatch");
    expect(problem("98472899765", "1998-08-28")).toBe("birthdateMismatch");
    expect(problem(numberOf("014907", "001", 2000), "2001-09-07", "male")).toBeNull();
  });

  it("month + 20: gender unknown, so not compared", () => {
    const number = numberOf("852730", "034", 1900);
    expect(problem(number, "1985-07-30", "male")).toBeNull();
    expect(problem(number, "1985-07-30", "female")).toBeNull();
    expect(problem(number, "1985-06-30")).toBe("birthdateMismatch");
  });

  it("month 20 or 40 alone: birth month unknown", () => {
    expect(problem(numberOf("852000", "034", 1900), "1985-07-30")).toBeNull();
    expect(problem(numberOf("854000", "034", 1900), "1985-07-30", "female")).toBeNull();
  });

  it.each([
    ["month 33 (20 + 13)", "853330"],
    ["month 53 (40 + 13)", "855330"],
    ["month 60", "856030"],
  ])("refuses %s", (_case, yymmdd) => expect(problem(numberOf(yymmdd, "033", 1900))).toBe("format"));
});
