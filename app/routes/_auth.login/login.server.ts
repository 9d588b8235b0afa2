import type { Submission } from "@conform-to/react";
import { data, redirect } from "react-router";
import { refuse } from "~/forms/action.server";
import { formErrorFor } from "~/platform/api-calls.server";
import { signIn, startSignedInSession, storeOtpChallenge } from "~/areas/auth/auth.server";
import { ApiError } from "~/platform/payroll-api.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { accountReference, logSecurityEvent } from "~/platform/security-log.server";
import { normaliseEmail } from "~domain/email";

type LoginValues = { email: string; password: string; redirectTo?: string };

/** The API's sign-in limits refused the attempt: the translated 429 page, with the API's Retry-After. */
function tooManyAttempts(error: ApiError) {
  const headers = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(error.retryAfterSeconds) };
  return data({ reason: "too-many-requests" }, { status: 429, headers });
}

/** The limits per client address and per account are the API's, shared by every portal process (docs/decisions/0004). */
export async function attemptLogin(request: Request, clientIp: string, submission: Submission<LoginValues> & { status: "success" }) {
  const { email, password, redirectTo } = submission.value;
  const reply = (formError: string, status: number) => refuse(submission.reply({ formErrors: [formError], hideFields: ["password"] }), status);
  const account = accountReference(normaliseEmail(email));
  try {
    const result = await signIn(normaliseEmail(email), password, clientIp);
    if (!result) {
      logSecurityEvent("sign-in-failed", { account, clientIp });
      return reply("auth:login.failed", 400);
    }
    const destination = safeRedirect(redirectTo);
    if (result.kind === "otp") {
      const cookie = await storeOtpChallenge(request, result.challenge);
      return redirect(`/login/verify?${new URLSearchParams({ redirectTo: destination })}`, { headers: { "Set-Cookie": cookie } });
    }
    return startSignedInSession(request, result.credentials, destination);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) {
      logSecurityEvent("sign-in-locked-out", { account, clientIp });
      throw tooManyAttempts(error);
    }
    return reply(formErrorFor(request, error, "auth:login.failed"), 502);
  }
}
