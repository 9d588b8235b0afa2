// Which characters a text a person types may hold, as the portal's forms and the payroll API both
// check it (docs/decisions/0062-single-line-text-and-mail-text.md). A name, a function or a cost
// place is one line: it is shown inside sentences, in lists and in e-mails, where a line break would
// let it pass for text of its own (a fake paragraph under the provider's name above a real link).
// A description or a remark may hold line breaks, and nothing else that is not printed.

/**
 * Never in a line: the C0 controls (U+0000–U+001F: NUL, TAB, LF, CR, ESC …), DEL (U+007F), the C1
 * controls (U+0080–U+009F, NEL among them) and Unicode's line and paragraph separators (U+2028,
 * U+2029). Format characters (right-to-left marks, zero-width joiners) are part of how some names
 * and emoji are written and stay allowed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u;

/** The same, less the line breaks a text area sends (LF, and CR before it: browsers post CR LF). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_IN_LINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/u;

/**
 * The API's refusal of a text a field does not allow is CONTROL_CHARACTERS; each field's problem says
 * which rule it broke: NOT_ONE_LINE (a single-line field) or CONTROL_CHARACTERS (a multi-line one).
 */
export const CONTROL_CHARACTERS = "CONTROL_CHARACTERS";
export const NOT_ONE_LINE = "NOT_ONE_LINE";

/** Whether a text is fit for a single-line field: no control character, no line or paragraph separator. */
export const isSingleLineText = (text: string): boolean => !NOT_IN_A_LINE.test(text);

/** Whether a text is fit for a multi-line field: line breaks (CR, LF) allowed, no other control character. */
export const isMultiLineText = (text: string): boolean => !NOT_IN_LINES.test(text);

/**
 * A text made one line for a place where a break must never come from it (a sentence of an e-mail):
 * each run of the characters a line may not hold becomes one space. Text stored before the rule may
 * still hold them.
 */
export const asOneLine = (text: string): string => text.replace(new RegExp(NOT_IN_A_LINE.source + "+", "gu"), " ");
