// The spec leaves the minimum length open (part 1 §9). Ten characters: long enough to resist
// guessing, short enough for a pass phrase; the upper bound keeps the slow hash cheap to refuse.
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export function isAcceptablePassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
}
