import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isAcceptablePassword } from "./password";

describe("isAcceptablePassword", () => {
  it("has limits of 10 and 128 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(10);
    expect(PASSWORD_MAX_LENGTH).toBe(128);
  });

  it.each([
    [0, false],
    [9, false],
    [10, true],
    [11, true],
    [127, true],
    [128, true],
    [129, false],
  ])("a password of %i characters is acceptable: %s", (length, acceptable) => {
    expect(isAcceptablePassword("x".repeat(length))).toBe(acceptable);
  });

  it("counts spaces as characters (a pass phrase is not trimmed)", () => {
    expect(isAcceptablePassword(" ".repeat(4) + "abcde")).toBe(false);
    expect(isAcceptablePassword(" ".repeat(5) + "abcde")).toBe(true);
  });

  it("accepts the demo password", () => {
    expect(isAcceptablePassword("Demo-portal-2026")).toBe(true);
  });
});
