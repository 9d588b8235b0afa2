import path from "node:path";
import { oneRequestPerTurn } from "../server-kit/request-turns";
import express, { type ErrorRequestHandler } from "express";
import { sendWelcome } from "./auth/invitations";
import type { ApiConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import { embeddedDatabaseDir } from "./db/data-folder";
import { migrate } from "./db/migrate";
import { seedDemoData } from "./seed/seed";
import { DEFAULT_SIGN_IN_LIMITS, signInGuard } from "./limits/sign-in-limits";
import { ApiError } from "./core/errors";
import { createGraphqlHandler } from "./graphql/yoga";
import { resolvers } from "./resolvers";
import { log } from "./log";
import { refuseNulCharacters, wellFormedText } from "./json-text";
import { requestLog } from "./request-log";
import { idempotencyKeys } from "./idempotency-keys";
import { createMailer, type Mailer } from "./mail/mailer";
import { createMailGuard, DEFAULT_MAIL_THROTTLES, type MailThrottles } from "./limits/mail-throttles";
import { scheduleWeeklyDigests, sendWeeklyDigests } from "./work-queue/weekly-digest";
import { LOGO_MAX_BYTES } from "../domain/image";
import { WORK_POST_SHEET_PDF_MAX_BYTES } from "../domain/work-post-sheet";
import { companyLogoRoutes } from "./rest/company-logos";
import { hoursValidationRoutes } from "./rest/hours-validation";
import { invoicePdfRoutes } from "./rest/invoice-pdfs";
import { sessionRoutes } from "./rest/sessions";
import { timesheetPdfRoutes } from "./rest/timesheet-pdfs";
import { timesheetRoutes } from "./rest/timesheets";
import { plannedWeekRoutes } from "./rest/planned-weeks";
import { workPostSheetPdfRoutes } from "./rest/work-post-sheet-pdfs";
import { employeeFileRoutes } from "./rest/employee-files";
import { createIdCardReader, type IdCardReader } from "./identity/ocr";
import { createReadingQueue } from "./identity/reading-queue";
import { IDENTITY_READING_LIMIT_SECONDS, SCAN_MAX_BYTES } from "../domain/identity-documents";

export type PayrollApiOptions = {
  databaseUrl?: string;
  /** Holds the embedded database and the e-mail outbox; without it, an in-memory database. */
  dataDir?: string;
  smtpUrl?: string;
  portalUrl: string;
  seed?: boolean;
  /** Sign-in attempts per client address in 15 minutes (LOGIN_ATTEMPTS_PER_CLIENT); 30 unless told. */
  loginAttemptsPerClient?: number;
  /** Failed sign-ins per account from one client address in 15 minutes (LOGIN_FAILURES_PER_ACCOUNT); 10 unless told. */
  loginFailuresPerAccount?: number;
  /** Failed sign-ins per account from anywhere in 24 hours before a one-time code is needed (LOGIN_FAILURES_PER_ACCOUNT_PER_DAY); 100 unless told. */
  loginFailuresPerAccountPerDay?: number;
  /** The mails per hour by address and by client (PASSWORD_RESETS_PER_ADDRESS …); DEFAULT_MAIL_THROTTLES unless told. */
  mailThrottles?: Partial<MailThrottles>;
  /** NODE_ENV=production: no GraphQL introspection, no field names suggested in errors. */
  production?: boolean;
  /** Reads the backs of ID cards; tesseract.js unless told (tests inject a reader that fails). */
  idCardReader?: IdCardReader;
  /** How long a card may take, from its upload, before its verification fails; IDENTITY_READING_LIMIT_SECONDS unless told. */
  identityReadingLimitMs?: number;
  /** Sends the weekly digests on Mondays (work-queue/weekly-digest.ts): the API started to serve does; the tests' APIs do not unless told. */
  weeklyDigests?: boolean;
};

/**
 * GraphQL bodies carry a logo, a work post sheet's PDF or the two sides of a scan as base64
 * (updateCompanyLogo, uploadWorkPostSheet, startIdentityVerification, …): room for twice the largest
 * upload, so that a file somewhat over its limit still reaches the resolver and gets its *_TOO_LARGE answer.
 */
export const GRAPHQL_BODY_LIMIT_BYTES = Math.ceil((Math.max(LOGO_MAX_BYTES, WORK_POST_SHEET_PDF_MAX_BYTES, 2 * SCAN_MAX_BYTES) * 2 * 4) / 3) + 64 * 1024;

export type PayrollApi = {
  app: express.Express;
  db: Database;
  mailer: Mailer;
  outboxDir: string;
  /** Sends this week's weekly digests now, as the Monday job does (the tests' runs, at `now`); the number sent. */
  sendWeeklyDigests(now?: Date): Promise<number>;
  /** Waits for the ID card being read and the mails queued, then closes the OCR engine and the database. */
  close(): Promise<void>;
};

const databaseOptionsOf = (options: PayrollApiOptions) => ({
  databaseUrl: options.databaseUrl,
  dataDir: options.dataDir && embeddedDatabaseDir(options.dataDir),
});
const outboxDirOf = (options: PayrollApiOptions) => path.join(options.dataDir ?? path.join(process.cwd(), "data"), "outbox");
const configOf = (options: PayrollApiOptions): ApiConfig => ({ portalUrl: options.portalUrl, production: options.production ?? false });

/** Brings the database to the latest migration and seeds the demo, once: the number of users seeded now. */
async function migrateAndSeed(db: Database, mailer: Mailer, options: PayrollApiOptions): Promise<number> {
  await migrate(db);
  const invited = options.seed === false ? [] : await seedDemoData(db);
  for (const userId of invited) await sendWelcome(db, mailer, configOf(options), "user", userId);
  // Plans fit the data from the first request on (PGlite has no autovacuum to do it later).
  await db.exec("analyze");
  return invited.length;
}

/** Migrates and seeds, then closes: what a process of its own does for a new embedded data folder (./supervisor.ts). */
export async function prepareDatabase(options: PayrollApiOptions): Promise<void> {
  const db = await openDatabase(databaseOptionsOf(options));
  try {
    await migrateAndSeed(db, createMailer({ smtpUrl: options.smtpUrl, outboxDir: outboxDirOf(options) }), options);
  } finally {
    await db.close();
  }
}

export async function createPayrollApi(options: PayrollApiOptions): Promise<PayrollApi> {
  const databaseOptions = databaseOptionsOf(options);
  let db = await openDatabase(databaseOptions);
  const outboxDir = outboxDirOf(options);
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir });
  const config = configOf(options);
  const seeded = await migrateAndSeed(db, mailer, options);
  // Where this process seeded the embedded database itself (tests, the API run alone), the database
  // that serves is a new instance on the same files: it gives back most of what seeding took.
  if (seeded > 0 && db.driver === "pglite" && databaseOptions.dataDir) {
    await db.close();
    db = await openDatabase(databaseOptions);
  }
  const identityReadings = createReadingQueue(db, options.idCardReader ?? createIdCardReader(), {
    limitMs: options.identityReadingLimitMs ?? IDENTITY_READING_LIMIT_SECONDS * 1000,
  });
  await identityReadings.resume();
  const mailGuard = createMailGuard(db, { ...DEFAULT_MAIL_THROTTLES, ...options.mailThrottles });
  const services = { db, mailer, mailGuard, config, identityReadings };
  const graphql = createGraphqlHandler(resolvers, services);
  const digests = options.weeklyDigests ? scheduleWeeklyDigests(services) : null;

  const app = express();
  app.disable("x-powered-by");
  // The portals call from loopback (the embedded API) or a private network (replicas, docs/decisions/0022):
  // from there, X-Forwarded-For names the client the sign-in limits count (req.ip). From anywhere else
  // it is ignored, so a caller on the internet cannot pose as another address.
  app.set("trust proxy", ["loopback", "linklocal", "uniquelocal"]);
  // First: every line of a request, the body parsers' refusals included, carries the portal's request id.
  app.use(requestLog());
  // The GraphQL endpoint's parser comes first: the general one then leaves the parsed body alone.
  app.use(graphql.graphqlEndpoint, express.json({ limit: GRAPHQL_BODY_LIMIT_BYTES, reviver: wellFormedText }));
  app.use(express.json({ limit: "100kb", reviver: wellFormedText }));
  // Requests start one per turn once their bodies are read: a busy loop (PGlite runs its queries on
  // it) then still accepts the portal's new connections in their turn (docs/decisions/0058).
  app.use(oneRequestPerTurn());
  app.use(refuseNulCharacters(graphql.graphqlEndpoint));
  // Before every route that changes things: a request sent twice with one Idempotency-Key runs once.
  app.use(idempotencyKeys(db, graphql.graphqlEndpoint));
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  const limits = {
    ...DEFAULT_SIGN_IN_LIMITS,
    attemptsPerClient: options.loginAttemptsPerClient ?? DEFAULT_SIGN_IN_LIMITS.attemptsPerClient,
    failuresPerAccount: options.loginFailuresPerAccount ?? DEFAULT_SIGN_IN_LIMITS.failuresPerAccount,
    failuresPerAccountPerDay: options.loginFailuresPerAccountPerDay ?? DEFAULT_SIGN_IN_LIMITS.failuresPerAccountPerDay,
  };
  app.use(sessionRoutes(db, { mailer, mailGuard }, signInGuard(db, limits)));
  app.use(hoursValidationRoutes(db));
  app.use(timesheetRoutes(db));
  app.use(plannedWeekRoutes(db));
  app.use(timesheetPdfRoutes(db));
  app.use(companyLogoRoutes(db));
  app.use(invoicePdfRoutes(db));
  app.use(workPostSheetPdfRoutes(db));
  app.use(employeeFileRoutes(db));
  app.use(graphql.graphqlEndpoint, (req, res) => graphql(req, res));
  app.use((_req, res) => res.status(404).json({ error: "not_found" }));
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    // The body parser's refusals (too large, not JSON) are the client's error, not ours.
    const status = (error as { status?: number; type?: string }).status;
    if (status === 413) return res.status(413).json({ error: "payload_too_large" });
    if (status === 400 && (error as { type?: string }).type === "entity.parse.failed") {
      return res.status(400).json({ error: "bad_request" });
    }
    // A service's refusal (core/errors.ts), as REST answers it: the status, and the code as the error.
    if (error instanceof ApiError) return res.status(error.status).json({ error: error.code, ...error.details });
    log.error({ err: error }, "unhandled error");
    res.status(500).json({ error: "internal" });
  };
  app.use(onError);
  const close = async () => {
    await digests?.stop();
    await identityReadings.close();
    await mailer.delivered();
    await db.close();
  };
  return { app, db, mailer, outboxDir, sendWeeklyDigests: (now) => sendWeeklyDigests(services, now), close };
}
