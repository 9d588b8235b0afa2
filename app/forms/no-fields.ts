import { z } from "zod";

/** A form that is only a button (accept, approve): parsed so that its reply can carry an error. */
export const NoFieldsSchema = z.object({});
