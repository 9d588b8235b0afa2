// A page reaches the browser with common and the namespaces its matched routes declare in
// handle.i18n (docs/decisions/0019-translations-per-page.md), and nothing else: a route that reads
// another namespace, itself or through a module it imports, shows raw keys. This test reads each
// route module and what it imports from app/, and fails when it names a namespace that neither the
// route nor one of its parent routes declares.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { i18nConfig } from "~/platform/i18n";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const ROUTES_DIR = path.join(ROOT, "app", "routes");
const NAMESPACES = i18nConfig.ns.filter((namespace) => namespace !== "common");

/** Route id (the file or folder name) → its module file. */
const routeFiles = new Map(
  readdirSync(ROUTES_DIR, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile() && /\.tsx?$/.test(entry.name)) return [[entry.name.replace(/\.tsx?$/, ""), path.join(ROUTES_DIR, entry.name)] as const];
    const file = ["route.tsx", "route.ts"].map((name) => path.join(ROUTES_DIR, entry.name, name)).find((candidate) => existsSync(candidate));
    return entry.isDirectory() && file ? [[entry.name, file] as const] : [];
  }),
);

/** The routes a route is nested in: those whose id is a whole-segment prefix of its own (_app, _app.settings, …). */
function ancestorsOf(id: string): string[] {
  const segments = id.split(".");
  return segments.map((_, index) => segments.slice(0, index).join(".")).filter((prefix) => routeFiles.has(prefix));
}

const declaredIn = (source: string): string[] => {
  const list = /\bi18n:\s*\[([^\]]*)\]/.exec(source)?.[1] ?? "";
  return [...list.matchAll(/"(\w+)"/g)].map((match) => match[1]);
};

const namedIn = (source: string): string[] =>
  NAMESPACES.filter((namespace) => new RegExp(`useTranslation\\(\\[?\\s*"${namespace}"|["'\`]${namespace}:|FullKey<"${namespace}">`).test(source));

function resolveImport(file: string, specifier: string): string | undefined {
  const base = specifier.startsWith("~/")
    ? path.join(ROOT, "app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  return base ? [`${base}.tsx`, `${base}.ts`, path.join(base, "index.ts")].find((candidate) => existsSync(candidate)) : undefined;
}

/**
 * The namespaces a module names, and those of the modules it imports. A server module counts for its
 * own texts (an action's messages end up on the page) but its imports are not followed: they hold
 * the server's plumbing, not the page's texts. Styles hold no text.
 */
function namespacesUsedBy(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return new Set();
  seen.add(file);
  const source = readFileSync(file, "utf8");
  const used = new Set(namedIn(source));
  if (file.endsWith(".server.ts")) return used;
  for (const [, specifier] of source.matchAll(/from\s+"([^"]+)"/g)) {
    const imported = resolveImport(file, specifier);
    if (!imported || imported.endsWith(".css.ts")) continue;
    for (const namespace of namespacesUsedBy(imported, seen)) used.add(namespace);
  }
  return used;
}

describe("the namespaces each route declares", () => {
  it("finds the route modules and their parents", () => {
    expect(routeFiles.size).toBeGreaterThan(40);
    expect(ancestorsOf("_app.settings.cost-places_.$costPlaceId.remove")).toEqual(["_app", "_app.settings"]);
    expect(ancestorsOf("_app.positions_.view-position.$positionId")).toEqual(["_app"]);
  });

  it("sees a namespace named through an imported component", () => {
    expect(namespacesUsedBy(routeFiles.get("_app.positions_.view-work-post-sheet.$positionId")!)).toEqual(new Set(["workPostSheets", "positions"]));
  });

  it.each([...routeFiles.keys()].sort())("%s declares every namespace its page reads", (id) => {
    const declared = new Set([id, ...ancestorsOf(id)].flatMap((route) => declaredIn(readFileSync(routeFiles.get(route)!, "utf8"))));
    const missing = [...namespacesUsedBy(routeFiles.get(id)!)].filter((namespace) => !declared.has(namespace));
    expect(missing, `add them to the handle.i18n of ${id} or of a parent route`).toEqual([]);
  });
});
