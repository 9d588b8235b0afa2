// Every list query answers one page: the arguments are checked the same way and the page described
// the same way, so that the portal's Previous and Next links work alike on every list.
import { badInput } from "../core/errors";

const PAGE_SIZE_MAX = 100;

export type PageWindow = { page: number; pageSize: number; limit: number; offset: number };

/** LIMIT and OFFSET for a page. Errors: PAGE_SIZE_INVALID (not 1 to 100), PAGE_INVALID (below 1). */
export function pageWindow(page: number, pageSize: number): PageWindow {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX) throw badInput("PAGE_SIZE_INVALID");
  if (!Number.isInteger(page) || page < 1) throw badInput("PAGE_INVALID");
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** A page past the last one is empty but still says how many pages there are. */
export function pageOf<Node>(nodes: Node[], totalCount: number, window: PageWindow) {
  return { nodes, totalCount, page: window.page, pageCount: Math.max(1, Math.ceil(totalCount / window.pageSize)) };
}
