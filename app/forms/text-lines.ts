// The characters a typed text may hold, as the payroll API checks them (domain/text-lines.ts,
// docs/decisions/0062-single-line-text-and-mail-text.md), said at the field before the form is saved.
import type { z } from "zod";
import { CONTROL_CHARACTERS, NOT_ONE_LINE, isMultiLineText, isSingleLineText } from "~domain/text-lines";
import type { ApiError } from "~/platform/payroll-api.server";

const NOT_ONE_LINE_MESSAGE = "common:validation.notOneLine";
const CONTROL_CHARACTERS_MESSAGE = "common:validation.controlCharacters";

/** A one-line text field (a name, a function, a cost place): no line break, tab or other control character. */
export const singleLine = <Input>(schema: z.ZodType<string, z.ZodTypeDef, Input>) => schema.refine(isSingleLineText, NOT_ONE_LINE_MESSAGE);

/** A text area (a description, a remark): line breaks, and no other control character. */
export const multiLine = <Input>(schema: z.ZodType<string, z.ZodTypeDef, Input>) => schema.refine(isMultiLineText, CONTROL_CHARACTERS_MESSAGE);

/**
 * The API's CONTROL_CHARACTERS refusal said at the fields of the form that it names (a field the form
 * does not check itself yet: the API's path ends with the form's field name), or null when it names
 * none of them.
 */
export function textLineErrors(error: ApiError, typed: Record<string, unknown>): Record<string, string[]> | null {
  if (error.code !== CONTROL_CHARACTERS) return null;
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of error.problems) {
    const field = problem.field.split(".").at(-1) ?? problem.field;
    if (field in typed) fieldErrors[field] = [problem.code === NOT_ONE_LINE ? NOT_ONE_LINE_MESSAGE : CONTROL_CHARACTERS_MESSAGE];
  }
  return Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}
