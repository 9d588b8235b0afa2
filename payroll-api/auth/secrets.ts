import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

// scrypt at N=2^15 costs about 50 ms and 32 MB a guess: slow for an attacker, fine for a sign-in.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, KEY_LENGTH, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  // Without a stored hash we still spend the time, so the answer's speed does not reveal accounts.
  const [, n, salt, expected] = (stored ?? DUMMY_HASH).split("$");
  const key = await scryptAsync(password, Buffer.from(salt, "base64"), KEY_LENGTH, { ...SCRYPT, N: Number(n) });
  return stored !== null && timingSafeEqual(key, Buffer.from(expected, "base64"));
}

const DUMMY_HASH = `scrypt$${SCRYPT.N}$${Buffer.alloc(16).toString("base64")}$${Buffer.alloc(KEY_LENGTH).toString("base64")}`;

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
