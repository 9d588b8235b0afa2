import { createCookie } from "react-router";
import { appliesAccountLanguage } from "~/platform/language-sync";
import { isLanguage, type Language } from "~domain/languages";
import { languageCookie, languageOf } from "./i18next.server";

/** The account's preferred language as this browser last applied it: a change made elsewhere shows as a difference. */
export const accountLanguageCookie = createCookie("lng_account", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

const languageIn = async (cookie: typeof languageCookie, header: string | null): Promise<Language | null> => {
  const value: unknown = await cookie.parse(header);
  return isLanguage(value) ? value : null;
};

/**
 * Syncs this browser to the account's preferred language (app/platform/language-sync.ts): the cookies to
 * set, and whether the page must load again as a whole document to show the new language (the
 * root's loader, which ships the translations, does not run again on its own).
 */
export async function syncToAccountLanguage(request: Request, preferred: Language): Promise<{ cookies: string[]; reload: boolean }> {
  const header = request.headers.get("Cookie");
  const [lastApplied, chosen] = await Promise.all([languageIn(accountLanguageCookie, header), languageIn(languageCookie, header)]);
  const cookies = lastApplied === preferred ? [] : [await accountLanguageCookie.serialize(preferred)];
  if (!appliesAccountLanguage({ preferred, lastApplied, chosen })) return { cookies, reload: false };
  if (chosen !== preferred) cookies.push(await languageCookie.serialize(preferred));
  return { cookies, reload: preferred !== (await languageOf(request)) };
}
