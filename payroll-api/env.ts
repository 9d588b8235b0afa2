import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_SIGN_IN_LIMITS } from "./limits/sign-in-limits";
import { DEFAULT_MAIL_THROTTLES, type MailThrottles } from "./limits/mail-throttles";
import type { EmbeddedApiOptions } from "./start";

// The reference API's own settings from the environment, checked at start-up like the portal's
// (app/platform/env.server.ts): a wrong value stops the process with a message naming it.

/** What the API reads itself, embedded or standalone. */
const SharedSchema = z.object({
  /** production turns GraphQL introspection and field suggestions off; the embedded API has the portal's. */
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** Sign-in attempts one client address may make in 15 minutes. */
  LOGIN_ATTEMPTS_PER_CLIENT: z.coerce.number().int().min(1).default(30),
  /** Failed sign-ins one account may have in 15 minutes from one client address. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Failed sign-ins one account may have in 24 hours from any address, before a right password also needs an e-mailed code. */
  LOGIN_FAILURES_PER_ACCOUNT_PER_DAY: z.coerce.number().int().min(1).default(DEFAULT_SIGN_IN_LIMITS.failuresPerAccountPerDay),
  // The mail throttles, per hour (./limits/mail-throttles.ts).
  PASSWORD_RESETS_PER_ADDRESS: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.passwordResetsPerAddress),
  PASSWORD_RESETS_PER_CLIENT: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.passwordResetsPerClient),
  INVITATIONS_PER_INVITEE: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.invitationsPerInvitee),
  INVITATIONS_PER_SENDER: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.invitationsPerSender),
  REGISTRATIONS_PER_CLIENT: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.registrationsPerClient),
  SIGN_IN_CODES_PER_ACCOUNT: z.coerce.number().int().min(1).default(DEFAULT_MAIL_THROTTLES.signInCodesPerAccount),
});

type Shared = z.output<typeof SharedSchema>;

/** What the API reads itself, as the options it is started with. */
const limitsOf = (env: Shared) => ({
  production: env.NODE_ENV === "production",
  loginAttemptsPerClient: env.LOGIN_ATTEMPTS_PER_CLIENT,
  loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
  loginFailuresPerAccountPerDay: env.LOGIN_FAILURES_PER_ACCOUNT_PER_DAY,
  mailThrottles: {
    passwordResetsPerAddress: env.PASSWORD_RESETS_PER_ADDRESS,
    passwordResetsPerClient: env.PASSWORD_RESETS_PER_CLIENT,
    invitationsPerInvitee: env.INVITATIONS_PER_INVITEE,
    invitationsPerSender: env.INVITATIONS_PER_SENDER,
    registrationsPerClient: env.REGISTRATIONS_PER_CLIENT,
    signInCodesPerAccount: env.SIGN_IN_CODES_PER_ACCOUNT,
  } satisfies MailThrottles,
});

/** What the standalone API (./serve.ts) reads too; the embedded one gets them from the portal. */
const StandaloneSchema = SharedSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /** The address to listen on: 0.0.0.0 to be reached from other machines (the portals). */
  BIND_ADDRESS: z
    .string()
    .refine((value) => isIP(value) !== 0, "must be an IP address")
    .default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres://")
    .optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  /** The portal's public address, for the links in e-mails. */
  PORTAL_URL: z.string().url().default("http://localhost:3000"),
});

export class ApiEnvError extends Error {}

function parse<Schema extends z.ZodTypeAny>(schema: Schema, source: Record<string, string | undefined>): z.output<Schema> {
  // FOO= means "not set", as most deployment tools write it.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(given);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
  throw new ApiEnvError(`Invalid environment of the payroll API:\n${problems.join("\n")}`);
}

/** Settings read by an entry point: a wrong environment stops the process, saying what is wrong. */
export function settingsOrExit<Settings>(read: () => Settings): Settings {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof ApiEnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The settings the embedded API adds to the options the portal gives it. */
export function sharedSettings(source: Record<string, string | undefined>): ReturnType<typeof limitsOf> {
  return limitsOf(parse(SharedSchema, source));
}

/** Where the standalone API listens, and its options. */
export function standaloneSettings(source: Record<string, string | undefined>): { host: string; options: EmbeddedApiOptions } {
  const env = parse(StandaloneSchema, source);
  return {
    host: env.BIND_ADDRESS,
    options: {
      port: env.PORT,
      dataDir: path.resolve(env.DATA_DIR),
      databaseUrl: env.DATABASE_URL,
      smtpUrl: env.SMTP_URL,
      portalUrl: env.PORTAL_URL,
      ...limitsOf(env),
    },
  };
}
