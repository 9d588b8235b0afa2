import { randomBytes, scryptSync } from "node:crypto";
import { hashPassword, needsRehash, verifyPassword } from "./secrets";

/** A hash as the API stored them before the cost was raised: scrypt$N$salt$key, with r=8 and p=1. */
function hashOfNOnly(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${2 ** 15}$${salt.toString("base64")}$${key.toString("base64")}`;
}

describe("password hashes", () => {
  it("are scrypt at OWASP's minimum, N=2^15, r=8, p=3, with the cost in the hash", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(hash).toMatch(/^scrypt\$N=32768,r=8,p=3\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery!", hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
  });

  it("do the whole work of that cost: the key is node:crypto's own scrypt at N=2^15, r=8, p=3", async () => {
    const hash = await hashPassword("correct horse battery");
    const [, , salt, key] = hash.split("$");
    // node:crypto itself: the API test files' lower cost (scrypt-for-tests.ts) must never reach this file.
    const real = await vi.importActual<typeof import("node:crypto")>("node:crypto");
    const atThatCost = real.scryptSync("correct horse battery", Buffer.from(salt, "base64"), 32, { N: 2 ** 15, r: 8, p: 3, maxmem: 64 * 1024 * 1024 });
    expect(key).toBe(atThatCost.toString("base64"));
  });

  it("still verify in the older form that named N alone, which is then made again", async () => {
    const old = hashOfNOnly("an older password");
    expect(await verifyPassword("an older password", old)).toBe(true);
    expect(await verifyPassword("another password", old)).toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it("answer no for an account without one", async () => {
    expect(await verifyPassword("anything at all", null)).toBe(false);
  });
});
