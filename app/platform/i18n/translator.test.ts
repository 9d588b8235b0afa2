import { createInstance } from "i18next";
import { SUPPORTED_LANGUAGES } from "~domain/languages";
import { i18nConfig } from "~/platform/i18n";
import { resources } from "~/platform/i18next.server";
import { withDayFormat } from "~/platform/translate.server";
import { Translator, type NamespaceTexts } from "./translator";

const VARIABLES = { appName: "Employer portal" };

function leafKeys(texts: NamespaceTexts, prefix = ""): string[] {
  return Object.entries(texts).flatMap(([key, value]) => (typeof value === "string" ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`)));
}

/** Every variable a text names, with a value of the kind its format takes. */
function optionsFor(text: string): Record<string, unknown> {
  const options: Record<string, unknown> = {};
  for (const [, name, format] of text.matchAll(/\{\{\s*([\w.]+)\s*(?:,\s*(\w+))?[^}]*\}\}/g))
    options[name] = format === "day" ? "2026-12-07" : format ? 1234.5 : `‹${name}›`;
  return options;
}

describe("Translator", () => {
  describe.each(SUPPORTED_LANGUAGES)("answers every text of %s as i18next does", (language) => {
    const i18n = createInstance();
    void i18n.init({ ...i18nConfig, lng: language, resources, initAsync: false, interpolation: { ...i18nConfig.interpolation, defaultVariables: VARIABLES } });
    withDayFormat(i18n);
    // Untyped: the test asks i18next for every key by its name read from the files.
    const translate = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
    const translator = new Translator(language, "common", VARIABLES);
    for (const [namespace, texts] of Object.entries(resources[language])) translator.addNamespace(namespace, texts as NamespaceTexts);

    it.each(Object.keys(resources[language]))("%s", (namespace) => {
      const texts = resources[language][namespace as keyof (typeof resources)[typeof language]] as NamespaceTexts;
      const keys = [...new Set(leafKeys(texts).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))];
      for (const key of keys) {
        const full = `${namespace}:${key}`;
        const options = optionsFor(translate(full, { count: 2 }));
        expect(translator.t(full, options), full).toBe(translate(full, options));
        for (const count of [0, 1, 2, 21]) expect(translator.t(full, { ...options, count }), `${full} (${count})`).toBe(translate(full, { ...options, count }));
      }
    });
  });

  it("answers a plural form the language has no text of with its _other form, where i18next takes the fallback language's", () => {
    const translator = new Translator("fr", "common");
    translator.addNamespace("planning", resources.fr.planning as NamespaceTexts);
    // French names a million's form "many"; the portal's texts have one and other only.
    expect(translator.t("planning:shift.break", { count: 1_000_000 })).toBe(translator.t("planning:shift.break", { count: 2 }).replace("2", "1000000"));
  });

  it("looks a key without a namespace up in its fixed one, and answers a missing key with the key", () => {
    const translator = new Translator("en", "common");
    translator.addNamespace("team", { invite: { title: "Invite {{name}}" } });
    expect(translator.fixedT("team")("invite.title", { name: "Ada" })).toBe("Invite Ada");
    expect(translator.t("team:invite.missing")).toBe("invite.missing");
    expect(translator.hasNamespace("team")).toBe(true);
    expect(translator.hasNamespace("auth")).toBe(false);
  });
});
