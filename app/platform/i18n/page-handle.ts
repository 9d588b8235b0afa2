import type { Namespace } from "~/platform/i18n";
import type { PageKey, PageT } from "./keys";

/**
 * What a route module declares in `handle`: the namespaces its page reads besides common (only these
 * reach the browser), and the page's document title.
 */
export type PageHandle = {
  i18n?: readonly Namespace[];
  /** A key, or a function of the route's loader data for the few titles that depend on it. */
  title?: PageKey | ((data: never, t: PageT) => string);
  /** A page about one record: what its 404 says (see app/ui/record-not-found.tsx). */
  notFound?: { title: PageKey; body: PageKey; backTo: string; back: PageKey };
  /** false: the page is sent as plain HTML, without the portal's scripts (see app/platform/page-scripts.tsx). */
  scripts?: false;
};

export const handleOf = (match: { handle?: unknown } | undefined) => (match?.handle ?? {}) as PageHandle;

/** common, which the shell and the error pages need, then every namespace the matched routes declare. */
export function namespacesOf(matches: { handle?: unknown }[]): Namespace[] {
  return [...new Set<Namespace>(["common", ...matches.flatMap((match) => handleOf(match).i18n ?? [])])];
}
