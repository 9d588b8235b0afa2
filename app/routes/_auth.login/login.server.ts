import type { Submission } from "@conform-to/react";
import { json, redirect } from "@remix-run/node";
import { refuse } from "~/forms/action.server";
import { formErrorFor } from "~/platform/api-calls.server";
import { signIn, startSignedInSession, storeOtpChallenge } from "~/areas/auth/auth.server";
import { failedLoginsPerAccount, loginAttemptsPerClient } from "~/platform/rate-limit.server";
import { safeRedirect } from "~/platform/safe-redirect";
import { normaliseEmail } from "~domain/email";

type LoginValues = { email: string; password: string; redirectTo?: string };

export async function attemptLogin(request: Request, clientIp: string, submission: Submission<LoginValues> & { status: "success" }) {
  const { email, password, redirectTo } = submission.value;
  const account = normaliseEmail(email);
  if (loginAttemptsPerClient.isLimited(clientIp) || failedLoginsPerAccount.isLimited(account)) {
    throw json({ reason: "too-many-requests" }, { status: 429, headers: { "Retry-After": "900" } });
  }
  loginAttemptsPerClient.hit(clientIp);
  const reply = (formError: string, status: number) => refuse(submission.reply({ formErrors: [formError], hideFields: ["password"] }), status);
  try {
    const result = await signIn(account, password);
    if (!result) {
      failedLoginsPerAccount.hit(account);
      return reply("auth:login.failed", 400);
    }
    failedLoginsPerAccount.reset(account);
    const destination = safeRedirect(redirectTo);
    if (result.kind === "otp") {
      const cookie = await storeOtpChallenge(request, { email: result.email, otpToken: result.otpToken });
      return redirect(`/login/verify?${new URLSearchParams({ redirectTo: destination })}`, { headers: { "Set-Cookie": cookie } });
    }
    return startSignedInSession(request, result.credentials, destination);
  } catch (error) {
    return reply(formErrorFor(error, "auth:login.failed"), 502);
  }
}
