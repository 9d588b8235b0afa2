import { attachmentNamed, csvFileName, spreadsheetConventionsOf, spreadsheetDate, spreadsheetEuros } from "./spreadsheet-format";

describe("the spreadsheet conventions of each language", () => {
  it("separates fields with a comma in English and a semicolon in Dutch and French", () => {
    expect(spreadsheetConventionsOf("en")).toEqual({ delimiter: ",", decimalMark: "." });
    expect(spreadsheetConventionsOf("nl")).toEqual({ delimiter: ";", decimalMark: "," });
    expect(spreadsheetConventionsOf("fr")).toEqual({ delimiter: ";", decimalMark: "," });
  });
});

describe("spreadsheetDate", () => {
  it("writes the day first", () => {
    expect(spreadsheetDate("2026-12-31")).toBe("31/12/2026");
    expect(spreadsheetDate("2026-01-05")).toBe("05/01/2026");
  });

  it("reads the date part of a date-time", () => {
    expect(spreadsheetDate("2026-03-29T01:30:00.000Z")).toBe("29/03/2026");
  });
});

describe("spreadsheetEuros", () => {
  const nl = spreadsheetConventionsOf("nl");
  const en = spreadsheetConventionsOf("en");

  it.each([
    [123450, "1234,50", "1234.50"],
    [5, "0,05", "0.05"],
    [0, "0,00", "0.00"],
    [-1250, "-12,50", "-12.50"],
    [123456789, "1234567,89", "1234567.89"],
  ])("writes %i cents as %s (nl, fr) and %s (en)", (cents, comma, point) => {
    expect(spreadsheetEuros(cents, nl)).toBe(comma);
    expect(spreadsheetEuros(cents, en)).toBe(point);
  });
});

describe("csvFileName", () => {
  it("names the file by the list's title and the day", () => {
    expect(csvFileName("Payroll team", "en", "2026-11-27")).toBe("payroll-team-2026-11-27.csv");
    expect(csvFileName("Selection team: Interim", "en", "2026-11-27")).toBe("selection-team-interim-2026-11-27.csv");
    expect(csvFileName("Équipe sélection : intérim", "fr", "2026-11-27")).toBe("équipe-sélection-intérim-2026-11-27.csv");
    expect(csvFileName("Contracten te verlengen", "nl", "2026-11-27")).toBe("contracten-te-verlengen-2026-11-27.csv");
  });

  it("still names a file whose title has no letter", () => {
    expect(csvFileName(" : ", "nl", "2026-11-27")).toBe("export-2026-11-27.csv");
  });
});

describe("attachmentNamed", () => {
  it("gives an ASCII name as it is", () => {
    expect(attachmentNamed("payroll-team-2026-11-27.csv")).toBe(
      `attachment; filename="payroll-team-2026-11-27.csv"; filename*=UTF-8''payroll-team-2026-11-27.csv`,
    );
  });

  it("gives an accented name in UTF-8, and without accents to clients that read only filename", () => {
    expect(attachmentNamed("équipe-payroll-2026-11-27.csv")).toBe(
      `attachment; filename="equipe-payroll-2026-11-27.csv"; filename*=UTF-8''%C3%A9quipe-payroll-2026-11-27.csv`,
    );
  });

  it("cannot be broken out of by a quote", () => {
    expect(attachmentNamed(`a"b'(c).csv`)).toBe(`attachment; filename="a_b'(c).csv"; filename*=UTF-8''a%22b%27%28c%29.csv`);
  });
});
