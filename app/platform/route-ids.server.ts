import { createRequire } from "node:module";

// The Remix route id of an address, for the access log and the request metrics: a few routes' ids
// say where time goes, where thousands of addresses (with their ids and queries) would not.

/** A route as the server build lists it (ServerBuild["routes"]). */
type ListedRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
type TreeRoute = Omit<ListedRoute, "parentId"> & { children?: TreeRoute[] };
/** The server build's routes (ServerBuild["routes"]), by id. */
export type ListedRoutes = Record<string, ListedRoute | undefined>;
type MatchRoutes = (routes: TreeRoute[], pathname: string) => { route: TreeRoute }[] | null;

function treeOf(listed: ListedRoute[], parentId: string | undefined): TreeRoute[] {
  return listed
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => {
      const children = index ? [] : treeOf(listed, id);
      return { id, path, index, caseSensitive, ...(children.length > 0 ? { children } : {}) };
    });
}

/** The address Remix answers a single-fetch data request (/contracts.data, /_root.data) for. */
const pageOf = (pathname: string) => (pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : pathname);

/**
 * The id of the deepest route matching an address, as Remix matches it; null when none does. The
 * tree is made once, and React Router's matchRoutes is looked up at each call, as Remix looks it up:
 * what remembers matches in this process (route-matching.server.ts) serves these calls too.
 */
export function routeIdsOf(routes: ListedRoutes): (pathname: string) => string | null {
  const tree = treeOf(
    Object.values(routes).filter((route) => route !== undefined),
    undefined,
  );
  const router = createRequire(import.meta.url)("@remix-run/router") as { matchRoutes: MatchRoutes };
  return (pathname) => {
    const matches = router.matchRoutes(tree, pageOf(pathname));
    return matches ? matches[matches.length - 1].route.id : null;
  };
}
