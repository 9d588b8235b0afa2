// The Belgian national register number (rijksregisternummer, numéro de registre national): eleven
// digits YYMMDD-SSS-CC, usually typed "85.07.30-033.28" or "85073003328". YYMMDD is the birth date,
// SSS a sequence number among people born that day (odd for men, even for women), CC the check:
// 97 - (the first nine digits mod 97), with a 2 put before those nine digits for people born in 2000
// or later. The check is the only thing that tells the century.
//
// Special cases the register uses, which a real person's number can show:
// - month 00: the birth month (and so the day) was unknown, or that day's sequence numbers ran out;
//   year 00 with month 00 marks a birth date that was unknown altogether;
// - day 00: the birth day was unknown;
// - BIS numbers, given by the Crossroads Bank for Social Security to people not in the register
//   (frontier workers, for one): month + 40, or month + 20 when the gender was not known, in which
//   case the sequence number says nothing about it.

export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export type NationalRegisterNumberProblem = "format" | "checkDigits" | "birthdateMismatch" | "genderMismatch";

/** Digits only: "85.07.30-033.28" → "85073003328". */
export function normalizeNationalRegisterNumber(input: string): string {
  return input.replace(/\D/g, "");
}

/** "85.07.30-033.28", the way the card prints it; other input comes back trimmed, as typed. */
export function formatNationalRegisterNumber(input: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})(\d{3})(\d{2})$/.exec(normalizeNationalRegisterNumber(input));
  return match ? `${match[1]}.${match[2]}.${match[3]}-${match[4]}.${match[5]}` : input.trim();
}

// Digits and the separators people type between them; anything else is not a number of this kind.
const TYPED = /^[\d\s./-]*$/;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const daysInMonth = (year: number, month: number) => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/**
 * The birth century the check digits give, or null when they pass for neither. They cannot pass for
 * both: the two sums differ by 2 000 000 000, which is 68 mod 97, not 0.
 */
function centuryOf(digits: string): 1900 | 2000 | null {
  const firstNine = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  if (97 - (firstNine % 97) === check) return 1900;
  if (97 - ((2_000_000_000 + firstNine) % 97) === check) return 2000;
  return null;
}

type EncodedBirth = { year: number; month: number | null; day: number | null; genderKnown: boolean };

/** The birth date the number encodes, with null for the parts the register did not know; null if no such date exists. */
function encodedBirth(digits: string, century: 1900 | 2000): EncodedBirth | null {
  const year = century + Number(digits.slice(0, 2));
  const encodedMonth = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  // A BIS number's month is raised by 40, or by 20 when the gender was not known.
  const bisOffset = encodedMonth >= 40 ? 40 : encodedMonth >= 20 ? 20 : 0;
  const month = encodedMonth - bisOffset;
  const genderKnown = bisOffset !== 20;
  if (month > 12) return null;
  if (month === 0) return { year, month: null, day: null, genderKnown };
  if (day === 0) return { year, month, day: null, genderKnown };
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day, genderKnown };
}

function agreesWithBirthdate(digits: string, birth: EncodedBirth, birthdate: string): boolean {
  const typed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
  // A birthdate that is not a date is its own field's problem, not this number's.
  if (!typed) return true;
  // Year 00 with month 00: the register did not know the birth date at all.
  if (birth.month === null && digits.startsWith("00")) return true;
  if (Number(typed[1]) !== birth.year) return false;
  if (birth.month !== null && Number(typed[2]) !== birth.month) return false;
  return birth.day === null || Number(typed[3]) === birth.day;
}

/**
 * What is wrong with a typed national register number, checked in this order: its form, its check
 * digits, whether its birth date exists, then whether it agrees with the birthdate and gender the
 * person gave (each compared only when given; a gender of "other" is not compared).
 */
export function nationalRegisterNumberProblem(
  input: string,
  person: { birthdate: string | null /* yyyy-MM-dd */; gender: Gender | null },
): NationalRegisterNumberProblem | null {
  const digits = normalizeNationalRegisterNumber(input);
  if (!TYPED.test(input) || digits.length !== 11) return "format";

  const century = centuryOf(digits);
  if (century === null) return "checkDigits";

  const birth = encodedBirth(digits, century);
  if (birth === null) return "format";
  if (person.birthdate && !agreesWithBirthdate(digits, birth, person.birthdate)) return "birthdateMismatch";

  const sequenceIsOdd = Number(digits.slice(6, 9)) % 2 === 1;
  if (birth.genderKnown && (person.gender === "male" || person.gender === "female")) {
    if (sequenceIsOdd !== (person.gender === "male")) return "genderMismatch";
  }
  return null;
}
