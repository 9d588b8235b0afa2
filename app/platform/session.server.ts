import { createCookieSessionStorage, redirect, type Session } from "react-router";
import { env } from "./env.server";
import { seal, unseal } from "./seal.server";
import { isSecureContext } from "./secure-context";
import { IDLE_TIMEOUT_MS, TOUCH_INTERVAL_MS } from "./session-limits";

/** What the payroll API needs to authenticate a call; it never leaves the server in clear. */
export type Credentials = { kind: "user" | "employee"; email: string; token: string };

type SessionData = {
  /** Sealed Credentials. */
  credentials: string;
  /** Sealed pending one-time-code challenge (OtpChallenge). */
  otpChallenge: string;
  startedAt: number;
  lastActiveAt: number;
};

export { IDLE_TIMEOUT_MS };
export const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;

let storage: ReturnType<typeof createStorage> | undefined;

/** In production the session cookie is `Secure`: a browser keeps it from a secure context only. */
const secureCookies = () => env().NODE_ENV === "production";

/**
 * Whether signing in on the page at `url` cannot last: its browser drops the `Secure` session cookie,
 * so the next page finds no session and sends the user back to sign in, with no word why.
 */
export const sessionCookieDroppedAt = (url: URL) => secureCookies() && !isSecureContext(url);

function createStorage() {
  const { SESSION_SECRET } = env();
  return createCookieSessionStorage<SessionData>({
    cookie: {
      name: "__session",
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(),
      path: "/",
      secrets: [SESSION_SECRET],
      maxAge: ABSOLUTE_LIFETIME_MS / 1000,
    },
  });
}

const sessionStorage = () => (storage ??= createStorage());

export const getSession = (request: Request) => sessionStorage().getSession(request.headers.get("Cookie"));
const commitSession = (session: Session<SessionData>) => sessionStorage().commitSession(session);
export const destroySession = (session: Session<SessionData>) => sessionStorage().destroySession(session);

function isLive(session: Session<SessionData>, now = Date.now()): boolean {
  const startedAt = session.get("startedAt") ?? 0;
  const lastActiveAt = session.get("lastActiveAt") ?? 0;
  return now - startedAt < ABSOLUTE_LIFETIME_MS && now - lastActiveAt < IDLE_TIMEOUT_MS;
}

function sealedCredentialsOf(session: Session<SessionData>): Credentials | null {
  const sealed = session.get("credentials");
  const opened = sealed ? unseal(sealed, env().SESSION_SECRET) : null;
  return opened ? (JSON.parse(opened) as Credentials) : null;
}

export function credentialsOf(session: Session<SessionData>): Credentials | null {
  return isLive(session) ? sealedCredentialsOf(session) : null;
}

/** The account a session was signed in to, also after it idled out or the API ended its token: what was typed then belongs to it. */
export const emailOfAnySession = (session: Session<SessionData>): string | null => sealedCredentialsOf(session)?.email ?? null;

/** A brand-new session for a sign-in: nothing of the one before carries over. */
export async function startSession(credentials: Credentials, redirectTo: string): Promise<Response> {
  const session = await sessionStorage().getSession();
  const now = Date.now();
  session.set("credentials", seal(JSON.stringify(credentials), env().SESSION_SECRET));
  session.set("startedAt", now);
  session.set("lastActiveAt", now);
  return redirect(redirectTo, { headers: { "Set-Cookie": await commitSession(session) } });
}

/** The same session with new credentials (the user changed their e-mail address, say). */
export async function sessionWithCredentials(request: Request, credentials: Credentials): Promise<string> {
  const session = await getSession(request);
  session.set("credentials", seal(JSON.stringify(credentials), env().SESSION_SECRET));
  return commitSession(session);
}

/**
 * A sign-in waiting for its e-mailed code: the account's kind and e-mail, the API's token for the
 * code, and why the code is asked (the account chose one, or it had many failed sign-ins).
 */
export type OtpChallenge = { kind: Credentials["kind"]; email: string; otpToken: string; reason: "two_factor" | "failed_sign_ins" };

export async function storeOtpChallenge(request: Request, challenge: OtpChallenge) {
  const session = await sessionStorage().getSession();
  session.set("otpChallenge", seal(JSON.stringify(challenge), env().SESSION_SECRET));
  session.set("startedAt", Date.now());
  session.set("lastActiveAt", Date.now());
  return commitSession(session);
}

export async function otpChallengeOf(request: Request): Promise<OtpChallenge | null> {
  const session = await getSession(request);
  const sealed = session.get("otpChallenge");
  const opened = sealed && isLive(session) ? unseal(sealed, env().SESSION_SECRET) : null;
  return opened ? JSON.parse(opened) : null;
}

/**
 * The Set-Cookie that keeps a live session from idling out, or null when nothing needs writing.
 * Called for every response by entry.server, so no loader has to remember it; `always` writes it
 * even within a minute of the last time (the page's "Stay signed in", app/routes/session.refresh).
 */
export async function refreshedSessionCookie(request: Request, { always = false } = {}): Promise<string | null> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("__session=")) return null;
  const session = await sessionStorage().getSession(cookieHeader);
  if (!session.has("credentials") || !isLive(session)) return null;
  if (!always && Date.now() - (session.get("lastActiveAt") ?? 0) < TOUCH_INTERVAL_MS) return null;
  session.set("lastActiveAt", Date.now());
  return commitSession(session);
}
