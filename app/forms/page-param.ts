import { z } from "zod";

/** The highest page a list's address may ask for: far past any list, and safe in the API's 32-bit Int (offsets too). */
export const MAX_PAGE = 1_000_000;

/**
 * A list's `page` in its address, as typed there by hand too: not a number is page 1; anything else is
 * the nearest page there can be (1e308 and 99999999999 are MAX_PAGE, 2.5 is 2, -3 is 1), never an error.
 */
export const pageParam = z.coerce
  .string()
  .transform((typed) => {
    // Not zod's number: zod 4 refuses Infinity, which is as far as a page can be.
    const page = Number(typed);
    if (Number.isNaN(page)) return 1;
    return Number.isFinite(page) ? Math.min(MAX_PAGE, Math.max(1, Math.trunc(page))) : page > 0 ? MAX_PAGE : 1;
  })
  .optional();
