// A text written into a CSV file is read by a spreadsheet, which runs a cell that starts like a formula
// (`=HYPERLINK(…)`, `+cmd|…`, `@SUM(…)`): a team member's name or an invoice's name is typed by
// someone else, so no text of theirs may reach a spreadsheet as a formula (OWASP, "CSV injection").

/** The characters a spreadsheet reads as the start of a formula: =, +, -, @, a tab and a carriage return. */
export const FORMULA_TRIGGERS = ["=", "+", "-", "@", "\t", "\r"] as const;

/**
 * The text as a spreadsheet shows it but never runs it: one that starts with a formula trigger gets a
 * leading apostrophe, the mark spreadsheets read as "text, not a formula"; any other text is left as
 * it is. Numbers the export writes itself (an amount of -12,50) are not texts and do not come here.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_TRIGGERS.some((trigger) => text.startsWith(trigger)) ? `'${text}` : text;
}
