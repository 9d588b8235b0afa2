// The characters a typed text may hold, as the payroll API checks them (domain/text-lines.ts,
// docs/decisions/0062-single-line-text-and-mail-text.md), said at the field before the form is saved.
import type { z } from "zod";
import { CONTROL_CHARACTERS, NOT_ONE_LINE, isMultiLineText, isSingleLineText } from "~domain/text-lines";
import type { ApiError } from "~/platform/payroll-api.server";

const NOT_ONE_LINE_MESSAGE = "common:validation.notOneLine";
const CONTROL_CHARACTERS_MESSAGE = "common:validation.controlCharacters";

/** A one-line text field (a name, a function, a cost place): no line break, tab or other control character. */
export const singleLine = <Input>(schema: z.ZodType<string, Input>) => schema.refine(isSingleLineText, NOT_ONE_LINE_MESSAGE);

/** A text area (a description, a remark): line breaks, and no other control character. */
export const multiLine = <Input>(schema: z.ZodType<string, Input>) => schema.refine(isMultiLineText, CONTROL_CHARACTERS_MESSAGE);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The rule for a form read as typed, whose parsing never fails (a wizard's step, so that Previous keeps
 * what is there; an employee form, which checks every field at once): its checks add an issue at each
 * text of the form, in groups and rows too, that breaks it. Every text is single-line unless its
 * field's name is among the form's text areas (the API's `@multiLine` fields): unnamed is strict, as
 * on the API. Trimmed first, as the forms' zod fields are.
 */
export function addTextLineIssues(context: z.RefinementCtx, form: unknown, textAreas: readonly string[] = []): void {
  const check = (value: unknown, path: (string | number)[]): void => {
    if (typeof value === "string") {
      const field = path.at(-1);
      const isTextArea = typeof field === "string" && textAreas.includes(field);
      const fits = isTextArea ? isMultiLineText : isSingleLineText;
      if (!fits(value.trim())) context.addIssue({ code: "custom", path, message: isTextArea ? CONTROL_CHARACTERS_MESSAGE : NOT_ONE_LINE_MESSAGE });
    } else if (Array.isArray(value)) value.forEach((item, index) => check(item, [...path, index]));
    // Plain groups of fields only: a file's bytes are no text.
    else if (isPlainObject(value)) for (const [field, inner] of Object.entries(value)) check(inner, [...path, field]);
  };
  check(form, []);
}

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
