import { amountForField, parseAmount, parseEuroCents } from "./amount";

describe("parseEuroCents", () => {
  it.each([
    ["15,25", 1525],
    ["15.25", 1525],
    ["15", 1500],
    ["15,2", 1520],
    [" 15,25 ", 1525],
    ["€ 15,25", 1525],
    ["15,25 €", 1525],
    ["0,01", 1],
    ["16.10", 1610],
  ])("reads %j as %i cents", (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each(["", "abc", "15,255", "15,", ",25", "-15", "1.234,56", "15 25", "15,2x", "12345678"])("refuses %j", (text) => {
    expect(parseEuroCents(text)).toBeNull();
  });
});

describe("parseAmount", () => {
  it("keeps the decimals of a percentage or an amount", () => {
    expect(parseAmount("12,5")).toBe(12.5);
    expect(parseAmount("6.91")).toBe(6.91);
    expect(parseAmount("7")).toBe(7);
  });
});

describe("amountForField", () => {
  it("writes money with two decimals in the page's language", () => {
    expect(amountForField(15.25, "nl", { money: true })).toBe("15,25");
    expect(amountForField(15.2, "fr", { money: true })).toBe("15,20");
    expect(amountForField(1500.5, "en", { money: true })).toBe("1500.50");
  });

  it("writes a percentage without trailing zeros", () => {
    expect(amountForField(10, "nl", { money: false })).toBe("10");
    expect(amountForField(12.5, "en", { money: false })).toBe("12.5");
  });

  it("reads back what it writes", () => {
    for (const language of ["en", "nl", "fr"]) expect(parseEuroCents(amountForField(6.91, language, { money: true }))).toBe(691);
  });
});
