import { createHash } from "node:crypto";
import { createCookie, RouterContextProvider } from "react-router";
import { createI18nextMiddleware } from "remix-i18next";
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, isLanguage, type Language } from "~domain/languages";
import enAuth from "../../locales/en/auth.json";
import enContracts from "../../locales/en/contracts.json";
import enHoursValidation from "../../locales/en/hoursValidation.json";
import enPlanning from "../../locales/en/planning.json";
import enSearch from "../../locales/en/search.json";
import enCommon from "../../locales/en/common.json";
import enCompanyAdmin from "../../locales/en/companyAdmin.json";
import enEmployees from "../../locales/en/employees.json";
import enExports from "../../locales/en/exports.json";
import enHelp from "../../locales/en/help.json";
import enIdentity from "../../locales/en/identity.json";
import enInvoices from "../../locales/en/invoices.json";
import enPositions from "../../locales/en/positions.json";
import enSettings from "../../locales/en/settings.json";
import enSurveys from "../../locales/en/surveys.json";
import enTeam from "../../locales/en/team.json";
import enWorkPostSheets from "../../locales/en/workPostSheets.json";
import frAuth from "../../locales/fr/auth.json";
import frContracts from "../../locales/fr/contracts.json";
import frHoursValidation from "../../locales/fr/hoursValidation.json";
import frPlanning from "../../locales/fr/planning.json";
import frSearch from "../../locales/fr/search.json";
import frCommon from "../../locales/fr/common.json";
import frCompanyAdmin from "../../locales/fr/companyAdmin.json";
import frEmployees from "../../locales/fr/employees.json";
import frExports from "../../locales/fr/exports.json";
import frHelp from "../../locales/fr/help.json";
import frIdentity from "../../locales/fr/identity.json";
import frInvoices from "../../locales/fr/invoices.json";
import frPositions from "../../locales/fr/positions.json";
import frSettings from "../../locales/fr/settings.json";
import frSurveys from "../../locales/fr/surveys.json";
import frTeam from "../../locales/fr/team.json";
import frWorkPostSheets from "../../locales/fr/workPostSheets.json";
import nlAuth from "../../locales/nl/auth.json";
import nlContracts from "../../locales/nl/contracts.json";
import nlHoursValidation from "../../locales/nl/hoursValidation.json";
import nlPlanning from "../../locales/nl/planning.json";
import nlSearch from "../../locales/nl/search.json";
import nlCommon from "../../locales/nl/common.json";
import nlCompanyAdmin from "../../locales/nl/companyAdmin.json";
import nlEmployees from "../../locales/nl/employees.json";
import nlExports from "../../locales/nl/exports.json";
import nlHelp from "../../locales/nl/help.json";
import nlIdentity from "../../locales/nl/identity.json";
import nlInvoices from "../../locales/nl/invoices.json";
import nlPositions from "../../locales/nl/positions.json";
import nlSettings from "../../locales/nl/settings.json";
import nlSurveys from "../../locales/nl/surveys.json";
import nlTeam from "../../locales/nl/team.json";
import nlWorkPostSheets from "../../locales/nl/workPostSheets.json";
import { oncePerRequest } from "./request-scope.server";
import { pageUrlOf } from "~/platform/page-url";

export const resources = {
  en: {
    common: enCommon,
    auth: enAuth,
    help: enHelp,
    settings: enSettings,
    companyAdmin: enCompanyAdmin,
    invoices: enInvoices,
    positions: enPositions,
    surveys: enSurveys,
    workPostSheets: enWorkPostSheets,
    team: enTeam,
    identity: enIdentity,
    employees: enEmployees,
    contracts: enContracts,
    hoursValidation: enHoursValidation,
    exports: enExports,
    planning: enPlanning,
    search: enSearch,
  },
  nl: {
    common: nlCommon,
    auth: nlAuth,
    help: nlHelp,
    settings: nlSettings,
    companyAdmin: nlCompanyAdmin,
    invoices: nlInvoices,
    positions: nlPositions,
    surveys: nlSurveys,
    workPostSheets: nlWorkPostSheets,
    team: nlTeam,
    identity: nlIdentity,
    employees: nlEmployees,
    contracts: nlContracts,
    hoursValidation: nlHoursValidation,
    exports: nlExports,
    planning: nlPlanning,
    search: nlSearch,
  },
  fr: {
    common: frCommon,
    auth: frAuth,
    help: frHelp,
    settings: frSettings,
    companyAdmin: frCompanyAdmin,
    invoices: frInvoices,
    positions: frPositions,
    surveys: frSurveys,
    workPostSheets: frWorkPostSheets,
    team: frTeam,
    identity: frIdentity,
    employees: frEmployees,
    contracts: frContracts,
    hoursValidation: frHoursValidation,
    exports: frExports,
    planning: frPlanning,
    search: frSearch,
  },
} satisfies Record<Language, Record<string, unknown>>;

/**
 * Changes whenever any text changes: the browser may keep /locales/{lng}/{ns}.json?v={this}
 * for good, and a new deployment's texts come under a new address.
 */
export const TRANSLATIONS_VERSION = createHash("sha256").update(JSON.stringify(resources)).digest("hex").slice(0, 12);

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

// remix-i18next finds the language; the translators are the portal's own (translate.server.ts and the
// page's instance, decision 19), so the instance its middleware makes is left without texts.
const [detectLanguage, detectedLanguage] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...SUPPORTED_LANGUAGES],
    fallbackLanguage: FALLBACK_LANGUAGE,
    cookie: languageCookie,
    order: ["searchParams", "cookie", "header"],
  },
});

/**
 * The request's language, read once per request (the user's query, the page's and the document all ask).
 * The detection runs on a context of its own, so server.ts's own pages, outside the router, read it too.
 */
export function languageOf(request: Request): Promise<Language> {
  return oncePerRequest(request, "language", async () => {
    const context = new RouterContextProvider();
    await detectLanguage({ request, url: pageUrlOf(request), params: {}, context, pattern: "" }, async () => new Response());
    const language = detectedLanguage(context);
    return isLanguage(language) ? language : FALLBACK_LANGUAGE;
  });
}
