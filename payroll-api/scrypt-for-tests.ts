import type * as crypto from "node:crypto";

// At the production cost (auth/secrets.ts, proved by auth/secrets.test.ts) each hash is 0.2 to 0.4 s of
// CPU, and the API tests sign in, sign up, reset and change passwords hundreds of times: that was most
// of their CPU (docs/decisions/0071). In the unit project's files (scrypt-at-test-cost.setup.ts) scrypt
// does a 32nd of the work that the cost it is given names. Everything else stays as in production: the
// API still runs scrypt on every attempt, stores the cost it names (N=2^15, r=8, p=3), compares it to
// decide a rehash, and a key made at one cost never verifies at another. The seeded demo accounts'
// hash is made again at this cost once per run (test-template.global-setup.ts). Production code never
// imports this file; auth/secrets.test.ts, which proves the production cost, runs without it.
const WORK_DIVISOR = 32;

const atTestCost = (options: crypto.ScryptOptions): crypto.ScryptOptions => ({ ...options, N: Math.max(2, (options.N ?? 2 ** 14) / WORK_DIVISOR) });

type Scrypt = (
  password: crypto.BinaryLike,
  salt: crypto.BinaryLike,
  keylen: number,
  options: crypto.ScryptOptions,
  callback: (error: Error | null, derivedKey: Buffer) => void,
) => void;

/** node:crypto whose scrypt and scryptSync do a 32nd of the work their cost names. */
export function scryptAtTestCost(real: typeof crypto): typeof crypto {
  const scrypt: Scrypt = (password, salt, keylen, options, callback) => real.scrypt(password, salt, keylen, atTestCost(options), callback);
  const scryptSync = (password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions = {}) =>
    real.scryptSync(password, salt, keylen, atTestCost(options));
  return { ...real, scrypt: scrypt as typeof crypto.scrypt, scryptSync };
}

/**
 * `stored`, a hash of `password` in the stored form `scrypt$N=…,r=…,p=…$salt$key`, made again with the
 * same cost and salt by the tests' scrypt: what the API under test would have stored.
 */
export function sameHashAtTestCost(real: typeof crypto, stored: string, password: string): string {
  const [scheme, cost, salt, key] = stored.split("$");
  const { N, r, p } = Object.fromEntries(cost.split(",").map((part) => [part.split("=")[0], Number(part.split("=")[1])]));
  if (scheme !== "scrypt" || !N || !r || !p) throw new Error(`not a hash of today's stored form: ${stored}`);
  const keyAtTestCost = scryptAtTestCost(real).scryptSync(password, Buffer.from(salt, "base64"), Buffer.from(key, "base64").length, { N, r, p });
  return [scheme, cost, salt, keyAtTestCost.toString("base64")].join("$");
}
