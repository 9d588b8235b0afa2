// The locale files agree with each other, and the keys that tsc cannot follow exist.
//
// tsc checks every key given to t() against the English texts (app/platform/i18n/i18next.d.ts): a
// literal key, both sides of a ternary, and a template key, whose variable part must be a typed union
// (a plain string fails tsc). The message maps of API problems are records of the domain's problem codes
// to typed keys (docs/decisions/0053; the employee and identity forms' maps and their helpers, 0055).
// What remains here is what types cannot see:
//   - the other languages: tsc knows only en, so nl and fr must have the same keys and placeholders;
//   - keys as data: a namespaced literal ("contracts:…") written where a plain string is expected (a zod
//     message, a refusal table, a form's failed message) reaches t() through keyFromData, unchecked;
//     the scan finds each where it is written, and keyFromData's own arguments;
//   - plural forms: tsc accepts a key with a count when one of its forms exists; each needs _one and _other.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GlanceFigureName } from "~/areas/settings/company-information.server";
import type { HoursValidationLevel } from "~/platform/operations.generated";
import type { DashboardCounts } from "~/platform/user.server";
import { HOURS_VALIDATION_LEVELS } from "~/areas/settings/hours-validation";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const LOCALES_DIR = path.join(ROOT, "locales");
const APP_DIR = path.join(ROOT, "app");
const REFERENCE = "en";

type Flat = Map<string, unknown>;

/** Nested keys joined with dots, as i18next reads them: { a: { b: "x" } } gives "a.b" → "x". */
function flatten(value: unknown, prefix = "", into: Flat = new Map()): Flat {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

const languages = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const namespacesOf = (language: string) =>
  readdirSync(path.join(LOCALES_DIR, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.slice(0, -".json".length))
    .sort();
const namespaces = namespacesOf(REFERENCE);

/** locales[language][namespace] = the flattened file. */
const locales: Record<string, Record<string, Flat>> = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.fromEntries(namespacesOf(language).map((ns) => [ns, flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, language, `${ns}.json`), "utf8")))])),
  ]),
);

const otherLanguages = languages.filter((language) => language !== REFERENCE);
const placeholdersIn = (text: string) => [...new Set([...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]))].sort();

describe("locale files", () => {
  it("exist for the reference language and at least one other", () => {
    expect(languages).toContain(REFERENCE);
    expect(otherLanguages.length).toBeGreaterThan(0);
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it.each(otherLanguages)("%s has the same namespace files as en", (language) => {
    expect(namespacesOf(language)).toEqual(namespaces);
  });

  describe.each(otherLanguages)("%s", (language) => {
    it.each(namespaces)("has every key of en/%s.json", (ns) => {
      const missing = [...locales[REFERENCE][ns].keys()].filter((key) => !locales[language][ns]?.has(key));
      expect(missing, `keys in en/${ns}.json missing from ${language}/${ns}.json`).toEqual([]);
    });

    it.each(namespaces)("has no key that en/%s.json lacks", (ns) => {
      const extra = [...(locales[language][ns]?.keys() ?? [])].filter((key) => !locales[REFERENCE][ns].has(key));
      expect(extra, `keys in ${language}/${ns}.json missing from en/${ns}.json`).toEqual([]);
    });

    it.each(namespaces)("uses the same {{placeholders}} as en in %s.json", (ns) => {
      const differences = [...locales[REFERENCE][ns]]
        .filter(([key, text]) => typeof text === "string" && locales[language][ns]?.has(key))
        .map(([key, text]) => ({
          key,
          [REFERENCE]: placeholdersIn(text as string),
          [language]: placeholdersIn(String(locales[language][ns].get(key))),
        }))
        .filter((row) => JSON.stringify(row[REFERENCE]) !== JSON.stringify(row[language]));
      expect(differences).toEqual([]);
    });
  });

  it.each(languages)("%s has a non-empty text for every key", (language) => {
    const empty = Object.entries(locales[language]).flatMap(([ns, flat]) =>
      [...flat].filter(([, text]) => typeof text !== "string" || text.trim() === "").map(([key]) => `${ns}:${key}`),
    );
    expect(empty).toEqual([]);
  });
});

// ---- keys used in the code ----

const PLURAL_SUFFIXES = ["zero", "one", "two", "few", "many", "other"];

/** i18next finds "x" as a plain key or, when a count is passed, as x_one / x_other / …. */
const existsIn = (ns: string, key: string) => {
  const flat = locales[REFERENCE][ns];
  if (!flat) return false;
  return typeof flat.get(key) === "string" || PLURAL_SUFFIXES.some((suffix) => typeof flat.get(`${key}_${suffix}`) === "string");
};

type Usage = { where: string; key: string };

function sourceFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(dir, file))
    .sort();
}

const nsAlternatives = namespaces.join("|");
const NAMESPACED_LITERAL = new RegExp(`(["'\`])((?:${nsAlternatives}):[a-zA-Z0-9_.]+)\\1`, "g");
// keyFromData("…") marks a key that reaches t() as data (app/platform/i18n/keys.ts), unchecked by tsc.
const KEY_FROM_DATA = /\bkeyFromData\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`)/g;

/** Every key as data that `source` names, and the template-literal keys it builds at run time. */
function keysUsedIn(source: string, file: string): { used: Usage[]; dynamic: Usage[] } {
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const where = (index: number) => `${path.relative(ROOT, file)}:${lineOf(index)}`;
  const used: Usage[] = [];
  const dynamic: Usage[] = [];
  for (const match of source.matchAll(NAMESPACED_LITERAL)) used.push({ where: where(match.index), key: match[2] });
  for (const match of source.matchAll(KEY_FROM_DATA)) {
    const key = match[1] ?? match[2] ?? match[3];
    (match[3]?.includes("${") ? dynamic : used).push({ where: where(match.index), key });
  }
  // keyFromData("common:x") is also a namespaced literal: count each key once per line.
  const unique = (usages: Usage[]) => [...new Map(usages.map((usage) => [`${usage.where} ${usage.key}`, usage])).values()];
  return { used: unique(used), dynamic };
}

/** Whether `key` (optionally "namespace:key") exists; without a namespace any namespace will do. */
function translationExists(key: string): boolean {
  const separator = key.indexOf(":");
  if (separator > 0) return existsIn(key.slice(0, separator), key.slice(separator + 1));
  return namespaces.some((ns) => existsIn(ns, key));
}

const scanned = sourceFiles(APP_DIR).map((file) => keysUsedIn(readFileSync(file, "utf8"), file));
const usedKeys = scanned.flatMap((result) => result.used);
const dynamicKeys = scanned.flatMap((result) => result.dynamic);

describe("translation keys as data in app/", () => {
  it("are found by the scan", () => {
    // A scan that silently matched nothing would make the next test pass for the wrong reason.
    expect(usedKeys.length).toBeGreaterThan(50);
    expect(usedKeys.some((usage) => usage.key.startsWith("common:"))).toBe(true);
    expect(usedKeys.some((usage) => usage.key.startsWith("auth:"))).toBe(true);
  });

  it("all exist in en (and so, by the checks above, in every language)", () => {
    const missing = usedKeys.filter((usage) => !translationExists(usage.key)).map((usage) => `${usage.where}  ${usage.key}`);
    expect(missing, "translation keys used in the code but missing from locales/en").toEqual([]);
  });

  it("are built at run time only where checked below", () => {
    expect([...new Set(dynamicKeys.map((usage) => usage.key))].sort()).toEqual(["nav.badges.${entry.key}"]);
  });
});

describe("the scanner itself", () => {
  const scan = (source: string) => keysUsedIn(source, path.join(APP_DIR, "example.tsx"));

  it("finds namespaced literals in each kind of quote", () => {
    const { used } = scan(`z.string({ message: "auth:login.failed" }); const a = 'common:appName'; const b = \`help:faq.title\`;`);
    expect(used.map((usage) => usage.key)).toEqual(["auth:login.failed", "common:appName", "help:faq.title"]);
  });

  it("leaves t() to tsc", () => {
    expect(scan('t("a.b"); t(`errorPages.${page}.title`)')).toEqual({ used: [], dynamic: [] });
  });

  it("gives the line of each usage", () => {
    expect(scan('\n\nconst x = "common:appName"').used[0].where).toBe(`${path.join("app", "example.tsx")}:3`);
  });

  it("reads keyFromData(), the typed escape for keys that come as data, and sets its template keys aside", () => {
    const { used, dynamic } = scan('i18n.t(keyFromData("errorPages.goBack")); i18n.t(keyFromData(`nav.badges.${key}`))');
    expect(used.map((usage) => usage.key)).toEqual(["errorPages.goBack"]);
    expect(dynamic.map((usage) => usage.key)).toEqual(["nav.badges.${key}"]);
  });

  it("refuses a key that exists nowhere, or in another namespace than the one named", () => {
    expect(translationExists("common:appName")).toBe(true);
    expect(translationExists("appName")).toBe(true);
    expect(translationExists("login.title")).toBe(true);
    expect(translationExists("bogus.key")).toBe(false);
    expect(translationExists("auth:appName")).toBe(false);
    expect(translationExists("unknownNamespace:appName")).toBe(false);
    expect(translationExists("errorPages")).toBe(false); // an object, not a text
  });

  it("accepts a plural key by its base name", () => {
    expect(translationExists("dashboard.unpaidInvoicesCount")).toBe(true);
    expect(translationExists("common:dashboard.unpaidInvoicesCount")).toBe(true);
    expect(translationExists("dashboard.unpaidInvoicesCount_one")).toBe(true);
    expect(translationExists("dashboard.unpaidInvoices")).toBe(false);
  });
});

describe("keys tsc cannot check", () => {
  it.each(["surveys", "invoices", "timesheets"])("nav.badges.%s (keyFromData) has its plural forms", (key) => {
    expect(translationExists(`common:nav.badges.${key}_one`)).toBe(true);
    expect(translationExists(`common:nav.badges.${key}_other`)).toBe(true);
  });

  // Record<…, true> makes tsc fail when a value is added to the union and not here.
  const dashboardCounts: Record<keyof DashboardCounts | "contractNotReadyCount" | "unprocessedTimesheetsCount", true> = {
    unprocessedTimesheetsCount: true,
    unpaidInvoicesCount: true,
    extensionCandidatesCount: true,
    openedSurveysCount: true,
    contractNotReadyCount: true,
  };
  it.each(Object.keys(dashboardCounts))("dashboard.%s has its plural forms", (name) => {
    expect(translationExists(`common:dashboard.${name}_one`)).toBe(true);
    expect(translationExists(`common:dashboard.${name}_other`)).toBe(true);
  });

  const glanceFigures: Record<GlanceFigureName, true> = { positions: true, activeTeam: true, archivedTeam: true, surveys: true };
  it.each(Object.keys(glanceFigures))("settings:company.glance.%s has its plural forms", (name) => {
    expect(translationExists(`settings:company.glance.${name}_one`)).toBe(true);
    expect(translationExists(`settings:company.glance.${name}_other`)).toBe(true);
  });

  // A list's completeness is no type: every level of the API's enum is offered, so each one's label is read.
  const hoursValidationLevels: Record<HoursValidationLevel, true> = {
    all_allowed: true,
    can_validate_construct_hours: true,
    can_validate_interim_hours: true,
    not_allowed: true,
  };
  it("the hours-validation select offers every level", () => {
    expect([...HOURS_VALIDATION_LEVELS].sort()).toEqual(Object.keys(hoursValidationLevels).sort());
  });
});
