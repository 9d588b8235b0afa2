// How an IBAN is typed and shown, apart from its checks (./iban.ts): pages that only show an IBAN
// carry no IBAN library to the browser.

/** "be68 5390-0754 7034" → "BE68539007547034". */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, "").toUpperCase();
}

/** Groups of four, as banks print it: "BE68 5390 0754 7034". */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, "$1 ");
}
