import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { filterParamsOf } from "./filter-params";

/**
 * A list's GET filter as its address gives it, read the same way by the list's page and by its CSV
 * export, so that both apply the same filter: the valid filter, or, when the address holds a refused
 * one, the first page of the whole list and the refusal the page shows beside its fields.
 */
export function listFilterOf<Schema extends z.ZodTypeAny>(request: Request, schema: Schema) {
  const submission = parseWithZod(filterParamsOf(request), { schema });
  if (submission.status === "success") return { filter: submission.value as Partial<z.output<Schema>>, result: undefined };
  // No filter and no page: each list reads a missing page as the first.
  const wholeList: Partial<z.output<Schema>> = {};
  return { filter: wholeList, result: submission.reply() };
}
