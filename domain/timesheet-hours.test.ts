import { clockHours, hoursOf, minutesOfTyped } from "./timesheet-hours";

describe("minutesOfTyped", () => {
  it.each([
    ["", 0],
    ["  ", 0],
    ["8", 480],
    ["7.5", 450],
    ["7,5", 450],
    ["7.25", 435],
    ["7:30", 450],
    ["7u30", 450],
    ["7h05", 425],
    ["0:59", 59],
    ["11", 660],
    ["-2", -120],
    ["-1:30", -90],
  ])("reads %j as %i minutes", (typed, minutes) => {
    expect(minutesOfTyped(typed)).toBe(minutes);
  });

  it.each(["abc", "7:60", "7.555", "123", "7:5", "1e2", "7 30"])("refuses %j", (typed) => {
    expect(minutesOfTyped(typed)).toBeNull();
  });
});

describe("hoursOf", () => {
  it("shows decimals in the page's language and hours with minutes", () => {
    expect(hoursOf(450, "decimal", "en")).toBe("7.5");
    expect(hoursOf(450, "decimal", "nl")).toBe("7,5");
    expect(hoursOf(435, "decimal", "fr")).toBe("7,25");
    expect(hoursOf(480, "decimal", "en")).toBe("8");
    expect(hoursOf(450, "hours", "en")).toBe("7:30");
    expect(hoursOf(5, "hours", "nl")).toBe("0:05");
    expect(hoursOf(-90, "hours", "en")).toBe("-1:30");
  });

  it("reads back what it shows", () => {
    for (const minutes of [0, 15, 30, 45, 450, 659, 660]) {
      expect(minutesOfTyped(hoursOf(minutes, "hours", "en"))).toBe(minutes);
    }
  });
});

describe("clockHours", () => {
  it("shows hours and minutes in every language", () => {
    expect(clockHours(480)).toBe("8:00");
    expect(clockHours(45)).toBe("0:45");
    expect(clockHours(2 * 24 * 60 + 5)).toBe("48:05");
  });
});
