// On a slow connection a link of the portal is followed as a page load (issue 45, decision 76). A
// client-side navigation waits for the next page's data, then its modules and its texts, a round trip
// each; a page load is one, and the page works as the server sent it until its scripts, cached by
// then, hydrate it. Where the browser rates the connection as 4G or better, or gives no estimate
// (the Network Information API is Chromium's), links stay client-side navigations.

/** What the Network Information API tells of the connection. */
type Connection = { effectiveType?: string; saveData?: boolean };

const SLOWER_THAN_4G = new Set(["slow-2g", "2g", "3g"]);

export const isSlow = (connection: Connection | undefined) =>
  Boolean(connection && (connection.saveData || SLOWER_THAN_4G.has(connection.effectiveType ?? "")));

type Click = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">;
type Address = Pick<URL, "origin" | "pathname" | "search" | "hash">;

/**
 * A click the browser follows as a page load of its own when nothing intercepts it: the main button
 * alone, on a link to another page of the site, opened here and not downloaded. A link to a place on
 * the same page (the skip link, an error summary's) stays in the page.
 */
export function isPageLoadClick(click: Click, link: Address & Pick<HTMLAnchorElement, "target" | "hasAttribute">, here: Address): boolean {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.defaultPrevented) return false;
  if (link.origin !== here.origin || link.target !== "" || link.hasAttribute("download")) return false;
  return !(link.hash && link.pathname === here.pathname && link.search === here.search);
}

/** Lets such a click on a slow connection reach the browser, not the router (which listens on the document). */
export function followLinksAsPageLoadsWhenSlow() {
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const connection = (navigator as Navigator & { connection?: Connection }).connection;
      if (isSlow(connection) && isPageLoadClick(event, link, location)) event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
