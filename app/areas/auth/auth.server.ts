import { redirect, redirectDocument } from "react-router";
import { identifyUser, trackRegistration } from "~/platform/analytics.server";
import { LiveEmployeeSessionQueryDocument, LiveUserSessionQueryDocument, SessionSagaUserQueryDocument } from "~/platform/operations.generated";
import { syncToAccountLanguage } from "~/platform/language-sync.server";
import type { Language } from "~domain/languages";
import { forgetSession } from "~/platform/api-memory/api-memory.server";
import { ApiError, graphql, rest } from "~/platform/payroll-api.server";
import {
  credentialsOf,
  destroySession,
  getSession,
  refreshedSessionCookie,
  startSession,
  storeOtpChallenge,
  type Credentials,
  type OtpChallenge,
} from "~/platform/session.server";
import { keptFormAtSignIn, signedOutCookie } from "~/platform/kept-form.server";
import { log } from "~/platform/log.server";
import { accountReference, logSecurityEvent } from "~/platform/security-log.server";

type TokenAnswer = { authentication_token: string; email: string };
type SignInAnswer = TokenAnswer | { otp_required: true; otp_token: string; email: string; reason: OtpChallenge["reason"] };

export type SignInResult = { kind: "signed-in"; credentials: Credentials } | { kind: "otp"; challenge: OtpChallenge };

/**
 * One login form serves both account kinds: company users first, then employees. Only when both
 * refuse the pair is the sign-in a failure; any other API trouble surfaces as it is, the API's 429
 * of its sign-in limits included. The API counts attempts per client address, which the portal
 * forwards in X-Forwarded-For (docs/decisions/0004-login-rate-limit.md). Either kind of account may
 * be asked for an e-mailed code: a company user who chose one, or any account past the API's slower
 * limit on failed sign-ins from anywhere (docs/decisions/0033).
 */
export async function signIn(email: string, password: string, clientAddress: string): Promise<SignInResult | null> {
  for (const kind of ["user", "employee"] as const) {
    try {
      const answer = await rest<SignInAnswer>(`/${kind}s/sign_in`, {
        method: "POST",
        body: { [kind]: { email, password }, get_token: true },
        headers: { "X-Forwarded-For": clientAddress },
      });
      if ("otp_required" in answer) return { kind: "otp", challenge: { kind, email: answer.email, otpToken: answer.otp_token, reason: answer.reason } };
      return { kind: "signed-in", credentials: { kind, email: answer.email, token: answer.authentication_token } };
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === "unauthorized")) throw error;
    }
  }
  return null;
}

export async function verifyOtp(challenge: OtpChallenge, otp: string): Promise<Credentials> {
  try {
    const answer = await rest<TokenAnswer>(`/${challenge.kind}s/otp_verify`, { method: "POST", body: { token: challenge.otpToken, otp } });
    return { kind: challenge.kind, email: answer.email, token: answer.authentication_token };
  } catch (error) {
    const account = accountReference(challenge.email);
    if (error instanceof ApiError && error.kind === "unauthorized") logSecurityEvent("sign-in-failed", { account, step: "one-time code" });
    if (error instanceof ApiError && error.code === "otp_attempts_exhausted") logSecurityEvent("sign-in-locked-out", { account, step: "one-time code" });
    throw error;
  }
}

export type SignUpFields = { firstName: string; lastName: string; email: string; password: string; mobile?: string; language: string };

/** The API limits registrations per client address, which the portal forwards as for sign-in. */
export async function signUp(fields: SignUpFields, clientAddress: string): Promise<Credentials> {
  const answer = await rest<TokenAnswer>("/users", {
    method: "POST",
    headers: { "X-Forwarded-For": clientAddress },
    body: {
      user: {
        first_name: fields.firstName,
        last_name: fields.lastName,
        email: fields.email,
        password: fields.password,
        mobile: fields.mobile,
        preferred_language: fields.language,
      },
      get_token: true,
    },
  });
  const credentials: Credentials = { kind: "user", email: answer.email, token: answer.authentication_token };
  trackRegistration(credentials);
  return credentials;
}

export { storeOtpChallenge };

/**
 * A new session for freshly checked credentials, synced to the user's preferred language
 * (language-sync.server.ts): the preference applies unless a language was chosen in this browser
 * since it last changed. When that changes the language, the next page loads as a whole document, so
 * the browser gets its translations with it: the root loader does not reload after a submission.
 */
export async function startSignedInSession(request: Request, credentials: Credentials, redirectTo: string) {
  logSecurityEvent("sign-in", { account: accountReference(credentials.email), kind: credentials.kind });
  identifyUser(credentials);
  const response = await startSession(credentials, redirectTo);
  // A form kept when the last session ended comes back on its page, which reads it as a whole document
  // loads (the root's loader, app/platform/kept-form.server.ts).
  const keptForm = keptFormAtSignIn(request, credentials.email);
  for (const cookie of keptForm.cookies) response.headers.append("Set-Cookie", cookie);
  const formWaits = keptForm.path === new URL(redirectTo, "http://portal.invalid").pathname;
  const preferred = await preferredLanguageOf(credentials);
  const { cookies, reload } = preferred ? await syncToAccountLanguage(request, preferred) : { cookies: [], reload: false };
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return reload || formWaits ? redirectDocument(redirectTo, { headers: response.headers }) : response;
}

async function preferredLanguageOf(credentials: Credentials): Promise<Language | null> {
  if (credentials.kind !== "user") return null;
  try {
    const { user } = await graphql(SessionSagaUserQueryDocument, {}, credentials);
    return user?.preferredLanguage ?? null;
  } catch (error) {
    // The language is a nicety: the sign-in itself succeeded, so it stands.
    log.warn({ err: error }, "language sync after sign-in failed");
    return null;
  }
}

/** Ends the session here and at the API; the API may already have forgotten the token. */
export async function signOut(request: Request): Promise<Response> {
  const session = await getSession(request);
  const credentials = credentialsOf(session);
  if (credentials) {
    await rest(`/${credentials.kind}s/sign_out`, { method: "DELETE", credentials }).catch(() => undefined);
    forgetSession(credentials);
  }
  const headers = new Headers([["Set-Cookie", await destroySession(session)]]);
  // A form still open in another tab is this account's, when it is sent (app/platform/kept-form.server.ts).
  if (credentials) headers.append("Set-Cookie", signedOutCookie(credentials.email));
  return redirect("/", { headers });
}

/** Whether the API still knows the session's token: it ends it at sign-out and at a change of password or e-mail address elsewhere. */
async function tokenIsLive(credentials: Credentials): Promise<boolean> {
  try {
    const answer =
      credentials.kind === "user"
        ? (await graphql(LiveUserSessionQueryDocument, {}, credentials)).user
        : (await graphql(LiveEmployeeSessionQueryDocument, {}, credentials)).employee;
    return Boolean(answer);
  } catch (error) {
    if (error instanceof ApiError && error.kind === "unauthorized") return false;
    throw error;
  }
}

/**
 * The idle warning's "Stay signed in" (app/ui/idle-warning-dialog.tsx): 204 with the session's idle time
 * started again, or 401 and no cookie when the session has ended, here (signed out, idled out) or at the
 * API (its token revoked): a copied cookie of a session that ended is not brought back to life.
 */
export async function refreshSession(request: Request): Promise<Response> {
  const credentials = credentialsOf(await getSession(request));
  const cookie = credentials && (await tokenIsLive(credentials)) ? await refreshedSessionCookie(request, { always: true }) : null;
  if (!cookie) return new Response(null, { status: 401 });
  return new Response(null, { status: 204, headers: { "Set-Cookie": cookie } });
}
