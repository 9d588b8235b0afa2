import { credentialChanges, needsCurrentPassword } from "./account-changes";

const current = { email: "tom.verstraete@example.com" };

describe("credentialChanges", () => {
  it("sees no change of address in another case or with spaces around it", () => {
    expect(credentialChanges(current, { email: " Tom.Verstraete@Example.com ", password: null })).toEqual({ email: false, password: false });
  });

  it("sees a change of address when one character differs", () => {
    expect(credentialChanges(current, { email: "tom.verstraetf@example.com", password: null }).email).toBe(true);
  });

  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    [" ", true],
    ["Brouwerij-De-Klok-1923", true],
  ])("a new password %j is a change: %s", (password, changed) => {
    expect(credentialChanges(current, { email: current.email, password }).password).toBe(changed);
  });
});

describe("needsCurrentPassword", () => {
  it.each([
    [{ email: false, password: false }, false],
    [{ email: true, password: false }, true],
    [{ email: false, password: true }, true],
    [{ email: true, password: true }, true],
  ])("%j needs the current password: %s", (changes, needed) => {
    expect(needsCurrentPassword(changes)).toBe(needed);
  });
});
