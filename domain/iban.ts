// The employee's bank account: an IBAN judged by its check digits (ibantools, which also checks a
// Belgian account's own mod-97 digits), and a BIC. For a Belgian account the BIC follows from the
// bank code, so the user need not type it; for any other account they must, since we cannot
// tell their bank from the IBAN.
import { isValidBIC, isValidIBAN } from "ibantools";
import { normalizeIban } from "./iban-format";
import { bicOfBelgianBankCode } from "./belgian-bank-codes";

export { formatIban, normalizeIban } from "./iban-format";

export function isValidIban(input: string): boolean {
  return isValidIBAN(normalizeIban(input));
}

export function normalizeBic(input: string): string {
  return input.replace(/\s/g, "").toUpperCase();
}

/** Eight or eleven characters: bank, country, location and an optional branch. */
export function isValidBic(input: string): boolean {
  return isValidBIC(normalizeBic(input));
}

/** The BIC of a valid Belgian IBAN's bank; null for any other IBAN or a bank code we do not know. */
export function bicOfBelgianIban(iban: string): string | null {
  const normalized = normalizeIban(iban);
  if (!normalized.startsWith("BE") || !isValidIBAN(normalized)) return null;
  return bicOfBelgianBankCode(Number(normalized.slice(4, 7)));
}

export type BankAccountProblem = {
  field: "iban" | "bic";
  problem: "invalidIban" | "invalidBic" | "bicMismatch" | "bicRequired";
};

// A BIC names a bank by its first eight characters; the last three, when there, a branch, with
// "XXX" for the head office. "GEBABEBB" and "GEBABEBBXXX" are the same bank.
const bankOfBic = (bic: string) => normalizeBic(bic).slice(0, 8);

export function bankAccountProblems(input: { iban: string; bic: string }): BankAccountProblem[] {
  const bic = normalizeBic(input.bic);
  const bicFormatProblem: BankAccountProblem[] = bic && !isValidBIC(bic) ? [{ field: "bic", problem: "invalidBic" }] : [];
  // Without a valid IBAN we do not know whether a BIC is needed, only whether a typed one is well formed.
  if (!isValidIban(input.iban)) return [{ field: "iban", problem: "invalidIban" }, ...bicFormatProblem];

  const known = bicOfBelgianIban(input.iban);
  if (known) {
    // Left empty, it is filled in from the bank code.
    if (!bic) return [];
    if (bicFormatProblem.length) return bicFormatProblem;
    return bankOfBic(bic) === bankOfBic(known) ? [] : [{ field: "bic", problem: "bicMismatch" }];
  }
  if (!bic) return [{ field: "bic", problem: "bicRequired" }];
  return bicFormatProblem;
}

/** The BIC to store with an account that bankAccountProblems accepts: the bank code's, else the typed one. */
export function bicFor(input: { iban: string; bic: string }): string | null {
  return bicOfBelgianIban(input.iban) ?? (normalizeBic(input.bic) || null);
}
