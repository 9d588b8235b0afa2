import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { FormReply } from "./action.server";

/**
 * A form's saved values judged by its own schema, as the edit page opens (docs/decisions/0040): a
 * stored value that fails its rule (an IBAN with wrong check digits) shows its error, with the value
 * kept in its field. Only fields that hold a value are judged: an empty one is asked for when the user
 * saves, not before they have typed anything. Undefined when every stored value passes.
 */
export function storedValueProblems(schema: z.ZodTypeAny, values: Record<string, string | undefined>): FormReply | undefined {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) if (value !== undefined) formData.set(name, value);
  const reply = parseWithZod(formData, { schema }).reply();
  const error = Object.fromEntries(Object.entries(reply.error ?? {}).filter(([field, messages]) => Boolean(values[field]?.trim()) && messages !== null));
  return Object.keys(error).length > 0 ? { ...reply, error } : undefined;
}
