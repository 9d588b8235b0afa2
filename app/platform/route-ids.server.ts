import { matchRoutes, type RouteObject } from "react-router";

// The route id of an address, for the access log and the request metrics: a few routes' ids
// say where time goes, where thousands of addresses (with their ids and queries) would not.

/** A route as the server build lists it (ServerBuild["routes"]). */
type ListedRoute = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };
/** The server build's routes (ServerBuild["routes"]), by id. */
export type ListedRoutes = Record<string, ListedRoute | undefined>;

function treeOf(listed: ListedRoute[], parentId: string | undefined): RouteObject[] {
  return listed
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }): RouteObject => {
      if (index) return { id, path, index: true, caseSensitive };
      const children = treeOf(listed, id);
      return { id, path, caseSensitive, ...(children.length > 0 ? { children } : {}) };
    });
}

/** The address the framework answers a data request (/contracts.data, /contracts/_.data, /_.data) for. */
const pageOf = (pathname: string) => (pathname.endsWith(".data") ? pathname.slice(0, -".data".length).replace(/\/?_$/, "") || "/" : pathname);

/** The id of the deepest route matching an address, as the framework matches it; null when none does. The tree is made once. */
export function routeIdsOf(routes: ListedRoutes): (pathname: string) => string | null {
  const tree = treeOf(
    Object.values(routes).filter((route) => route !== undefined),
    undefined,
  );
  return (pathname) => {
    const matches = matchRoutes(tree, pageOf(pathname));
    return matches ? (matches[matches.length - 1]!.route.id ?? null) : null;
  };
}
