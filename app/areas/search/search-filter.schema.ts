import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "~domain/search";

/** The search page's query string (the shell's search box and the page's own form): the text, `q`. */
export const SearchFilterSchema = z.object({
  q: z.string().trim().max(SEARCH_MAX_LENGTH, "search:tooLong").optional(),
});
