import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from "~domain/languages";

/** i18next options shared by the server and the browser. */
export const i18nConfig = {
  supportedLngs: [...SUPPORTED_LANGUAGES],
  fallbackLng: FALLBACK_LANGUAGE,
  defaultNS: "common",
  ns: [
    "common",
    "auth",
    "help",
    "settings",
    "companyAdmin",
    "invoices",
    "positions",
    "surveys",
    "workPostSheets",
    "team",
    "employees",
    "identity",
    "contracts",
    "hoursValidation",
    "exports",
    "planning",
    "search",
  ],
  interpolation: { escapeValue: false },
} as const;

export type Namespace = (typeof i18nConfig.ns)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (i18nConfig.ns as readonly string[]).includes(value);
}
