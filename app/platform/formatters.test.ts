import { formattersFor } from "./formatters";

describe("formattersFor", () => {
  it("formats numbers per language", () => {
    expect(formattersFor("en").number(12345)).toBe("12,345");
    expect(formattersFor("nl").number(12345)).toBe("12.345");
    expect(formattersFor("fr").number(12345).replace(/\s/g, " ")).toBe("12 345");
  });

  it("formats euro amounts from cents", () => {
    expect(formattersFor("en").euro(912075)).toBe("€9,120.75");
    expect(formattersFor("nl").euro(912075).replace(/\s/g, " ")).toBe("€ 9.120,75");
    expect(formattersFor("fr").euro(912075).replace(/\s/g, " ")).toBe("9 120,75 €");
  });

  it("formats calendar dates without shifting the day", () => {
    expect(formattersFor("en").date("1997-04-08")).toBe("8 April 1997");
    expect(formattersFor("nl").date("1997-04-08")).toBe("8 april 1997");
    expect(formattersFor("fr").date("1997-04-08")).toBe("8 avril 1997");
  });

  it("formats instants as Belgian clocks show them, summer time included", () => {
    expect(formattersFor("en").dateTime("2026-01-15T13:05:00Z")).toBe("15 January 2026 at 14:05");
    expect(formattersFor("en").dateTime("2026-07-15T22:30:00Z")).toBe("16 July 2026 at 00:30");
    expect(formattersFor("nl").dateTime("2026-01-15T13:05:00Z")).toBe("15 januari 2026 om 14:05");
  });

  it("formats ages in whole years", () => {
    expect(formattersFor("en").age(34)).toBe("34 years");
    expect(formattersFor("en").age(1)).toBe("1 year");
    expect(formattersFor("nl").age(34)).toBe("34 jaar");
    expect(formattersFor("fr").age(34).replace(/\s/g, " ")).toBe("34 ans");
    expect(formattersFor("fr").age(1).replace(/\s/g, " ")).toBe("1 an");
  });

  it("falls back to Dutch for an unknown language", () => {
    expect(formattersFor("de").date("2026-01-31")).toBe("31 januari 2026");
  });
});
