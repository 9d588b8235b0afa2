import { createContext, useContext } from "react";
import { handleOf } from "./i18n/page-handle";

/**
 * Whether a document ships the portal's scripts (docs/decisions/0076-pages-without-scripts.md). The
 * pages that only show records and lead elsewhere (the dashboard, the lists, a contract) and the
 * signed-out pages' short forms are sent as plain HTML, as every page is to a browser without
 * JavaScript: on a cheap phone such a page is ready once loaded, and a click there is a page load,
 * faster than loading the scripts that would make it a client-side navigation. The route that shows
 * the page decides: its handle says `scripts: false`.
 */
export const shipsScripts = (matches: { handle?: unknown }[]) => handleOf(matches.at(-1)).scripts !== false;

/** Set by entry.server for the document it renders; in the browser a page runs its scripts by definition. */
export const PageScriptsContext = createContext(true);
export const usePageShipsScripts = () => useContext(PageScriptsContext);
