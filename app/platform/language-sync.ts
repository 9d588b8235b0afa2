import type { Language } from "~domain/languages";

/**
 * Whether the account's preferred language replaces the page language (part 1 §4: the language is
 * synced to the user on sign-in and on app start; docs/decisions/0028-part-1-audit.md). It does when
 * the preference changed since this browser last applied it (on another device, say), and, the first
 * time this browser meets the account, when nobody chose a language here. Otherwise the latest choice
 * made in this browser (the sign-in page's language buttons) stands.
 */
export function appliesAccountLanguage({
  preferred,
  lastApplied,
  chosen,
}: {
  preferred: Language;
  lastApplied: Language | null;
  chosen: Language | null;
}): boolean {
  return lastApplied === null ? chosen === null : lastApplied !== preferred;
}
