// VAT numbers as part 1 §5 accepts them: BE + 10 digits passing the mod-97 check, or
// NL + 9 digits + B + 2 digits. Spaces, dots and lower case are tolerated and normalised away.

export function normaliseVat(input: string): string {
  return input.replace(/[\s.-]/g, "").toUpperCase();
}

function passesBelgianCheck(digits: string): boolean {
  const base = Number(digits.slice(0, 8));
  const check = Number(digits.slice(8));
  return 97 - (base % 97) === check;
}

export function isValidVat(input: string): boolean {
  const vat = normaliseVat(input);
  const belgian = /^BE([01]\d{9})$/.exec(vat);
  if (belgian) return passesBelgianCheck(belgian[1]);
  return /^NL\d{9}B\d{2}$/.test(vat);
}

/** BE 0000.000.000, the way company settings show a Belgian number. */
export function formatVat(input: string): string {
  const vat = normaliseVat(input);
  const belgian = /^BE(\d{4})(\d{3})(\d{3})$/.exec(vat);
  return belgian ? `BE ${belgian[1]}.${belgian[2]}.${belgian[3]}` : vat;
}
