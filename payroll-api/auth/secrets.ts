import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's cost: N (CPU and memory), r (block size), p (parallelism). */
type ScryptCost = { N: number; r: number; p: number };

// OWASP's minimum for scrypt, in the line of its table that keeps the memory at 32 MiB a hash:
// N=2^15, r=8, p=3 (docs/decisions/0033-mail-throttles-and-lockout.md). About 3 times the older
// N=2^15, r=8, p=1, whose hashes still verify and are replaced at their next sign-in.
const SCRYPT: ScryptCost = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 32;

/** Room for the largest cost a stored hash may name: scrypt needs 128 * N * r bytes. */
const maxmemOf = (cost: ScryptCost) => 2 * 128 * cost.N * cost.r;

const hashOf = (cost: ScryptCost, salt: Buffer, key: Buffer) =>
  `scrypt$N=${cost.N},r=${cost.r},p=${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return hashOf(SCRYPT, salt, await scryptAsync(password, salt, KEY_LENGTH, { ...SCRYPT, maxmem: maxmemOf(SCRYPT) }));
}

/**
 * A stored hash's cost, salt and key. The cost is `N=…,r=…,p=…`; hashes from before it was stored
 * whole name N alone (`scrypt$32768$…`), with r=8 and p=1.
 */
function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } {
  const [, cost, salt, key] = stored.split("$");
  const named = Object.fromEntries(cost.split(",").map((part) => part.split("=")));
  const parsed = cost.includes("=") ? { N: Number(named.N), r: Number(named.r), p: Number(named.p) } : { N: Number(cost), r: 8, p: 1 };
  return { cost: parsed, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash we still spend the time, so the answer's speed does not reveal accounts.
  const { cost, salt, key: expected } = parseHash(stored ?? DUMMY_HASH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemOf(cost) });
  return stored !== null && timingSafeEqual(key, expected);
}

/** Whether a hash that verified was made at another cost than today's: then it is made again. */
export function needsRehash(stored: string): boolean {
  const { cost } = parseHash(stored);
  return cost.N !== SCRYPT.N || cost.r !== SCRYPT.r || cost.p !== SCRYPT.p;
}

const DUMMY_HASH = hashOf(SCRYPT, Buffer.alloc(16), Buffer.alloc(KEY_LENGTH));

/** A random secret for a bearer token or an e-mailed link. */
export function newSecret(): string {
  return randomBytes(32).toString("base64url");
}

/** Secrets are stored by their digest only; they carry enough entropy that a plain hash suffices. */
export function digest(secret: string): string {
  return createHash("sha256").update(secret).digest("hex");
}

export function newOtpCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}
