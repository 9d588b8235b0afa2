import { appliesAccountLanguage } from "./language-sync";

describe("appliesAccountLanguage", () => {
  it("applies the preference the first time this browser meets the account, unless a language was chosen here", () => {
    expect(appliesAccountLanguage({ preferred: "fr", lastApplied: null, chosen: null })).toBe(true);
    expect(appliesAccountLanguage({ preferred: "fr", lastApplied: null, chosen: "en" })).toBe(false);
  });

  it("applies a preference changed elsewhere, whatever was chosen here", () => {
    expect(appliesAccountLanguage({ preferred: "fr", lastApplied: "nl", chosen: "en" })).toBe(true);
    expect(appliesAccountLanguage({ preferred: "fr", lastApplied: "nl", chosen: null })).toBe(true);
  });

  it("keeps the choice made here while the preference has not changed", () => {
    expect(appliesAccountLanguage({ preferred: "nl", lastApplied: "nl", chosen: "en" })).toBe(false);
    expect(appliesAccountLanguage({ preferred: "nl", lastApplied: "nl", chosen: null })).toBe(false);
  });
});
