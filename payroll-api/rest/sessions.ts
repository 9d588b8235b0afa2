import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, isValidEmail, normaliseEmail } from "../../domain/email";
import { isLanguage } from "../../domain/languages";
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from "../../domain/password";
import { CONTROL_CHARACTERS, NOT_ONE_LINE, isSingleLineText } from "../../domain/text-lines";
import { digest, hashPassword, needsRehash, newOtpCode, newSecret, verifyPassword } from "../auth/secrets";
import type { SignInGuard } from "../limits/sign-in-limits";
import type { AccountKind } from "../account-kind";
import { issueToken, revokeToken } from "../auth/tokens";
import type { Database } from "../db/database";
import { otpMail } from "../mail/messages";
import type { Mailer } from "../mail/mailer";
import type { MailGuard } from "../limits/mail-throttles";
import { handled } from "./handled";
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

/** The sign-up's names and mobile are one line, as every mutation's are (docs/decisions/0062). */
const SINGLE_LINE_SIGN_UP_FIELDS = ["first_name", "last_name", "mobile"] as const;

/** Each single-line field of a sign-up that holds a control character, as the GraphQL side names its problems. */
const lineProblemsOf = (data: z.infer<typeof signUpFields>) =>
  SINGLE_LINE_SIGN_UP_FIELDS.filter((field) => !isSingleLineText(data[field] ?? "")).map((field) => ({ field, code: NOT_ONE_LINE }));

/** Bodies nest the account's fields under its kind: {user: {...}, get_token: true}. */
const fieldsOf = (req: Request, kind: AccountKind): unknown => (req.body as Record<string, unknown> | undefined)?.[kind];

type AccountRow = { id: number; email: string; password_hash: string | null; otp_required?: boolean; preferred_language: string };

const tableOf = (kind: AccountKind) => (kind === "user" ? "users" : "employees");

/** Why a sign-in needs a one-time code: the account asks for one, or the account had too many failed sign-ins from anywhere. */
type CodeReason = "two_factor" | "failed_sign_ins";

/** A refused attempt: 429, and when the window that refused it ends. */
function tooManyAttempts(res: Response, retryAfterMs: number) {
  return res
    .set("Retry-After", String(Math.ceil(retryAfterMs / 1000)))
    .status(429)
    .json({ error: "too_many_requests" });
}

/**
 * Signing in, up and out. Sign-in is limited per client address, per e-mail from that address, and
 * per e-mail from anywhere, past which it takes an e-mailed code (`guard`); sign-up and the code mails
 * are throttled (`mailGuard`, docs/decisions/0033). The client address is the portal's X-Forwarded-For
 * when the portal is on loopback or a private network (app.ts).
 */
export function sessionRoutes(db: Database, { mailer, mailGuard }: { mailer: Mailer; mailGuard: MailGuard }, guard: SignInGuard): Router {
  const router = Router();

  for (const kind of ["user", "employee"] as const) {
    const plural = tableOf(kind);

    router.post(
      `/${plural}/sign_in`,
      handled(async (req, res) => {
        const body = signInFields.safeParse(fieldsOf(req, kind));
        if (!body.success) return res.status(400).json({ error: "bad_request" });
        const email = normaliseEmail(body.data.email);
        const admission = await guard.admit(kind, req.ip ?? "unknown", email);
        if (!admission.admitted) return tooManyAttempts(res, admission.retryAfterMs);
        const [account] = await db.query<AccountRow>(`select * from ${plural} where lower(email) = $1`, [email]);
        // An employee's address is no company user's: the portal goes on to the employee endpoint, whose
        // password check is the attempt's one (docs/decisions/0064).
        if (!account && admission.codeRequired && kind === "user" && (await isEmployeeAddress(email))) {
          return res.status(401).json({ error: "invalid_credentials" });
        }
        const valid = await verifyPassword(body.data.password, account?.password_hash ?? null);
        // Past the slower limit, a wrong password, and an address of no account, are answered as a right
        // password is, with a code step whose token matches no code and no mail: guessing on learns
        // nothing, not even whether the account exists, while its owner signs in with the mailed code.
        if (!valid && admission.codeRequired) return res.json(codeStep(newSecret(), account?.email ?? email, "failed_sign_ins"));
        if (!account) return res.status(401).json({ error: "invalid_credentials" });
        if (!valid) return res.status(401).json({ error: "invalid_credentials" });
        await admission.succeeded();
        if (needsRehash(account.password_hash!)) {
          await db.query(`update ${plural} set password_hash = $2 where id = $1`, [account.id, await hashPassword(body.data.password)]);
        }
        if (admission.codeRequired) return startOtp(res, kind, account, "failed_sign_ins");
        if (kind === "user" && account.otp_required) return startOtp(res, kind, account, "two_factor");
        return res.json({ authentication_token: await issueToken(db, kind, account.id), email: account.email });
      }),
    );

    router.post(
      `/${plural}`,
      handled(async (req, res) => {
        const body = signUpFields.safeParse(fieldsOf(req, kind));
        if (!body.success) return res.status(422).json({ error: "invalid", fields: body.error.issues.map((i) => i.path.join(".")) });
        const data = body.data;
        const problems = lineProblemsOf(data);
        if (problems.length > 0) return res.status(422).json({ error: CONTROL_CHARACTERS, problems });
        if (!isValidEmail(data.email)) return res.status(422).json({ error: "email_invalid" });
        if (!isAcceptablePassword(data.password)) return res.status(422).json({ error: "password_unacceptable" });
        // Every well-formed registration counts, an address already taken too: nobody tries addresses at speed.
        const registration = await mailGuard.registration(req.ip ?? "unknown");
        if (!registration.admitted) return tooManyAttempts(res, registration.retryAfterMs);
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

  const codeStep = (otpToken: string, email: string, reason: CodeReason) => ({ otp_required: true, otp_token: otpToken, email, reason });

  const isEmployeeAddress = async (email: string) => (await db.query("select 1 from employees where lower(email) = $1", [email])).length > 0;

  async function startOtp(res: Response, kind: AccountKind, account: AccountRow, reason: CodeReason) {
    const mails = await mailGuard.signInCode(kind, account.id);
    if (!mails.admitted) return tooManyAttempts(res, mails.retryAfterMs);
    const otpToken = newSecret();
    const code = newOtpCode();
    await db.query(
      `insert into otp_challenges (${kind}_id, token_hash, code_hash, expires_at)
       values ($1, $2, $3, now() + make_interval(mins => $4))`,
      [account.id, digest(otpToken), digest(`${otpToken}:${code}`), OTP_LIFETIME_MINUTES],
    );
    await mailer.send(otpMail(account.email, isLanguage(account.preferred_language) ? account.preferred_language : "nl", code));
    return res.json(codeStep(otpToken, account.email, reason));
  }

  for (const kind of ["user", "employee"] as const) {
    // A POST with the challenge's token in the body: a secret in a query string ends up in logs.
    router.post(
      `/${tableOf(kind)}/otp_verify`,
      handled(async (req: Request, res: Response) => {
        const fields = (req.body ?? {}) as Record<string, unknown>;
        const token = typeof fields.token === "string" ? fields.token : "";
        const otp = typeof fields.otp === "string" ? fields.otp.trim() : "";
        const challenge = await db.transaction(async (tx) => {
          const [row] = await tx.query<{ id: number; account_id: number; code_hash: string; email: string }>(
            `update otp_challenges c set attempts = attempts + 1 from ${tableOf(kind)} a
           where a.id = c.${kind}_id and c.token_hash = $1 and c.used_at is null and c.expires_at > now() and c.attempts < $2
           returning c.id, a.id as account_id, c.code_hash, a.email`,
            [digest(token), OTP_MAX_ATTEMPTS],
          );
          if (!row || row.code_hash !== digest(`${token}:${otp}`)) return null;
          await tx.query("update otp_challenges set used_at = now() where id = $1", [row.id]);
          return row;
        });
        if (!challenge) {
          // A live challenge that has had its attempts is dead: the user signs in again for a new code.
          const [exhausted] = await db.query(
            "select 1 from otp_challenges where token_hash = $1 and used_at is null and expires_at > now() and attempts >= $2",
            [digest(token), OTP_MAX_ATTEMPTS],
          );
          return exhausted ? res.status(429).json({ error: "otp_attempts_exhausted" }) : res.status(401).json({ error: "invalid_otp" });
        }
        return res.json({ authentication_token: await issueToken(db, kind, challenge.account_id), email: challenge.email });
      }),
    );
  }

  return router;
}
