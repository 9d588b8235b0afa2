// One rule for "is this an e-mail address", shared by the portal's forms and the payroll API.
// Deliberately simple: a local part, one @, a dotted domain, no spaces. The mailbox itself is
// proven by the e-mails we send, not by a regular expression.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  const candidate = email.trim();
  return candidate.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(candidate);
}
