// The HTTP entry: the portal (React Router) behind compression and security headers, and, unless
// PAYROLL_API_URL points at the provider, the embedded reference payroll API in a process of its own
// (payroll-api/supervisor.ts). Compiled (scripts/build-server.mjs) it serves the build: `npm start`,
// in production mode unless NODE_ENV says otherwise. From source (`npm run dev`, through tsx) it
// serves the app through Vite's dev server, which rebuilds what changes.
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import compression from "compression";
import express, { type RequestHandler } from "express";
import type { ViteDevServer } from "vite";
import type * as HttpServer from "./app/platform/http-server.server";
import type { RunningPayrollApi } from "./payroll-api/start";
import { superviseEmbeddedApi } from "./payroll-api/supervisor";

const FROM_SOURCE = import.meta.url.endsWith(".ts");
process.env.NODE_ENV ??= FROM_SOURCE ? "development" : "production";

const SHUTDOWN_GRACE_MS = 10_000;

type Env = HttpServer.Env;

function loadEnv(http: typeof HttpServer): Env {
  try {
    return http.parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof http.EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function contentSecurityPolicy(nonce: string, env: Env): string {
  const reporting = env.SENTRY_DSN ? ` ${new URL(env.SENTRY_DSN).origin}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    // The stylesheet is in each document (app/ui/page-styles.tsx), under the request's nonce.
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${reporting}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function securityHeaders(env: Env): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Vite's dev server injects scripts and styles of its own, which no nonce covers.
    if (!FROM_SOURCE) res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, env));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (env.NODE_ENV === "production") {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  };
}

const SERVER_BUILD_ID = "virtual:react-router/server-build";

/** The portal's server build: the compiled one, or the dev server's of the source as it is now. */
async function loadBuild(buildDirectory: string, vite: ViteDevServer | undefined): Promise<ServerBuild> {
  if (vite) return (await vite.ssrLoadModule(SERVER_BUILD_ID)) as ServerBuild;
  return (await import(pathToFileURL(path.resolve(buildDirectory, "server", "index.js")).href)) as ServerBuild;
}

/** What server.ts uses of the portal's modules, as the build exports them (app/entry.server.tsx). */
const httpServerOf = (build: ServerBuild) => (build.entry.module as unknown as { httpServer: typeof HttpServer }).httpServer;

async function startViteDevServer(): Promise<ViteDevServer> {
  const vite = await import("vite");
  return vite.createServer({ server: { middlewareMode: true } });
}

async function main() {
  const buildDirectory = process.env.PORTAL_BUILD_DIR ?? "build";
  const vite = FROM_SOURCE ? await startViteDevServer() : undefined;
  const build = await loadBuild(buildDirectory, vite);
  const http = httpServerOf(build);
  const { log } = http;
  const env = loadEnv(http);
  http.startErrorReporting(env);

  let api: RunningPayrollApi | undefined;
  if (!env.PAYROLL_API_URL) {
    api = await superviseEmbeddedApi(
      {
        port: env.PAYROLL_API_PORT,
        dataDir: path.resolve(env.DATA_DIR),
        databaseUrl: env.DATABASE_URL,
        smtpUrl: env.SMTP_URL,
        portalUrl: env.PORTAL_URL,
      },
      log,
    );
    log.info({ url: api.url, dataDir: path.resolve(env.DATA_DIR) }, "embedded payroll API started");
  }
  // The portal reaches the embedded API over HTTP, exactly as it would reach the provider.
  http.settleEnv(api ? { ...env, PAYROLL_API_URL: api.url } : env);

  const metrics = env.METRICS_PORT ? http.serveMetrics(env.METRICS_PORT, env.METRICS_HOST) : undefined;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY_HOPS);
  // First: the request's id, its scope, and its access-log line and metrics (docs/decisions/0046).
  app.use(http.observeRequests(build.routes));
  app.use(http.discardUnreadBodies());
  // The build's scripts, compressed at build time, with a script's headers only (issue 45).
  if (!vite) app.use("/assets", http.serveAssets(path.join(buildDirectory, "client", "assets")));
  app.use(compression());
  app.use(securityHeaders(env));
  // Before anything reads a body: one over its limit is answered 413 and never read (docs/decisions/0031).
  const uploads = http.uploadRoutes({ logoMaxMegabytes: env.LOGO_MAX_MB, workPostSheetMaxMegabytes: env.WORK_POST_SHEET_MAX_MB });
  app.use(
    http.limitBodies(uploads, (req, res, next) => {
      http
        .languageOfExpressRequest(req)
        .then((language) =>
          res
            .status(413)
            .type("html")
            .set("Cache-Control", "no-store")
            .send(http.ownRefusalPage("tooLarge", language, http.stylesheetHref())),
        )
        .catch(next);
    }),
  );
  // Then each request waits its turn, so that a new connection is accepted between two renders
  // (docs/decisions/0058). Not before: a body without a declared length is counted from its first
  // piece, which a request waiting in line would leave to the stream's buffer, stalling its upload.
  app.use(http.oneRequestPerTurn());
  // Before the body is looked at: another site's request is refused and logged, whatever it sent.
  app.use(http.refuseCrossSiteRequests(http.stylesheetHref));
  app.use(http.formBodiesOnly());
  app.use(http.newAccountStampOnChanges({ secure: env.NODE_ENV === "production" }));
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  app.get("/readyz", http.readiness());
  // Open pages poll this to learn that a new build is live (app/ui/new-version-watcher.tsx).
  app.get("/version", (_req, res) => res.set("Cache-Control", "no-store").json({ version: build.assets.version }));
  if (vite) {
    app.use(vite.middlewares);
  } else {
    const clientDirectory = path.join(buildDirectory, "client");
    // Only an address under one of the public folder's names looks for a file: a page's address
    // never costs a look at the disk (docs/decisions/0058).
    const publicNames = new Set(readdirSync(clientDirectory));
    const servePublic = express.static(clientDirectory, { maxAge: "1h" });
    app.use((req, res, next) => (publicNames.has(req.path.split("/")[1]) ? servePublic(req, res, next) : next()));
  }
  const handleWithRouter = http.createRequestHandler({
    // Under the dev server, each request takes the source as it is now.
    build: vite ? () => loadBuild(buildDirectory, vite) : build,
    mode: env.NODE_ENV,
    getLoadContext: http.loadContextOf,
  });
  app.all(
    "*",
    http.pages((req, res, next) => {
      log.debug({ method: req.method, path: req.path }, "request");
      return handleWithRouter(req, res, next);
    }),
  );

  const server: Server = createServer(http.serverTimeouts(env.REQUEST_TIMEOUT_S), app).listen(env.PORT, () => {
    log.info(
      { port: env.PORT, mode: env.NODE_ENV, metricsPort: env.METRICS_PORT, metricsHost: env.METRICS_HOST },
      `employer portal on http://localhost:${env.PORT}`,
    );
  });
  // A port another process holds is a mistake of the set-up, not a fault of the portal: one line that
  // says what to do, rather than an unhandled 'error' event's stack trace.
  server.once("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EADDRINUSE") throw error;
    console.error(`Port ${env.PORT} is already in use by another process: stop it, or start the portal with PORT set to a free port.`);
    void Promise.resolve(api?.close()).finally(() => process.exit(1));
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "finishing open requests, then stopping");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    metrics?.close();
    // A kept-alive connection whose answer ends now closes a moment after, not after the keep-alive
    // time (65 s, docs/decisions/0065), which would outlast the grace period.
    server.keepAliveTimeout = 1;
    server.close(async () => {
      await vite?.close();
      await api?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
