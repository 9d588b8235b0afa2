import { isIP } from "node:net";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { EVENTS_PER_SESSION } from "~/platform/error-reporting";
import { LOGO_MAX_MEGABYTES } from "~domain/image";
import { WORK_POST_SHEET_PDF_MAX_MEGABYTES } from "~domain/work-post-sheet";

// An empty variable (FOO=) means "not set", as most deployment tools write it.
const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The provider's payroll API. Unset: the embedded reference API is started. */
    PAYROLL_API_URL: optional(z.string().url()),
    /** How long one call to the payroll API may take before the page says the service is unavailable (part 1 §8). */
    PAYROLL_API_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(15_000),
    /** Loopback port of the embedded reference API (0 picks a free one). */
    PAYROLL_API_PORT: z.coerce.number().int().min(0).max(65535).default(0),
    DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres://")),
    DATA_DIR: z.string().min(1).default("./data"),
    SESSION_SECRET: optional(z.string().min(32, "must be at least 32 characters")),
    SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")),
    SENTRY_DSN: optional(z.string().url()),
    /** Which deployment this is; error reporting runs in production and staging only (part 1 §1). */
    RELEASE_STAGE: z.enum(["development", "staging", "production"]).default("development"),
    /** At most this many error reports per session, on the server and in each browser (part 1 §9). */
    SENTRY_MAX_EVENTS: z.coerce.number().int().min(EVENTS_PER_SESSION.min).max(EVENTS_PER_SESSION.max).default(EVENTS_PER_SESSION.default),
    /** Where the server sends the analytics events (docs/decisions); unset: none are sent. */
    ANALYTICS_URL: optional(z.string().url()),
    /** Sent as a bearer token with each analytics event, when the service asks for one. */
    ANALYTICS_WRITE_KEY: optional(z.string().min(1)),
    /** The portal's public address, used in e-mailed links. Defaults to http://localhost:PORT. */
    PORTAL_URL: optional(z.string().url()),
    /** Where a deployment hosts its own terms and conditions; unset: the PDFs in public/legal. */
    TERMS_URL_EN: optional(z.string().url()),
    TERMS_URL_NL: optional(z.string().url()),
    TERMS_URL_FR: optional(z.string().url()),
    /** The largest company logo accepted, in megabytes; the upload stops as soon as it is exceeded. */
    LOGO_MAX_MB: z.coerce.number().positive().max(LOGO_MAX_MEGABYTES).default(LOGO_MAX_MEGABYTES),
    /** The largest PDF accepted as a position's own work post sheet, in megabytes; at most the API's limit. */
    WORK_POST_SHEET_MAX_MB: z.coerce.number().positive().max(WORK_POST_SHEET_PDF_MAX_MEGABYTES).default(WORK_POST_SHEET_PDF_MAX_MEGABYTES),
    /** The least important log lines written (JSON lines on stdout): debug, info, warn, error or silent. */
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** Serves Prometheus metrics at /metrics on this port, apart from the pages (docs/decisions/0046); unset: none are kept. */
    METRICS_PORT: optional(z.coerce.number().int().min(1).max(65535)),
    /**
     * The address the metrics listen on: loopback unless a deployment names the private network's
     * interface its Prometheus scrapes, since the metrics ask for no authentication.
     */
    METRICS_HOST: z
      .string()
      .refine((value) => isIP(value) !== 0, "must be an IP address, such as 127.0.0.1 or a private network's")
      .default("127.0.0.1"),
    /**
     * How long a request may take to arrive whole, headers and body, before the connection is cut
     * (docs/decisions/0065): the largest upload the body limits allow on a slow line needs about 90 s.
     */
    REQUEST_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(120),
    /** Trust X-Forwarded-For from this many proxies in front of the portal. */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT === env.PORT) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["METRICS_PORT"], message: "must differ from PORT" });
    }
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["SESSION_SECRET"], message: "is required in production" });
    }
  });

export type Env = z.infer<typeof EnvSchema> & { SESSION_SECRET: string; PORTAL_URL: string };

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // FOO= means "not set" for every variable, so that defaults apply too (PORT=, DATA_DIR=, NODE_ENV=).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = EnvSchema.safeParse(given);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Invalid environment:\n${problems.join("\n")}`);
  }
  return {
    ...result.data,
    // Outside production a per-process secret is enough: sessions end when the server restarts.
    SESSION_SECRET: result.data.SESSION_SECRET ?? randomBytes(32).toString("hex"),
    PORTAL_URL: result.data.PORTAL_URL ?? `http://localhost:${result.data.PORT}`,
  };
}

let cached: Env | undefined;

/** The parsed environment; server.ts has already stopped the process if it was invalid. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The environment as server.ts checked it, with the embedded API's address once it listens: what every
 * module reads from then on (the log read it earlier, for its level alone).
 */
export function settleEnv(settled: Env): void {
  cached = settled;
}
