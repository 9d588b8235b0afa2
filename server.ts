// The production HTTP entry: the built Remix portal behind compression and security headers,
// and, unless PAYROLL_API_URL points at the provider, the embedded reference payroll API in a
// process of its own (payroll-api/supervisor.ts).
import { randomBytes, randomUUID } from "node:crypto";
import { watch } from "node:fs";
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { newAccountStampOnChanges } from "./app/platform/account-stamp.server";
import { limitBodies, uploadRoutes } from "./app/platform/body-limits.server";
import { discardUnreadBodies, formBodiesOnly } from "./app/platform/form-bodies.server";
import { languageOfExpressRequest, ownRefusalPage } from "./app/platform/own-pages.server";
import { refuseCrossSiteRequests } from "./app/platform/cross-site.server";
import { broadcastDevReady, type ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { EnvError, parseEnv, type Env } from "./app/platform/env.server";
import { startErrorReporting } from "./app/platform/error-reporting.server";
import { log } from "./app/platform/log.server";
import { runInRequestScope } from "./app/platform/request-scope.server";
import { rememberRouteMatches } from "./app/platform/route-matching.server";
import type { RunningPayrollApi } from "./payroll-api/start";
import { superviseEmbeddedApi } from "./payroll-api/supervisor";

const SHUTDOWN_GRACE_MS = 10_000;

function loadEnv(): Env {
  try {
    return parseEnv(process.env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
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
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, env));
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

/** A load balancer's request id when it sends a sensible one, else a new one. */
function requestIdOf(given: string | undefined): string {
  return given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

/** The root route's stylesheet, for the pages that server.ts answers itself. */
function stylesheetOf(build: ServerBuild): string | undefined {
  const stylesheet = build.routes.root?.module.links?.().find((link) => "rel" in link && link.rel === "stylesheet");
  return stylesheet && "href" in stylesheet ? stylesheet.href : undefined;
}

async function importBuild(serverBuildPath: string, version?: string): Promise<ServerBuild> {
  const url = pathToFileURL(serverBuildPath);
  // A new query string makes Node evaluate a rebuilt file afresh instead of answering from its module cache.
  if (version) url.searchParams.set("version", version);
  return (await import(url.href)) as ServerBuild;
}

async function main() {
  const env = loadEnv();
  startErrorReporting(env);

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
    // The portal reaches the embedded API over HTTP, exactly as it would reach the provider.
    process.env.PAYROLL_API_URL = api.url;
    log.info({ url: api.url, dataDir: path.resolve(env.DATA_DIR) }, "embedded payroll API started");
  }

  rememberRouteMatches();
  const buildDir = process.env.PORTAL_BUILD_DIR;
  const serverBuildPath = path.resolve(buildDir ? path.join(buildDir, "index.js") : "build/index.js");
  let build = await importBuild(serverBuildPath);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", env.TRUST_PROXY_HOPS);
  app.use(discardUnreadBodies());
  app.use(compression());
  app.use(securityHeaders(env));
  // Before anything reads a body: one over its limit is answered 413 and never read (docs/decisions/0031).
  const uploads = uploadRoutes({ logoMaxMegabytes: env.LOGO_MAX_MB, workPostSheetMaxMegabytes: env.WORK_POST_SHEET_MAX_MB });
  app.use(
    limitBodies(uploads, (req, res, next) => {
      languageOfExpressRequest(req)
        .then((language) =>
          res
            .status(413)
            .type("html")
            .set("Cache-Control", "no-store")
            .send(ownRefusalPage("tooLarge", language, stylesheetOf(build))),
        )
        .catch(next);
    }),
  );
  // Before the body is looked at: another site's request is refused and logged, whatever it sent.
  app.use(refuseCrossSiteRequests(() => stylesheetOf(build)));
  app.use(formBodiesOnly());
  app.use(newAccountStampOnChanges({ secure: env.NODE_ENV === "production" }));
  app.get("/healthz", (_req, res) => res.json({ status: "ok" }));
  // Open pages poll this to learn that a new build is live (app/ui/new-version-watcher.tsx).
  app.get("/version", (_req, res) => res.set("Cache-Control", "no-store").json({ version: build.assets.version }));
  // Fingerprinted assets never change under the same name.
  app.use("/build", express.static(buildDir ? path.join(buildDir, "assets") : "public/build", { immutable: true, maxAge: "1y" }));
  app.use(express.static("public", { maxAge: "1h" }));
  const remixHandlerFor = (build: ServerBuild) =>
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientIp: req.ip ?? "unknown" }),
    });
  let handleWithRemix = remixHandlerFor(build);
  app.all("*", (req, res, next) => {
    const requestId = requestIdOf(req.get("X-Request-Id"));
    res.setHeader("X-Request-Id", requestId);
    runInRequestScope(
      requestId,
      () => {
        log.debug({ method: req.method, path: req.path }, "request");
        return handleWithRemix(req, res, next);
      },
      req.method,
    );
  });

  // Under `remix dev --manual` (npm run dev), the compiler writes version.txt once a new server build is
  // complete: take it in without a restart, so that the embedded API and the signed-in sessions live on.
  const underRemixDev = process.env.REMIX_DEV_ORIGIN !== undefined;
  // Tells remix dev which build this server runs; when it cannot be reached, broadcastDevReady says so itself.
  const announceBuild = () => broadcastDevReady(build).catch(() => undefined);
  const takeNewBuild = async () => {
    const version = (await readFile(path.join(path.dirname(serverBuildPath), "version.txt"), "utf8")).trim();
    if (!version || version === build.assets.version) return;
    build = await importBuild(serverBuildPath, version);
    handleWithRemix = remixHandlerFor(build);
    await announceBuild();
  };
  if (underRemixDev) {
    watch(path.dirname(serverBuildPath), (_event, file) => {
      // A build that fails to load leaves the previous one serving until the next change.
      if (file === "version.txt") takeNewBuild().catch((error: unknown) => log.error({ err: error }, "loading the new build failed"));
    });
  }

  const server: Server = app.listen(env.PORT, () => {
    log.info({ port: env.PORT }, `employer portal on http://localhost:${env.PORT}`);
    if (underRemixDev) void announceBuild();
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, "finishing open requests, then stopping");
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await api?.close();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

await main();
