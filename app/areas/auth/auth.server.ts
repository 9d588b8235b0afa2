import { redirect, redirectDocument } from "@remix-run/node";
import { identifyUser, trackRegistration } from "~/platform/analytics.server";
import { SessionSagaUserQueryDocument } from "~/platform/operations.generated";
import { syncToAccountLanguage } from "~/platform/language-sync.server";
import type { Language } from "~domain/languages";
import { forgetAccount } from "~/platform/account-cache.server";
import { forgetWhatSessionRead } from "~/platform/last-known.server";
import { ApiError, graphql, rest } from "~/platform/payroll-api.server";
import { loginPathFor } from "~/platform/safe-redirect";
import { credentialsOf, destroySession, getSession, startSession, storeOtpChallenge, type Credentials } from "~/platform/session.server";
import { log } from "~/platform/log.server";
import { accountReference, logSecurityEvent } from "~/platform/security-log.server";

type TokenAnswer = { authentication_token: string; email: string };
type SignInAnswer = TokenAnswer | { otp_required: true; otp_token: string; email: string };

export type SignInResult = { kind: "signed-in"; credentials: Credentials } | { kind: "otp"; email: string; otpToken: string };

/**
 * One login form serves both account kinds: company users first, then employees. Only when both
 * refuse the pair is the sign-in a failure; any other API trouble surfaces as it is, the API's 429
 * of its sign-in limits included. The API counts attempts per client address, which the portal
 * forwards in X-Forwarded-For (docs/decisions/0004-login-rate-limit.md).
 */
export async function signIn(email: string, password: string, clientAddress: string): Promise<SignInResult | null> {
  for (const kind of ["user", "employee"] as const) {
    try {
      const answer = await rest<SignInAnswer>(`/${kind}s/sign_in`, {
        method: "POST",
        body: { [kind]: { email, password }, get_token: true },
        headers: { "X-Forwarded-For": clientAddress },
      });
      if ("otp_required" in answer) return { kind: "otp", email: answer.email, otpToken: answer.otp_token };
      return { kind: "signed-in", credentials: { kind, email: answer.email, token: answer.authentication_token } };
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === "unauthorized")) throw error;
    }
  }
  return null;
}

export async function verifyOtp(challenge: { email: string; otpToken: string }, otp: string): Promise<Credentials> {
  try {
    const answer = await rest<TokenAnswer>(`/users/otp_verify?${new URLSearchParams({ token: challenge.otpToken, otp })}`, {
      method: "GET",
    });
    return { kind: "user", email: answer.email, token: answer.authentication_token };
  } catch (error) {
    const account = accountReference(challenge.email);
    if (error instanceof ApiError && error.kind === "unauthorized") logSecurityEvent("sign-in-failed", { account, step: "one-time code" });
    if (error instanceof ApiError && error.code === "otp_attempts_exhausted") logSecurityEvent("sign-in-locked-out", { account, step: "one-time code" });
    throw error;
  }
}

export type SignUpFields = { firstName: string; lastName: string; email: string; password: string; mobile?: string; language: string };

export async function signUp(fields: SignUpFields): Promise<Credentials> {
  const answer = await rest<TokenAnswer>("/users", {
    method: "POST",
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
  const preferred = await preferredLanguageOf(credentials);
  if (!preferred) return response;
  const { cookies, reload } = await syncToAccountLanguage(request, preferred);
  for (const cookie of cookies) response.headers.append("Set-Cookie", cookie);
  return reload ? redirectDocument(redirectTo, { headers: response.headers }) : response;
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

export async function optionalCredentials(request: Request): Promise<Credentials | null> {
  return credentialsOf(await getSession(request));
}

/** The signed-in account of the wanted kind, or a redirect to /login that keeps the way back. */
export async function requireCredentials(request: Request, kind?: Credentials["kind"]): Promise<Credentials> {
  const session = await getSession(request);
  const credentials = credentialsOf(session);
  if (!credentials) {
    throw redirect(loginPathFor(request), { headers: { "Set-Cookie": await destroySession(session) } });
  }
  if (kind && credentials.kind !== kind) throw redirect(credentials.kind === "user" ? "/" : "/my-profile");
  return credentials;
}

/** Ends the session here and at the API; the API may already have forgotten the token. */
export async function signOut(request: Request): Promise<Response> {
  const session = await getSession(request);
  const credentials = credentialsOf(session);
  if (credentials) {
    await rest(`/${credentials.kind}s/sign_out`, { method: "DELETE", credentials }).catch(() => undefined);
    forgetAccount(credentials);
    forgetWhatSessionRead(credentials.token);
  }
  return redirect("/", { headers: { "Set-Cookie": await destroySession(session) } });
}
