// The weekly digest's unsubscribe link (issue 46 §6, docs/decisions/0084): it works without signing
// in, so it carries who it is for, signed. The token is the user's id and the version of their digest
// links, with an HMAC-SHA256 of both and the purpose under a key kept in the database (shared by every
// API process on it). Following a link moves the user's version on: that link, and every older one,
// is refused from then on, as is any token whose signature does not match.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database, Queryable } from "../db/database";
import { badInput } from "../core/errors";

const PURPOSE = "digest_unsubscribe";

const keys = new WeakMap<Queryable, Promise<Buffer>>();

/** The signing key of this database, made by whichever process asks first. */
function signingKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db.query("insert into signing_keys (purpose, key) values ($1, $2) on conflict (purpose) do nothing", [PURPOSE, randomBytes(32)]);
      const [row] = await db.query<{ key: Uint8Array }>("select key from signing_keys where purpose = $1", [PURPOSE]);
      return Buffer.from(row.key);
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: Buffer, userId: number, version: number) => createHmac("sha256", key).update(`${PURPOSE}:${userId}:${version}`).digest();

/** The token of a user's unsubscribe link at their links' current version. */
export async function unsubscribeToken(db: Database, user: { id: number; digest_link_version: number }): Promise<string> {
  const signature = signatureOf(await signingKey(db), user.id, user.digest_link_version);
  return `${user.id}.${user.digest_link_version}.${signature.toString("base64url")}`;
}

const TOKEN = /^([1-9][0-9]{0,9})\.(0|[1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/;

/**
 * Turns the digest off in every company of the link's user, once: the version moves on in the same
 * statement that checks it, so two clicks at once cannot both pass. Errors: LINK_INVALID.
 */
export async function unsubscribeFromDigest(db: Database, token: string): Promise<void> {
  const match = TOKEN.exec(token);
  const userId = Number(match?.[1]);
  const version = Number(match?.[2]);
  if (!match || userId > 2_147_483_647 || version > 2_147_483_647) throw badInput("LINK_INVALID");
  const given = Buffer.from(match[3], "base64url");
  const expected = signatureOf(await signingKey(db), userId, version);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badInput("LINK_INVALID");
  await db.transaction(async (tx) => {
    const used = await tx.query("update users set digest_link_version = digest_link_version + 1 where id = $1 and digest_link_version = $2 returning id", [
      userId,
      version,
    ]);
    if (used.length === 0) throw badInput("LINK_INVALID");
    await tx.query("update email_settings set weekly_digest = false, updated_at = now() where user_id = $1 and weekly_digest", [userId]);
  });
}
