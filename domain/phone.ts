// One rule for "is this a phone number", shared by the portal's forms and the payroll API: digits,
// spaces and the usual separators, an optional leading +, 6 to 20 characters. Whether the number
// rings is not ours to prove.
export const PHONE_PATTERN = /^\+?[0-9 ()./-]{6,20}$/;

/** Judges the number without its surrounding spaces; a blank value is not a number (leave it out). */
export function isValidPhone(phone: string): boolean {
  return PHONE_PATTERN.test(phone.trim());
}
