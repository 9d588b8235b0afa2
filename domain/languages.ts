export const SUPPORTED_LANGUAGES = ["en", "nl", "fr"] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = "nl";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Each language's name in itself, as a language switcher shows it whatever the page language. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", nl: "Nederlands", fr: "Français" };
