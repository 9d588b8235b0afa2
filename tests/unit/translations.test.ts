// The locale files agree with each other and with the code: every language has the same keys and
// placeholders, no text is empty, and every key the code names exists.
//
// Keys built at run time from a template literal cannot be read from the source, so the scan skips
// them; those in the code today are listed here and checked one by one at the end of this file:
//   app/ui/error-boundary.tsx   t(`errorPages.${page}.title`), t(`errorPages.${page}.body`)
//   app/ui/page-title.tsx               t(`errorPages.${pageFor(error)}.title`)
//   app/routes/_app.dashboard/route.tsx t(`dashboard.${card.name}`, { count })
//   app/areas/settings/company-glance.tsx t(`company.glance.${figure.name}`, { count }) (settings)
//   app/ui/forms.tsx            t(`forms.${answer}`) for yes and no
//   app/areas/shell/side-panel.tsx t(`nav.${entry.key}`), keyFromData(`nav.badges.${entry.key}`) with { count }
//   invoices page                       t(`columns.${column}`), t(`status.${invoice.status}`)
//   settings pages                      t(`email.flags.${name}`), t(`menu.groups.${group.id}`), t(`offers.types.${…}`),
//                                       t(`referenceTables.statutes.${…}`), t(`referenceTables.overtime.${…}`)
//   onboarding pages                    t(`onboarding.contractType.uses.${statute}`),
//                                       t(`onboarding.contractType.onlyIfUsed.${statute}`), t(`preventionServices.${value}`)
//   company users pages                 t(`levels.${level}`), t(`levels.${user.hoursValidationLevel}`) (companyAdmin)
//   work post sheet pages               t(`protectiveEquipment.${value}`), t(`vaccines.${value}`), t(`healthRisks.${risk}`),
//                                       t(`common:preventionServices.${…}`) (workPostSheets, common)
//   positions pages                     t(`statute.${…}`), t(`status.${position.status}`), t(`certificates.${type}`),
//                                       t(`premiumTypes.${…}`), t(`premiumUnits.{label,hint,amount}.${unit}`),
//                                       t(`rateAgreements.columns.${column}`) (positions)
//   contracts pages                     t(`status.${…}`), t(`extensionStatus.${…}`), t(`statute.${…}`), t(`contractType.${…}`),
//                                       t(`contractReason.${…}`), t(`inflowAttempt.${…}`), t(`list.columns.${column}`),
//                                       t(`view.days.${column}`), t(`obstruction.{weather,risk,workType,reason}.${…}`),
//                                       t(`positions:premiumTypes.${…}`), t(`positions:premiumUnits.hint.${…}`),
//                                       t(`positions:certificates.${…}`),
//                                       t(`wizard.unavailable.${…}`), t(`duration.${…}`)
//   hours-validation pages              t(`absenceReasons.${…}`), t(`download.{by,hint}.${…}`), t(`kinds.${…}`), t(`status.${…}`),
//                                       t(`timesheet.{columns,done,hoursHint,levelNotAllowed,unit}.${…}`), t(`workerTypes.${…}`)
//   planning page                       t(`lines.${…}`) (planning)
// A wizard's step titles are keys of its declaration, checked below with the declaration.
// The scan also reports any new one it meets (see "skips only the template keys listed above").
// tsc checks keys too (app/platform/i18n/i18next.d.ts), a template key only when its variable part is
// a typed union; these checks remain for the rest, and for keys that come as data (keyFromData).
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ErrorPage } from "~/ui/error-page";
import type { GlanceFigureName } from "~/areas/settings/company-information.server";
import { onboardingWizard } from "~/areas/onboarding/onboarding-wizard";
import { PREVENTION_SERVICES } from "~domain/prevention-services";
import { PREMIUM_TYPES, PREMIUM_UNITS } from "~domain/positions";
import { CERTIFICATE_TYPES, positionWizard } from "~/areas/positions/position-wizard";
import { HEALTH_RISKS, PROTECTIVE_EQUIPMENT, VACCINES } from "~domain/work-post-sheet";
import type { InvoiceStatus, OvertimePayingStatus, PositionStatus, Statute, HoursValidationLevel } from "~/platform/operations.generated";
import type { DashboardCounts } from "~/platform/user.server";
import { EMAIL_SETTINGS } from "~/areas/settings/email-settings";
import { PLANNING_LINES } from "~/areas/planning/planning-filter.schema";
import { NAVIGATION } from "~/areas/shell/shell.server";
import { HOURS_VALIDATION_LEVELS } from "~/areas/settings/hours-validation";
import { CONTRACT_DURATIONS } from "~domain/contract-duration";
import { CONTRACT_STATUSES, EXTENSION_STATUSES } from "~domain/contract-status";
import { CONTRACT_REASONS, CONTRACT_TYPES } from "~domain/contract";
import { INFLOW_ATTEMPTS } from "~domain/inflow";
import { UNAVAILABILITIES } from "~domain/contract-eligibility";
import { ABSENCE_REASONS } from "~domain/timesheet-rules";
import { HOURS_UNITS } from "~domain/timesheet-hours";
import { DOWNLOAD_KINDS } from "~/areas/hours-validation/paths";
import { TIMESHEET_STATUSES } from "~/areas/hours-validation/timesheet-list";
import { contractWizard, extensionWizard } from "~/areas/contracts/wizard/contract-wizard";
import { OBSTRUCTION_REASONS, OBSTRUCTION_RISKS, OBSTRUCTION_WEATHERS, OBSTRUCTION_WORK_TYPES } from "~domain/work-obstruction";

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
// keyFromData("…") marks a key that reaches t() as data (app/platform/i18n/keys.ts): read like a t() call.
const T_CALL = /\b(?:t|keyFromData)\(\s*(?:"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`)/g;
// t(condition ? "a.b" : "c.d"): both branches are keys.
const T_CALL_TERNARY = /\bt\(\s*(?:[^"'`(),?\n]|"[^"\n]*"|'[^'\n]*')+\?\s*(["'])([^"'\n]+)\1\s*:\s*(["'])([^"'\n]+)\3/g;

/** Every translation key `source` names, and the template-literal keys it builds at run time. */
function keysUsedIn(source: string, file: string): { used: Usage[]; dynamic: Usage[] } {
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  const where = (index: number) => `${path.relative(ROOT, file)}:${lineOf(index)}`;
  const used: Usage[] = [];
  const dynamic: Usage[] = [];
  for (const match of source.matchAll(NAMESPACED_LITERAL)) used.push({ where: where(match.index), key: match[2] });
  for (const match of source.matchAll(T_CALL)) {
    const key = match[1] ?? match[2] ?? match[3];
    (match[3]?.includes("${") ? dynamic : used).push({ where: where(match.index), key });
  }
  for (const match of source.matchAll(T_CALL_TERNARY)) {
    used.push({ where: where(match.index), key: match[2] }, { where: where(match.index), key: match[4] });
  }
  // t("common:x") is also a namespaced literal: count each key once per line.
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

describe("translation keys used in app/", () => {
  it("are found by the scan", () => {
    // A scan that silently matched nothing would make the next test pass for the wrong reason.
    expect(usedKeys.length).toBeGreaterThan(50);
    expect(usedKeys.some((usage) => usage.key.startsWith("common:"))).toBe(true);
    expect(usedKeys.some((usage) => usage.key.startsWith("auth:"))).toBe(true);
    expect(usedKeys.map((usage) => usage.key)).toEqual(expect.arrayContaining(["errorPages.backHome", "errorPages.goBack"]));
  });

  it("all exist in en (and so, by the checks above, in every language)", () => {
    const missing = usedKeys.filter((usage) => !translationExists(usage.key)).map((usage) => `${usage.where}  ${usage.key}`);
    expect(missing, "translation keys used in the code but missing from locales/en").toEqual([]);
  });

  it("skips only the template keys listed at the top of this file", () => {
    expect([...new Set(dynamicKeys.map((usage) => usage.key))].sort()).toEqual(
      [
        "dashboard.${card.name}",
        "company.glance.${figure.name}",
        "errorPages.${page}.body",
        "errorPages.${page}.title",
        "errorPages.${pageFor(error)}.title",
        "columns.${column}",
        "email.flags.${name}",
        "forms.${answer}",
        "menu.groups.${group.id}",
        'offers.types.${offer.connexysId ? "payroll" : "selection"}',
        "offers.types.${value}",
        "levels.${level}",
        "levels.${user.hoursValidationLevel}",
        "nav.${entry.key}",
        "nav.badges.${entry.key}",
        "status.${invoice.status}",
        "onboarding.contractType.onlyIfUsed.${statute}",
        "onboarding.contractType.uses.${statute}",
        "preventionServices.${company.preventionService}",
        "preventionServices.${value}",
        "certificates.${type}",
        "premiumTypes.${premium.type}",
        "premiumTypes.${type}",
        "premiumUnits.amount.${premium.unit}",
        "premiumUnits.hint.${units[0]}",
        "premiumUnits.label.${unit}",
        "status.${position.status}",
        "statute.${position.statute}",
        "common:preventionServices.${sheet.preventionService}",
        "common:preventionServices.${value}",
        "protectiveEquipment.${value}",
        "vaccines.${value}",
        "healthRisks.${risk}",
        "status.${status}",
        "status.${contract.status}",
        "extensionStatus.${value}",
        "extensionStatus.${contract.extensionStatus}",
        "statute.${contract.statute}",
        "contractType.${contract.contractType}",
        "contractReason.${contract.contractReason}",
        "inflowAttempt.${contract.inflowAttempt}",
        "list.columns.${column}",
        "view.days.${column}",
        "obstruction.weather.${day.obstruction.weather}",
        "obstruction.${prefix}.${value}",
        "positions:premiumTypes.${premium.type}",
        "contractReason.${general.contractReason}",
        "contractReason.${reason}",
        "contractType.${general.contractType}",
        "contractType.${type}",
        "inflowAttempt.${attempt}",
        "inflowAttempt.${general.inflowAttempt}",
        "positions:premiumTypes.${type}",
        "positions:certificates.${type}",
        "positions:premiumUnits.hint.${fields.unit.initialValue}",
        "statute.${general.statute}",
        "statute.${statute}",
        "wizard.unavailable.${candidate.unavailability}",
        "duration.${duration}",
        "rateAgreements.columns.${column}",
        "referenceTables.overtime.${committee.overtimePayingStatus}",
        "referenceTables.statutes.${committee.statute}",
        'absenceReasons.${day.absenceReason as "other"}',
        "absenceReasons.${reason}",
        "download.by.${by}",
        "download.hint.${data.by}",
        "kinds.${data.line}",
        "kinds.${each}",
        "status.${statusNameOf(each.status)}",
        "status.${statusNameOf(week.status)}",
        "timesheet.columns.${column}",
        "timesheet.done.${data.done}",
        "timesheet.hoursHint.${data.unit}",
        "timesheet.levelNotAllowed.${contract.line}",
        "timesheet.unit.${choice}",
        'workerTypes.${contract.workerType as "worker"}',
        "lines.${line}",
        "lines.${shift.line}",
      ].sort(),
    );
  });
});

describe("the scanner itself", () => {
  const scan = (source: string) => keysUsedIn(source, path.join(APP_DIR, "example.tsx"));

  it("finds t() keys in each kind of quote, and namespaced literals", () => {
    const { used } = scan(`t("a.b"); t('c.d'); t(\`e.f\`); z.string({ message: "auth:login.failed" });`);
    expect(used.map((usage) => usage.key)).toEqual(["auth:login.failed", "a.b", "c.d", "e.f"]);
  });

  it("sets template keys with ${…} aside", () => {
    const { used, dynamic } = scan("t(`errorPages.${page}.title`)");
    expect(used).toEqual([]);
    expect(dynamic.map((usage) => usage.key)).toEqual(["errorPages.${page}.title"]);
  });

  it('finds both keys of t(condition ? "a" : "b")', () => {
    const { used } = scan('t(page === "notFound" ? "errorPages.backHome" : "errorPages.goBack")');
    expect(used.map((usage) => usage.key)).toEqual(["errorPages.backHome", "errorPages.goBack"]);
  });

  it("gives the line of each usage", () => {
    expect(scan('\n\nt("x.y")').used[0].where).toBe(`${path.join("app", "example.tsx")}:3`);
  });

  it("reads keyFromData() like t(), the typed escape for keys that come as data", () => {
    const { used, dynamic } = scan('i18n.t(keyFromData("auth:login.failed")); i18n.t(keyFromData(`nav.badges.${key}`))');
    expect(used.map((usage) => usage.key)).toEqual(["auth:login.failed"]);
    expect(dynamic.map((usage) => usage.key)).toEqual(["nav.badges.${key}"]);
  });

  it("does not take other functions ending in t for t()", () => {
    expect(scan('split("a.b"); format("c.d"); getFixedT("e.f")').used).toEqual([]);
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

describe("keys built at run time", () => {
  // Record<…, true> makes tsc fail when a value is added to the union and not here.
  const errorPages: Record<ErrorPage, true> = {
    badRequest: true,
    notFound: true,
    noPermission: true,
    tooManyRequests: true,
    serviceUnavailable: true,
    generic: true,
  };
  const dashboardCounts: Record<keyof DashboardCounts | "unprocessedTimesheetsCount", true> = {
    unprocessedTimesheetsCount: true,
    unpaidInvoicesCount: true,
    extensionCandidatesCount: true,
    openedSurveysCount: true,
    contractNotReadyCount: true,
  };
  const statutes: Statute[] = ["worker", "clerk"];
  const invoiceStatuses: Record<InvoiceStatus, true> = { paid: true, processing: true, not_paid: true };

  it.each(Object.keys(errorPages))("errorPages.%s has a title and a body", (page) => {
    expect(translationExists(`common:errorPages.${page}.title`)).toBe(true);
    expect(translationExists(`common:errorPages.${page}.body`)).toBe(true);
  });

  it.each(NAVIGATION.map((entry) => entry.key))("nav.%s exists", (key) => {
    expect(translationExists(`common:nav.${key}`)).toBe(true);
  });

  it.each(["surveys", "invoices", "timesheets"])("nav.badges.%s has its plural forms", (key) => {
    expect(translationExists(`common:nav.badges.${key}_one`)).toBe(true);
    expect(translationExists(`common:nav.badges.${key}_other`)).toBe(true);
  });

  it.each(["yes", "no"])("forms.%s exists", (answer) => {
    expect(translationExists(`common:forms.${answer}`)).toBe(true);
  });

  it.each(onboardingWizard.steps.map((step) => step.title))("the onboarding wizard's step title %s exists", (title) => {
    expect(translationExists(title)).toBe(true);
  });

  it.each(statutes)("onboarding.contractType texts exist for %s", (statute) => {
    expect(translationExists(`common:onboarding.contractType.uses.${statute}`)).toBe(true);
    expect(translationExists(`common:onboarding.contractType.onlyIfUsed.${statute}`)).toBe(true);
  });

  it.each(["name", "total", "expiresOn", "status", "actions"])("invoices:columns.%s exists", (column) => {
    expect(translationExists(`invoices:columns.${column}`)).toBe(true);
  });

  it.each(Object.keys(invoiceStatuses))("invoices:status.%s exists", (status) => {
    expect(translationExists(`invoices:status.${status}`)).toBe(true);
  });

  it.each(EMAIL_SETTINGS)("settings:email.flags.%s exists", (flag) => {
    expect(translationExists(`settings:email.flags.${flag}`)).toBe(true);
  });

  it.each(["company", "personal"])("settings:menu.groups.%s exists", (group) => {
    expect(translationExists(`settings:menu.groups.${group}`)).toBe(true);
  });

  it.each(["payroll", "selection"])("settings:offers.types.%s exists", (type) => {
    expect(translationExists(`settings:offers.types.${type}`)).toBe(true);
  });

  it.each(PREVENTION_SERVICES)("preventionServices.%s exists", (service) => {
    expect(translationExists(`common:preventionServices.${service}`)).toBe(true);
  });

  // Every level of the API's enum has a label, and the select offers every level.
  const hoursValidationLevels: Record<HoursValidationLevel, true> = {
    all_allowed: true,
    can_validate_construct_hours: true,
    can_validate_interim_hours: true,
    not_allowed: true,
  };
  it("the hours-validation select offers every level", () => {
    expect([...HOURS_VALIDATION_LEVELS].sort()).toEqual(Object.keys(hoursValidationLevels).sort());
  });

  it.each(Object.keys(hoursValidationLevels))("companyAdmin levels.%s exists", (level) => {
    expect(translationExists(`companyAdmin:levels.${level}`)).toBe(true);
  });

  it.each(Object.keys(dashboardCounts))("dashboard.%s has its plural forms", (name) => {
    expect(translationExists(`common:dashboard.${name}_one`)).toBe(true);
    expect(translationExists(`common:dashboard.${name}_other`)).toBe(true);
  });

  const glanceFigures: Record<GlanceFigureName, true> = { positions: true, activeTeam: true, archivedTeam: true, surveys: true };
  it.each(Object.keys(glanceFigures))("settings:company.glance.%s has its plural forms", (name) => {
    expect(translationExists(`settings:company.glance.${name}_one`)).toBe(true);
    expect(translationExists(`settings:company.glance.${name}_other`)).toBe(true);
  });

  it.each(PROTECTIVE_EQUIPMENT)("workPostSheets:protectiveEquipment.%s exists", (value) => {
    expect(translationExists(`workPostSheets:protectiveEquipment.${value}`)).toBe(true);
  });

  it.each(VACCINES)("workPostSheets:vaccines.%s exists", (value) => {
    expect(translationExists(`workPostSheets:vaccines.${value}`)).toBe(true);
  });

  it.each(HEALTH_RISKS)("workPostSheets:healthRisks.%s exists", (risk) => {
    expect(translationExists(`workPostSheets:healthRisks.${risk}`)).toBe(true);
  });
  it.each(statutes)("positions:statute.%s exists", (statute) => {
    expect(translationExists(`positions:statute.${statute}`)).toBe(true);
  });

  const positionStatuses: Record<PositionStatus, true> = { approved: true, waiting_approval: true, refused: true };
  it.each(Object.keys(positionStatuses))("positions:status.%s exists", (status) => {
    expect(translationExists(`positions:status.${status}`)).toBe(true);
  });

  it.each([...contractWizard.steps, ...extensionWizard.steps].map((step) => step.title))("the contract wizards' step title %s exists", (title) => {
    expect(translationExists(title)).toBe(true);
  });

  it.each(positionWizard.steps.map((step) => step.title))("the position wizard's step title %s exists", (title) => {
    expect(translationExists(title)).toBe(true);
  });

  it.each(CERTIFICATE_TYPES)("positions:certificates.%s exists", (type) => {
    expect(translationExists(`positions:certificates.${type}`)).toBe(true);
  });

  it.each(PREMIUM_TYPES)("positions:premiumTypes.%s exists", (type) => {
    expect(translationExists(`positions:premiumTypes.${type}`)).toBe(true);
  });

  it.each([...new Set(Object.values(PREMIUM_UNITS).flat())])("positions:premiumUnits.*.%s exist", (unit) => {
    for (const use of ["label", "hint", "amount"]) expect(translationExists(`positions:premiumUnits.${use}.${unit}`)).toBe(true);
  });

  it.each(["name", "validUntil", "office", "dayContractsAllowed"])("positions:rateAgreements.columns.%s exists", (column) => {
    expect(translationExists(`positions:rateAgreements.columns.${column}`)).toBe(true);
  });

  const overtime: OvertimePayingStatus[] = ["paid", "not_paid", "not_applicable"];
  it.each([...statutes.map((value) => `statutes.${value}`), ...overtime.map((value) => `overtime.${value}`)])("settings:referenceTables.%s exists", (key) => {
    expect(translationExists(`settings:referenceTables.${key}`)).toBe(true);
  });

  it.each(CONTRACT_STATUSES)("contracts:status.%s exists", (status) => {
    expect(translationExists(`contracts:status.${status}`)).toBe(true);
  });

  it.each(EXTENSION_STATUSES)("contracts:extensionStatus.%s exists", (status) => {
    expect(translationExists(`contracts:extensionStatus.${status}`)).toBe(true);
  });

  it.each([
    ...statutes.map((value) => `statute.${value}`),
    ...CONTRACT_TYPES.map((value) => `contractType.${value}`),
    ...CONTRACT_REASONS.map((value) => `contractReason.${value}`),
    ...INFLOW_ATTEMPTS.map((value) => `inflowAttempt.${value}`),
    ...["employee", "position", "period", "status", "actions"].map((column) => `list.columns.${column}`),
    ...["date", "start", "end", "break", "worked", "notes"].map((column) => `view.days.${column}`),
    ...OBSTRUCTION_WEATHERS.map((value) => `obstruction.weather.${value}`),
    ...OBSTRUCTION_RISKS.map((value) => `obstruction.risk.${value}`),
    ...OBSTRUCTION_WORK_TYPES.map((value) => `obstruction.workType.${value}`),
    ...OBSTRUCTION_REASONS.map((value) => `obstruction.reason.${value}`),
    ...UNAVAILABILITIES.map((value) => `wizard.unavailable.${value}`),
    ...CONTRACT_DURATIONS.map((value) => `duration.${value}`),
  ])("contracts:%s exists", (key) => {
    expect(translationExists(`contracts:${key}`)).toBe(true);
  });

  it.each([
    ...ABSENCE_REASONS.map((value) => `absenceReasons.${value}`),
    ...DOWNLOAD_KINDS.flatMap((by) => [`download.by.${by}`, `download.hint.${by}`]),
    ...["interim", "construct"].flatMap((line) => [`kinds.${line}`, `timesheet.levelNotAllowed.${line}`]),
    ...TIMESHEET_STATUSES.map((status) => `status.${status}`),
    ...["day", "planned", "hours", "absence", "remark"].map((column) => `timesheet.columns.${column}`),
    ...["draft", "final"].map((done) => `timesheet.done.${done}`),
    ...HOURS_UNITS.flatMap((unit) => [`timesheet.hoursHint.${unit}`, `timesheet.unit.${unit}`]),
    ...["worker", "clerk"].map((type) => `workerTypes.${type}`),
  ])("hoursValidation:%s exists", (key) => {
    expect(translationExists(`hoursValidation:${key}`)).toBe(true);
  });

  it.each(PLANNING_LINES.map((line) => `lines.${line}`))("planning:%s exists", (key) => {
    expect(translationExists(`planning:${key}`)).toBe(true);
  });
});
