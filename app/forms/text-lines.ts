// The characters a typed text may hold, as the payroll API checks them (domain/text-lines.ts,
// docs/decisions/0062-single-line-text-and-mail-text.md), said at the field before the form is saved.
import type { z } from "zod";
import { isMultiLineText, isSingleLineText } from "~domain/text-lines";

/** A one-line text field (a name, a function, a cost place): no line break, tab or other control character. */
export const singleLine = <Input>(schema: z.ZodType<string, z.ZodTypeDef, Input>) =>
  schema.refine(isSingleLineText, "common:validation.notOneLine");

/** A text area (a description, a remark): line breaks, and no other control character. */
export const multiLine = <Input>(schema: z.ZodType<string, z.ZodTypeDef, Input>) =>
  schema.refine(isMultiLineText, "common:validation.controlCharacters");
