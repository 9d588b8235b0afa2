import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from "../../domain/email";
import { isLanguage } from "../../domain/languages";
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from "../../domain/password";
import { digest, hashPassword, newOtpCode, newSecret, verifyPassword } from "../auth/secrets";
import type { SignInGuard } from "../auth/sign-in-limits";
import { issueToken, revokeToken, type AccountKind } from "../auth/tokens";
import type { Database } from "../db/database";
import { otpMail } from "../mail/messages";
import type { Mailer } from "../mail/mailer";
import { handled } from "../hours-validation/access";
import { credentialsFrom } from "./credentials";

const OTP_LIFETIME_MINUTES = 10;
const OTP_MAX_ATTEMPTS = 5;

// Longer than any account's e-mail or password can be: refused before the sign-in limits store the e-mail as a key.
const signInFields = z.object({ email: z.string().max(EMAIL_MAX_LENGTH), password: z.string().max(PASSWORD_MAX_LENGTH) });

const signUpFields = z.object({
  email: z.string(),
  password: z.string(),
  first_name: z.string().trim().min(1),
  last_name: z.string().trim().min(1),
  mobile: z.string().trim().optional(),
  preferred_language: z.string().optional(),
});

/** Bodies nest the account's fields under its kind: {user: {...}, get_token: true}. */
const fieldsOf = (req: Request, kind: AccountKind): unknown => (req.body as Record<string, unknown> | undefined)?.[kind];

type AccountRow = { id: number; email: string; password_hash: string | null; otp_required?: boolean; preferred_language: string };

const tableOf = (kind: AccountKind) => (kind === "user" ? "users" : "employees");

/** A refused attempt: 429, and when the window that refused it ends. */
function tooManyAttempts(res: Response, retryAfterMs: number) {
  return res
    .set("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
    .status(429)
    .json({ error: "too_many_requests" });
}

/**
 * Signing in, up and out. Sign-in is limited per client address and per e-mail (`guard`); the client
 * address is the portal's X-Forwarded-For when the portal is on loopback or a private network (app.ts).
 */
export function sessionRoutes(db: Database, mailer: Mailer, guard: SignInGuard): Router {
  const router = Router();

  for (const kind of ["user", "employee"] as const) {
    const plural = tableOf(kind);

    router.post(
      `/${plural}/sign_in`,
      handled(async (req, res) => {
        const body = signInFields.safeParse(fieldsOf(req, kind));
        if (!body.success) return res.status(400).json({ error: "bad_request" });
        const email = normaliseEmail(body.data.email);
        const retryAfterMs = await guard.admit(kind, req.ip ?? "unknown", email);
        if (retryAfterMs !== null) return tooManyAttempts(res, retryAfterMs);
        const [account] = await db.query<AccountRow>(`select * from ${plural} where lower(email) = $1`, [email]);
        const valid = await verifyPassword(body.data.password, account?.password_hash ?? null);
        if (!account || !valid) return res.status(401).json({ error: "invalid_credentials" });
        await guard.succeeded(email);
        if (kind === "user" && account.otp_required) return startOtp(res, account);
        return res.json({ authentication_token: await issueToken(db, kind, account.id), email: account.email });
      }),
    );

    router.post(
      `/${plural}`,
      handled(async (req, res) => {
        const body = signUpFields.safeParse(fieldsOf(req, kind));
        if (!body.success) return res.status(422).json({ error: "invalid", fields: body.error.issues.map((i) => i.path.join(".")) });
        const data = body.data;
        if (!isValidEmail(data.email)) return res.status(422).json({ error: "email_invalid" });
        if (!isAcceptablePassword(data.password)) return res.status(422).json({ error: "password_unacceptable" });
        const passwordHash = await hashPassword(data.password);
        const [created] = await db.query<{ id: number; email: string }>(
          `insert into ${plural} (email, password_hash, first_name, last_name, mobile, preferred_language)
         values ($1, $2, $3, $4, $5, $6) on conflict do nothing returning id, email`,
          [
            normaliseEmail(data.email),
            passwordHash,
            data.first_name,
            data.last_name,
            data.mobile || null,
            isLanguage(data.preferred_language) ? data.preferred_language : "nl",
          ],
        );
        if (!created) return res.status(422).json({ error: "email_taken" });
        return res.status(201).json({ authentication_token: await issueToken(db, kind, created.id), email: created.email });
      }),
    );

    router.delete(
      `/${plural}/sign_out`,
      handled(async (req, res) => {
        const credentials = credentialsFrom(req, kind);
        if (credentials) await revokeToken(db, kind, credentials.token);
        return res.status(204).end();
      }),
    );
  }

  async function startOtp(res: Response, account: AccountRow) {
    const otpToken = newSecret();
    const code = newOtpCode();
    await db.query(
      `insert into otp_challenges (user_id, token_hash, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [account.id, digest(otpToken), digest(`${otpToken}:${code}`), OTP_LIFETIME_MINUTES],
    );
    await mailer.send(otpMail(account.email, isLanguage(account.preferred_language) ? account.preferred_language : "nl", code));
    return res.json({ otp_required: true, otp_token: otpToken, email: account.email });
  }

  router.get(
    "/users/otp_verify",
    handled(async (req: Request, res: Response) => {
      const token = String(req.query.token ?? "");
      const otp = String(req.query.otp ?? "").trim();
      const challenge = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number; user_id: number; code_hash: string; email: string }>(
          `update otp_challenges c set attempts = attempts + 1 from users u
         where u.id = c.user_id and c.token_hash = $1 and c.used_at is null and c.expires_at > now() and c.attempts < $2
         returning c.id, c.user_id, c.code_hash, u.email`,
          [digest(token), OTP_MAX_ATTEMPTS],
        );
        if (!row || row.code_hash !== digest(`${token}:${otp}`)) return null;
        await tx.query("update otp_challenges set used_at = now() where id = $1", [row.id]);
        return row;
      });
      if (!challenge) {
        // A live challenge that has had its attempts is dead: the user signs in again for a new code.
        const [exhausted] = await db.query("select 1 from otp_challenges where token_hash = $1 and used_at is null and expires_at > now() and attempts >= $2", [
          digest(token),
          OTP_MAX_ATTEMPTS,
        ]);
        return exhausted ? res.status(429).json({ error: "otp_attempts_exhausted" }) : res.status(401).json({ error: "invalid_otp" });
      }
      return res.json({ authentication_token: await issueToken(db, "user", challenge.user_id), email: challenge.email });
    }),
  );

  return router;
}
