import { seal, unseal } from "./seal.server";

const SECRET = "a-session-secret-of-at-least-32-characters";
const CREDENTIALS = JSON.stringify({ kind: "user", token: "abc.def.ghi", email: "employer@example.com" });

/** `sealed` with one byte of its decoded form flipped. */
function flipByte(sealed: string, index: number): string {
  const raw = Buffer.from(sealed, "base64url");
  raw[index] ^= 0x01;
  return raw.toString("base64url");
}

describe("seal and unseal", () => {
  it("round-trips a value", () => {
    expect(unseal(seal(CREDENTIALS, SECRET), SECRET)).toBe(CREDENTIALS);
  });

  it.each([
    ["an empty string", ""],
    ["non-ASCII text", "Zoë — 東京 🚀"],
    ["a long value", "x".repeat(10_000)],
  ])("round-trips %s", (_case, value) => {
    expect(unseal(seal(value, SECRET), SECRET)).toBe(value);
  });

  it("gives cookie-safe text", () => {
    expect(seal(CREDENTIALS, SECRET)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("does not contain the plain value, nor its base64", () => {
    const sealed = seal(CREDENTIALS, SECRET);
    expect(sealed).not.toContain("employer@example.com");
    expect(sealed).not.toContain("abc.def.ghi");
    expect(sealed).not.toContain(Buffer.from(CREDENTIALS).toString("base64url").slice(0, 16));
    expect(Buffer.from(sealed, "base64url").toString("utf8")).not.toContain("employer@example.com");
  });

  it("differs each time the same value is sealed", () => {
    const first = seal(CREDENTIALS, SECRET);
    const second = seal(CREDENTIALS, SECRET);
    expect(second).not.toBe(first);
    expect(unseal(first, SECRET)).toBe(CREDENTIALS);
    expect(unseal(second, SECRET)).toBe(CREDENTIALS);
  });

  it("gives null with the wrong secret", () => {
    expect(unseal(seal(CREDENTIALS, SECRET), `${SECRET}!`)).toBeNull();
    expect(unseal(seal(CREDENTIALS, SECRET), "another-secret-of-at-least-32-characters")).toBeNull();
  });

  // Layout: 12 bytes of IV, 16 bytes of authentication tag, then the ciphertext.
  it.each([
    ["the IV", 0],
    ["the end of the IV", 11],
    ["the authentication tag", 12],
    ["the end of the tag", 27],
    ["the ciphertext", 28],
  ])("gives null when a byte of %s is flipped", (_part, index) => {
    const sealed = seal(CREDENTIALS, SECRET);
    expect(unseal(flipByte(sealed, index), SECRET)).toBeNull();
  });

  it("gives null when the last byte of the ciphertext is flipped", () => {
    const sealed = seal(CREDENTIALS, SECRET);
    const last = Buffer.from(sealed, "base64url").length - 1;
    expect(unseal(flipByte(sealed, last), SECRET)).toBeNull();
  });

  it("gives null when the sealed text is cut short or extended", () => {
    const sealed = seal(CREDENTIALS, SECRET);
    const raw = Buffer.from(sealed, "base64url");
    expect(unseal(raw.subarray(0, raw.length - 1).toString("base64url"), SECRET)).toBeNull();
    expect(unseal(Buffer.concat([raw, Buffer.from([0])]).toString("base64url"), SECRET)).toBeNull();
  });

  it.each([
    ["an empty string", ""],
    ["too short to hold an IV and tag", "abc"],
    ["not base64 at all", "%%% not sealed %%%"],
    ["the plain value", CREDENTIALS],
  ])("gives null for %s", (_case, sealed) => {
    expect(unseal(sealed, SECRET)).toBeNull();
  });
});
