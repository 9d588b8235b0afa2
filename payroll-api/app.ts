import path from "node:path";
import express, { type ErrorRequestHandler } from "express";
import { sendWelcome } from "./auth/invitations";
import type { ApiConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import { migrate } from "./db/migrate";
import { seedDemoData } from "./db/seed";
import { createGraphqlHandler } from "./graphql/yoga";
import { createMailer, type Mailer } from "./mail/mailer";
import { hoursValidationRoutes } from "./rest/hours-validation";
import { sessionRoutes } from "./rest/sessions";

export type PayrollApiOptions = {
  databaseUrl?: string;
  /** Holds the embedded database and the e-mail outbox; without it, an in-memory database. */
  dataDir?: string;
  smtpUrl?: string;
  portalUrl: string;
  seed?: boolean;
};

export type PayrollApi = { app: express.Express; db: Database; mailer: Mailer; outboxDir: string };

export async function createPayrollApi(options: PayrollApiOptions): Promise<PayrollApi> {
  const db = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir && path.join(options.dataDir, "pglite"),
  });
  await migrate(db);

  const outboxDir = path.join(options.dataDir ?? path.join(process.cwd(), "data"), "outbox");
  const mailer = createMailer({ smtpUrl: options.smtpUrl, outboxDir });
  const config: ApiConfig = { portalUrl: options.portalUrl };
  if (options.seed !== false) {
    for (const userId of await seedDemoData(db)) await sendWelcome(db, mailer, config, "user", userId);
  }
  const graphql = createGraphqlHandler(db, mailer, config);

  const app = express();
  app.disable("x-powered-by");
  app.use(express.json({ limit: "100kb" }));
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  app.use(sessionRoutes(db, mailer));
  app.use(hoursValidationRoutes(db));
  app.use(graphql.graphqlEndpoint, (req, res) => graphql(req, res));
  app.use((_req, res) => res.status(404).json({ error: "not_found" }));
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    console.error("payroll-api:", error);
    res.status(500).json({ error: "internal" });
  };
  app.use(onError);
  return { app, db, mailer, outboxDir };
}
