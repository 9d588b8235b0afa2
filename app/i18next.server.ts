import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from "../domain/languages";
import enAuth from "../locales/en/auth.json";
import enCommon from "../locales/en/common.json";
import enCompanyAdmin from "../locales/en/companyAdmin.json";
import enHelp from "../locales/en/help.json";
import enInvoices from "../locales/en/invoices.json";
import enSettings from "../locales/en/settings.json";
import frAuth from "../locales/fr/auth.json";
import frCommon from "../locales/fr/common.json";
import frCompanyAdmin from "../locales/fr/companyAdmin.json";
import frHelp from "../locales/fr/help.json";
import frInvoices from "../locales/fr/invoices.json";
import frSettings from "../locales/fr/settings.json";
import nlAuth from "../locales/nl/auth.json";
import nlCommon from "../locales/nl/common.json";
import nlCompanyAdmin from "../locales/nl/companyAdmin.json";
import nlHelp from "../locales/nl/help.json";
import nlInvoices from "../locales/nl/invoices.json";
import nlSettings from "../locales/nl/settings.json";
import { i18nConfig } from "./i18n";

export const resources = {
  en: { common: enCommon, auth: enAuth, help: enHelp, settings: enSettings, companyAdmin: enCompanyAdmin, invoices: enInvoices },
  nl: { common: nlCommon, auth: nlAuth, help: nlHelp, settings: nlSettings, companyAdmin: nlCompanyAdmin, invoices: nlInvoices },
  fr: { common: frCommon, auth: frAuth, help: frHelp, settings: frSettings, companyAdmin: frCompanyAdmin, invoices: frInvoices },
} satisfies Record<Language, Record<string, unknown>>;

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
  i18next: { ...i18nConfig, resources },
});

export async function languageOf(request: Request): Promise<Language> {
  const language = await i18next.getLocale(request);
  return isLanguage(language) ? language : FALLBACK_LANGUAGE;
}
