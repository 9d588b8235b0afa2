// Every list query answers one page: the arguments are checked the same way and the page described
// the same way, so that the portal's Previous and Next links work alike on every list.
import { ApiError, badInput } from "./errors";

/**
 * The largest page of every list: a screen shows 25, an export reads a list through 500 at a time, one
 * round trip for what took five of 100 (docs/decisions/0050), and no caller can ask for the whole table at once.
 */
const PAGE_SIZE_MAX = 500;

/** A list's page arguments, which the schema defaults (page 1 of 25). */
export type PageArguments = { page: number; pageSize: number };

export type PageWindow = { page: number; pageSize: number; limit: number; offset: number };

/** LIMIT and OFFSET for a page. Errors: PAGE_SIZE_INVALID (not 1 to 500), PAGE_INVALID (below 1). */
export function pageWindow(page: number, pageSize: number): PageWindow {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_SIZE_MAX) throw badInput("PAGE_SIZE_INVALID");
  if (!Number.isInteger(page) || page < 1) throw badInput("PAGE_INVALID");
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * A page past the last one is empty but still says how many pages there are. A page whose count was
 * not asked for (`null`, graphql/asks-for-count.ts) answers 0 for it, which GraphQL never sends: the query did not select it.
 */
export function pageOf<Node>(nodes: Node[], totalCount: number | null, window: PageWindow) {
  if (totalCount === null) return { nodes, totalCount: 0, page: window.page, pageCount: 0 };
  return { nodes, totalCount, page: window.page, pageCount: Math.max(1, Math.ceil(totalCount / window.pageSize)) };
}

/**
 * Keyset paging for a list read whole (the portal's exports): the cursor names the last row given, by
 * its sort key and id, as an opaque string, so that the next page starts right after it on the list's
 * index instead of sorting and skipping every earlier row again (docs/decisions/0050).
 */
export function cursorOf(sortKey: string, id: number): string {
  return Buffer.from(JSON.stringify([sortKey, id])).toString("base64url");
}

const invalidCursor = () => new ApiError("CURSOR_INVALID", 422, "Not a cursor this list gave: read the list again from its first page.");

/** The sort key and id a cursor names. Errors: CURSOR_INVALID (not a cursor this API gave). */
export function afterCursor(cursor: string, isSortKey: (value: string) => boolean): { sortKey: string; id: number } {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(key) || key.length !== 2) throw invalidCursor();
  const [sortKey, id] = key as unknown[];
  if (typeof sortKey !== "string" || !isSortKey(sortKey) || !Number.isSafeInteger(id) || (id as number) < 1) throw invalidCursor();
  return { sortKey, id: id as number };
}
