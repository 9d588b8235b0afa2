// Access is deny-by-default (domain/access.ts): a signed-in route whose first path segment has no
// entry in the access rules would be refused to everybody. This lists the signed-in route folders
// and fails, naming the route, when one of them has no entry, so a new area cannot ship closed by
// accident nor open by default.
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { hasAccessEntry } from "~domain/access";

const ROUTES_DIR = fileURLToPath(new URL("../../app/routes", import.meta.url));

/** The first URL segment of a Remix flat route under the _app layout ("_app.positions_.add-position" → "positions"). */
function firstSegmentOfRoute(name: string): string | null {
  const [layout, first] = name.replace(/\.tsx?$/, "").split(".");
  if (layout !== "_app" || first === undefined) return null;
  if (first === "$") return null;
  if (first === "_index") return "";
  return first.replace(/_$/, "").replace(/^\((.*)\)$/, "$1");
}

const signedInRoutes = readdirSync(ROUTES_DIR)
  .map((name) => ({ name, segment: firstSegmentOfRoute(name) }))
  .filter((route): route is { name: string; segment: string } => route.segment !== null);

describe("the access table", () => {
  it("finds the signed-in routes", () => {
    expect(signedInRoutes.map((route) => route.name)).toEqual(expect.arrayContaining(["_app.dashboard", "_app._index", "_app.settings.tsx"]));
  });

  it.each(signedInRoutes)("has an entry for $name (first segment '$segment')", ({ segment }) => {
    expect(hasAccessEntry(segment)).toBe(true);
  });

  it("reads route names as the router does", () => {
    expect(firstSegmentOfRoute("_app.positions_.add-position.($step)")).toBe("positions");
    expect(firstSegmentOfRoute("_app._index")).toBe("");
    expect(firstSegmentOfRoute("_app.$")).toBeNull();
    expect(firstSegmentOfRoute("_auth.login")).toBeNull();
    expect(firstSegmentOfRoute("_app.tsx")).toBeNull();
    expect(hasAccessEntry("made-up-area")).toBe(false);
  });
});
