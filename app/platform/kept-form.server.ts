import { parse, type SubmissionResult } from "@conform-to/react";
import { randomUUID } from "node:crypto";
import { FORM_KEY_FIELD } from "~/platform/form-key";
import { env } from "./env.server";
import { submittedFormOf } from "./form-bodies.server";
import { seal, unseal } from "./seal.server";
import { credentialsOf, getSession } from "./session.server";
import { pageUrlOf } from "~/platform/page-url";

// What a form submission typed when it arrived without a live session (the idle limit passed, or the
// user signed out in another tab): kept in a sealed cookie of this browser for the next sign-in, which
// brings the user back to the form with it filled in (docs/decisions/0035-session-end-mid-form.md).
// A cookie rather than a server-side store: every portal process reads it (docs/decisions/0022), and
// it is bound to this browser without a key to guess.

const COOKIE_NAME = "__kept_form";
export const KEPT_FOR_MS = 30 * 60 * 1000;
// A browser keeps at most 4,096 bytes of one cookie, its name and value together. The sealed value is
// the base64url of a 28-byte nonce and tag and the encrypted text, so the text may take three quarters
// of what is left, less those 28 bytes.
const MAX_COOKIE_VALUE_LENGTH = 3_900;
export const MAX_KEPT_BYTES = Math.floor((MAX_COOKIE_VALUE_LENGTH * 3) / 4) - 28;

// Secrets are typed afresh, never kept: passwords, one-time codes, tokens. The form machinery's own
// fields are not the user's typing: conform's (two underscores) and the one-time key, which must be a
// new one for the form sent again. The honeypot is on public forms only, which need no session: its
// name is also the company's website field, which is kept.
const SECRET_NAME = /password|passcode|^code$|otp|token|secret|^confirmation$/i;
const isMachinery = (name: string) => name.startsWith("__") || name === FORM_KEY_FIELD;

type Field = [name: string, value: string];

export type KeptForm = {
  /** Tells one kept form from the next, so that a page uses it once. */
  id: string;
  /** The form's page. */
  path: string;
  /** The account it was typed in (lowercase): only that account gets it back (docs/decisions/0061). */
  email: string;
  keptAt: number;
  fields: Field[];
  /** False when some of what was typed could not be kept (too long, a file, a form that could not be read). */
  complete: boolean;
};

/** What a form page gets back: conform's value of the kept fields. */
export type RestoredForm = { id: string; values: NonNullable<SubmissionResult["initialValue"]>; complete: boolean };

const byteLength = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * The fields of a submission worth keeping, in their order, as many as fit in the cookie: files,
 * secrets and the machinery are left out (only the files make the form incomplete: the others are
 * never shown back anyway). Without a readable form, nothing is kept and the form says so.
 */
export function formToKeep(formData: FormData | null, { path, email, now }: { path: string; email: string; now: number }): KeptForm {
  const kept: KeptForm = { id: randomUUID(), path, email: email.toLowerCase(), keptAt: now, fields: [], complete: formData !== null };
  let size = byteLength(kept);
  for (const [name, value] of formData ?? []) {
    if (typeof value !== "string") {
      kept.complete = false;
      continue;
    }
    if (SECRET_NAME.test(name) || isMachinery(name)) continue;
    const field: Field = [name, value];
    // One more element of the array: the field and its comma.
    const grown = size + byteLength(field) + (kept.fields.length > 0 ? 1 : 0);
    if (grown > MAX_KEPT_BYTES) {
      kept.complete = false;
      continue;
    }
    kept.fields.push(field);
    size = grown;
  }
  return kept;
}

function cookieHeader(name: string, value: string, maxAgeSeconds: number): string {
  const secure = env().NODE_ENV === "production" ? "; Secure" : "";
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** A sealed cookie of ours, which the browser keeps for the keeping time from its `keptAt`. */
const sealedCookie = <Value extends { keptAt: number }>(name: string, value: Value) =>
  cookieHeader(name, seal(JSON.stringify(value), env().SESSION_SECRET), Math.max(0, Math.round((value.keptAt + KEPT_FOR_MS - Date.now()) / 1000)));

/** The value of a sealed cookie of ours, unless it is older than the keeping time or not one the portal sealed. */
function openedCookie<Value extends { keptAt: number }>(request: Request, name: string): Value | null {
  const prefix = `${name}=`;
  const sealed = request.headers
    .get("Cookie")
    ?.split(";")
    .map((cookie) => cookie.trim())
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  const opened = sealed ? unseal(sealed, env().SESSION_SECRET) : null;
  if (!opened) return null;
  const value = JSON.parse(opened) as Value;
  const age = Date.now() - value.keptAt;
  return age >= 0 && age < KEPT_FOR_MS ? value : null;
}

export const keptFormCookie = (kept: KeptForm) => sealedCookie(COOKIE_NAME, kept);

const forgetKeptFormCookie = () => cookieHeader(COOKIE_NAME, "", 0);

export const keptFormOf = (request: Request) => openedCookie<KeptForm>(request, COOKIE_NAME);

// A sign-out ends the session cookie, and with it the account a form typed in another tab belongs to:
// it is remembered beside it, sealed, for as long as a form is kept.
const SIGNED_OUT_COOKIE_NAME = "__signed_out";
type SignedOut = { email: string; keptAt: number };

/** The Set-Cookie that remembers, at sign-out, whose forms this browser's open tabs still hold. */
export const signedOutCookie = (email: string) => sealedCookie(SIGNED_OUT_COOKIE_NAME, { email: email.toLowerCase(), keptAt: Date.now() });

/** A request that sends a form: one that only reads has nothing to keep. */
export const isSubmission = (request: Request) => !["GET", "HEAD"].includes(request.method);

/**
 * The Set-Cookie that keeps what a submission without a live session typed, for the form's page (the
 * address it was posted to). A form an action already read is taken as it read it; one not read yet
 * is read now, unless it is a multipart form (an upload): reading a file only to drop it is not worth
 * it, and the form is kept empty, so that the page still says that what was typed is gone.
 * Null when no account can be named for it (no session cookie, no sign-out note): such a form is
 * nobody's, and is not handed to whoever signs in next in this browser (docs/decisions/0061).
 */
export async function keepSubmittedForm(request: Request, email: string | null): Promise<string | null> {
  const owner = email ?? openedCookie<SignedOut>(request, SIGNED_OUT_COOKIE_NAME)?.email ?? null;
  if (owner === null) return null;
  return keptFormCookie(formToKeep(await submittedFormOf(request), { path: pageUrlOf(request).pathname, email: owner, now: Date.now() }));
}

/**
 * At sign-in: the kept form waits for its page when the account that signed in is the one it was typed
 * in, and is dropped otherwise; the sign-out's note is done with. The Set-Cookies, and the kept form's page.
 */
export function keptFormAtSignIn(request: Request, email: string): { cookies: string[]; path: string | null } {
  const cookies = openedCookie<SignedOut>(request, SIGNED_OUT_COOKIE_NAME) ? [cookieHeader(SIGNED_OUT_COOKIE_NAME, "", 0)] : [];
  const kept = keptFormOf(request);
  if (!kept) return { cookies, path: null };
  const account = email.toLowerCase();
  if (kept.email !== account) return { cookies: [...cookies, forgetKeptFormCookie()], path: null };
  return { cookies, path: kept.path };
}

/**
 * The kept form of the page asked for, when the account signed in is the one it belongs to, and the
 * Set-Cookie that forgets it: it is handed over once. Null when there is none for this page and account.
 */
export async function takeKeptForm(request: Request): Promise<{ form: RestoredForm; cookie: string } | null> {
  const kept = keptFormOf(request);
  if (!kept || kept.path !== pageUrlOf(request).pathname) return null;
  const email = credentialsOf(await getSession(request))?.email;
  if (!email || kept.email !== email.toLowerCase()) return null;
  const formData = new FormData();
  for (const [name, value] of kept.fields) formData.append(name, value);
  // Text fields only, so the value is conform's payload of strings, as a reply carries it.
  const values = parse(formData, { resolve: () => ({ value: {} }) }).payload as RestoredForm["values"];
  return { form: { id: kept.id, values, complete: kept.complete }, cookie: forgetKeptFormCookie() };
}
