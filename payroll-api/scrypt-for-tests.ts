import type * as crypto from "node:crypto";

// At the production cost (auth/secrets.ts, proved by auth/secrets.test.ts) each hash is 0.2 to 0.4 s of
// CPU. A test file that sends many passwords whose hash it does not check (the hostile corpus, wrong
// passwords against the sign-in limits) hashes those at a lower cost: the code still runs scrypt on
// each of them, and the demo accounts' seeded hashes, made at the production cost, still verify.
// Only vi.mock in a test file reaches this: production code never imports it.
const LOWER_COST_N = 2 ** 10;

type Scrypt = (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
  callback: (error: Error | null, derivedKey: Buffer) => void,
) => void;

/** node:crypto whose scrypt hashes `cheap` passwords at a lower cost, every other one as asked. */
export function scryptCheapFor(real: typeof crypto, cheap: ReadonlySet<string>): typeof crypto {
  const scrypt: Scrypt = (password, salt, keylen, options, callback) =>
    real.scrypt(password, salt, keylen, typeof password === "string" && cheap.has(password) ? { ...options, N: LOWER_COST_N } : options, callback);
  return { ...real, scrypt: scrypt as typeof crypto.scrypt };
}
