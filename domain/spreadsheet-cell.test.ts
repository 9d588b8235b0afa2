import { FORMULA_TRIGGERS, neutraliseFormula } from "./spreadsheet-cell";

describe("neutraliseFormula", () => {
  it.each([
    ["=", '=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ["+", "+32 470 12 34 56", "'+32 470 12 34 56"],
    ["-", "-12.5", "'-12.5"],
    ["@", "@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["a tab", "\t=1+1", "'\t=1+1"],
    ["a carriage return", "\r=1+1", "'\r=1+1"],
  ])("neutralises a text that starts with %s", (_, text, neutralised) => {
    expect(neutraliseFormula(text)).toBe(neutralised);
  });

  it("knows exactly the six triggers", () => {
    expect(FORMULA_TRIGGERS).toEqual(["=", "+", "-", "@", "\t", "\r"]);
  });

  it.each([
    ["a letter", "Hermans"],
    ["a digit", "2026-001"],
    ["an accented letter", "Élise"],
    ["an apostrophe", "'t Hofke"],
    ["a space before a trigger", " =1+1"],
    ["a trigger further on", "Smets-Peeters = duo"],
    ["a newline", "\nline"],
    ["a quote", '"quoted"'],
  ])("leaves a text that starts with %s as it is", (_, text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it("leaves the empty text empty", () => {
    expect(neutraliseFormula("")).toBe("");
  });
});
