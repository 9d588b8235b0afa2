import { createRequire } from "node:module";
import { countCacheLookup } from "./metrics.server";

// React Router's matchRoutes flattens, ranks and compiles every route's pattern into a regular
// expression on each call, and a Remix page view calls it four times or more (the request handler,
// the static handler, the render, the browser's partial route manifest): with this portal's hundred
// routes that was a quarter of a signed-in view's CPU. Its answer depends only on the routes' shape
// and the address, so it is worked out once per shape and address and rebuilt on the routes given.

type Route = { path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: Route };
type MatchRoutes = (routes: Route[], location: string | { pathname?: string }, basename?: string) => Match[] | null;
/** A match by where its route sits in the tree (indexes from the top), not by the route object. */
type Step = { at: number[]; pathname: string; pathnameBase: string };
type Remembered = { steps: Step[]; params: Match["params"] } | null;

const MAX_REMEMBERED = 2_000;

function shapeOf(routes: Route[] | undefined): string {
  if (!routes) return "";
  return routes.map((route) => `${route.path ?? ""}|${route.index ? "i" : ""}${route.caseSensitive ? "c" : ""}(${shapeOf(route.children)})`).join(",");
}

function placesOf(routes: Route[], at: number[] = [], places = new Map<Route, number[]>()) {
  routes.forEach((route, index) => {
    places.set(route, [...at, index]);
    if (route.children) placesOf(route.children, [...at, index], places);
  });
  return places;
}

function routeAt(routes: Route[], at: number[]): Route {
  let route = routes[at[0]];
  for (const index of at.slice(1)) route = route.children![index];
  return route;
}

function rememberable(routes: Route[], matches: Match[] | null): Remembered {
  if (!matches) return null;
  const places = placesOf(routes);
  const steps = matches.map((found) => ({ at: places.get(found.route)!, pathname: found.pathname, pathnameBase: found.pathnameBase }));
  return { steps, params: { ...matches[0]?.params } };
}

/** matchRoutes that remembers its answers; the same answers as `match`, on the routes it is given. */
export function rememberingMatchRoutes(match: MatchRoutes): MatchRoutes {
  const shapes = new WeakMap<Route[], string>();
  const remembered = new Map<string, Remembered>();
  return (routes, location, basename = "/") => {
    let shape = shapes.get(routes);
    if (shape === undefined) shapes.set(routes, (shape = shapeOf(routes)));
    const pathname = typeof location === "string" ? location : (location.pathname ?? "/");
    const key = `${basename}\n${pathname}\n${shape}`;
    let answer = remembered.get(key);
    countCacheLookup("route-matches", answer !== undefined);
    if (answer === undefined) {
      answer = rememberable(routes, match(routes, location, basename));
      // A Map keeps insertion order: past the bound, the oldest address goes.
      if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, answer);
    }
    if (!answer) return null;
    // Every match of one answer shares one params object, as React Router's do.
    const params = { ...answer.params };
    return answer.steps.map((step) => ({ params, pathname: step.pathname, pathnameBase: step.pathnameBase, route: routeAt(routes, step.at) }));
  };
}

/** Makes every caller of React Router's matchRoutes in this process (Remix's server and render) use the remembering one. */
export function rememberRouteMatches() {
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
  router.matchRoutes = rememberingMatchRoutes(router.matchRoutes);
}
